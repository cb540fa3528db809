import { actorOfSession, can, realActorOfSession, type Permission, type TSessionInfo } from '@portal/domain';
import { useMemo } from 'react';
import { useSession } from './session.ts';

export interface Can {
  /** What the effective identity may do: a staff member in customer view is a customer here. */
  (permission: Permission): boolean;
  /** What the signed-in person may do (switching the view back, acting as someone else). */
  really: (permission: Permission) => boolean;
  signedIn: boolean;
}

/** The domain's `can()` for a session: the web shows what the server would allow, by the same rules. */
export function canFor(session: TSessionInfo): Can {
  const actor = actorOfSession(session);
  const real = realActorOfSession(session);
  return Object.assign((permission: Permission) => can(actor, permission), {
    really: (permission: Permission) => can(real, permission),
    signedIn: actor.kind === 'user',
  });
}

/** Permissions of the signed-in visitor; controls show or hide by these instead of comparing roles. */
export function useCan(): Can {
  const { session } = useSession();
  return useMemo(() => canFor(session), [session]);
}

import { ANONYMOUS, type Actor, type UserActor } from './actor.ts';
import type { TSessionInfo } from './session.ts';

/** The actor the server builds for this session, rebuilt in the web from /api/session to ask `can()`. */
export function actorOfSession(session: TSessionInfo): Actor {
  const user = session.user;
  if (!user) return ANONYMOUS;
  return {
    kind: 'user',
    userId: user.id,
    clientId: user.clientId,
    role: user.role,
    isAdmin: user.isAdmin,
    teamTypes: user.teams.map((team) => team.teamType),
    carriers: user.carriers,
    realUserId: session.realUser?.id ?? null,
    mode: session.mode,
  };
}

/**
 * The signed-in person behind a customer view or an acting-as, who decides what may be switched back. In customer
 * view the session's user is that staff member; only a superadmin may act as a user (DECISIONS.md "Acting as").
 */
export function realActorOfSession(session: TSessionInfo): Actor {
  const actor = actorOfSession(session);
  if (actor.kind === 'anonymous' || actor.mode === 'self') return actor;
  if (actor.mode === 'customer-view') return { ...actor, mode: 'self', realUserId: null };
  const real: UserActor = {
    kind: 'user',
    userId: actor.realUserId ?? actor.userId,
    clientId: null,
    role: 'superadmin',
    isAdmin: true,
    teamTypes: [],
    carriers: null,
    realUserId: null,
    mode: 'self',
  };
  return real;
}

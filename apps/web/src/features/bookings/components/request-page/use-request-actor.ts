import { actorOfSession, type Actor } from '@portal/domain';
import { useMemo } from 'react';
import { useSession } from '../../../../lib/session.ts';

/** The actor the server builds from this session: the domain's rules enable or hide the page's controls with it. */
export function useRequestActor(): Actor {
  const { session } = useSession();
  return useMemo(() => actorOfSession(session), [session]);
}

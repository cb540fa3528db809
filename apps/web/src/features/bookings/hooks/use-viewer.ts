import { actorOfSession, allowedCarriers, type TSessionInfo } from '@portal/domain';
import { useSession } from '../../../lib/session.ts';
import { canFor } from '../../../lib/use-can.ts';

/**
 * Who looks at the request screens: staff or client, and the carriers a staff member may see. The carrier
 * rule is the domain's, applied to the actor the server builds from the same session.
 */
export function useViewer() {
  return viewerOf(useSession().session);
}

/** The viewer of a session: the hook's answer, and the bookings list's route loader's (features/bookings/loaders.ts). */
export function viewerOf(session: TSessionInfo) {
  const staff = canFor(session)('manage:booking-request:any');
  // Clients see every carrier of their own company's requests; only staff are restricted.
  const carriers = staff ? allowedCarriers(actorOfSession(session)) : null;
  return {
    staff,
    userId: session.user?.id ?? 'anonymous',
    allowedCarriers: carriers,
    lockedCarrier: carriers?.length === 1 ? carriers[0]! : null,
  };
}

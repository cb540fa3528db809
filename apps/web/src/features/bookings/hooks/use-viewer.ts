import { actorOfSession, allowedCarriers } from '@portal/domain';
import { useSession } from '../../../lib/session.ts';
import { useCan } from '../../../lib/use-can.ts';

/**
 * Who looks at the request screens: staff or client, and the carriers a staff member may see. The carrier
 * rule is the domain's, applied to the actor the server builds from the same session.
 */
export function useViewer() {
  const { session } = useSession();
  const staff = useCan()('manage:booking-request:any');
  // Clients see every carrier of their own company's requests; only staff are restricted.
  const carriers = staff ? allowedCarriers(actorOfSession(session)) : null;
  return {
    staff,
    userId: session.user?.id ?? 'anonymous',
    allowedCarriers: carriers,
    lockedCarrier: carriers?.length === 1 ? carriers[0]! : null,
  };
}

import { allowedCarriers, type UserActor } from '@portal/domain';
import { useSession } from '../../../lib/session.ts';

/**
 * Who looks at the request screens: staff or client, and the carriers a staff member may see. The carrier
 * rule is the domain's, applied to the actor the server builds from the same session.
 */
export function useViewer() {
  const { session } = useSession();
  const user = session.user;
  const staff = session.visitor === 'staff';
  const actor: UserActor | null = user
    ? {
        kind: 'user',
        userId: user.id,
        clientId: user.clientId,
        role: user.role,
        isAdmin: user.isAdmin,
        teamTypes: user.teams.map((team) => team.teamType),
        carriers: user.carriers,
        realUserId: session.realUser?.id ?? null,
        mode: session.mode,
      }
    : null;
  // Clients see every carrier of their own company's requests; only staff are restricted.
  const carriers = staff && actor ? allowedCarriers(actor) : null;
  return {
    staff,
    userId: user?.id ?? 'anonymous',
    allowedCarriers: carriers,
    lockedCarrier: carriers?.length === 1 ? carriers[0]! : null,
  };
}

import type { StaffRole, TeamType } from './role-rules.ts';

/**
 * Who is asking. Every server service and repo takes one; the web derives the same shape from /api/session.
 * A staff user in customer view, or a superadmin acting as a user, is a customer actor scoped to that client,
 * with the real staff identity kept in `realUserId` so writes can record both.
 */
export type Actor = AnonymousActor | UserActor;

export interface AnonymousActor {
  kind: 'anonymous';
}

export interface UserActor {
  kind: 'user';
  userId: string;
  clientId: string | null;
  role: StaffRole | null;
  isAdmin: boolean;
  teamTypes: TeamType[];
  /** Allowed carrier ids; null or empty means all. */
  carriers: string[] | null;
  /** Set when the effective identity differs from the signed-in one (customer view or acting as). */
  realUserId: string | null;
  mode: 'self' | 'customer-view' | 'acting-as';
}

export const ANONYMOUS: AnonymousActor = { kind: 'anonymous' };

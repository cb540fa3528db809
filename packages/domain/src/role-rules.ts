/** Staff roles of spec 000 §6; anyone without one (and without isAdmin) is a customer. */
export const STAFF_ROLES = ['superadmin', 'sales', 'operations'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const TEAM_TYPES = ['operations', 'accounting'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

/** The facts about a user that every permission rule reads. */
export interface UserAccessFacts {
  role: StaffRole | null;
  isAdmin: boolean;
  teamTypes: readonly TeamType[];
}

/** DECISIONS.md "Staff": isAdmin, or one of the staff roles. Accounting people carry isAdmin or a role too. */
export function isStaff(user: Pick<UserAccessFacts, 'role' | 'isAdmin'>): boolean {
  return user.isAdmin || (user.role !== null && (STAFF_ROLES as readonly string[]).includes(user.role));
}

export function isSuperadmin(user: Pick<UserAccessFacts, 'role'>): boolean {
  return user.role === 'superadmin';
}

/** "Privilege" features (vessel allocation, pinned-comment counts): superadmin or operations. */
export function hasPrivilege(user: Pick<UserAccessFacts, 'role'>): boolean {
  return user.role === 'superadmin' || user.role === 'operations';
}

export function isAccounting(user: UserAccessFacts): boolean {
  return isStaff(user) && user.teamTypes.includes('accounting');
}

import { formatDateTime, isStaff, UNREADABLE_DATE, type TSessionUser, type TeamType } from '@portal/domain';

const ROLE_LABELS = { superadmin: 'Superadmin', sales: 'Sales', operations: 'Operations' } as const;
const TEAM_TYPE_LABELS: Record<TeamType, string> = { operations: 'Operations', accounting: 'Accounting' };

/** The readable role; users without a staff role are customers (an admin without a role is still staff). */
export function roleLabel(user: Pick<TSessionUser, 'role' | 'isAdmin'>): string {
  if (user.role) return ROLE_LABELS[user.role];
  return isStaff(user) ? 'Staff' : 'Customer';
}

export function teamTypeLabel(teamType: TeamType): string {
  return TEAM_TYPE_LABELS[teamType];
}

/** Spec 002 §3: lastSession as dd.MM.yyyy HH:mm, or "never". */
export function formatLastSession(lastSession: string | null): string {
  if (!lastSession) return 'never';
  const shown = formatDateTime(lastSession);
  return shown === UNREADABLE_DATE ? 'never' : shown;
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function initials(user: { firstName: string; lastName: string }): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

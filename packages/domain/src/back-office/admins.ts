import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../role-rules.ts';
import { ZStaffRole } from '../roles.ts';
import { zText } from '../validation.ts';
import { ZVersion } from './concurrency.ts';

/**
 * Team Management's Users tab, "the admin table, labelled Admins" (spec 002 §2, §3 "User", §4 "Admin assignment",
 * "Notification redirection", §5, §6). The admins are the staff with isAdmin; the table shows the carriers each
 * handles, the vacation switch and the admin their notifications go to meanwhile.
 */

export const ADMIN_MESSAGES = {
  chooseUser: 'Choose the user who becomes an admin.',
  notEligible:
    'Only a user of the forwarder who is neither an admin nor has a role can be made an admin. Reload the list: someone may have changed this user.',
  chooseUsers: 'Select the users whose admin rights to remove.',
  notSelf: 'You cannot remove your own admin rights: ask another superadmin.',
  notAdmin: 'This user is not an admin (any more). Reload the list.',
  redirectTarget: "Choose the admin who receives this user's notifications while redirection is on.",
  redirectSelf: "A user's notifications cannot be redirected to themselves.",
  redirectNotAdmin: 'Notifications can only be redirected to an active admin.',
  unknownCarrier: 'Choose carriers from the list.',
  /** Spec 002 §8 "Remove admin rights". */
  confirmRemove: 'Are you sure you want remove admin rights from selected users?',
} as const;

/** Spec 002 §3 User.lastSession: "shown as 'never' if missing". */
export const NEVER_SIGNED_IN = 'never';

/** A row of the admin table; also the audit trail's before and after of a 'user' change made here. */
export const ZAdminUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  role: ZStaffRole.nullable(),
  isAdmin: z.boolean(),
  /** The carriers the user handles; null: every carrier. */
  carriers: z.array(z.string()).nullable(),
  isRedirectionActive: z.boolean(),
  redirectedAdminId: z.string().nullable(),
  lastSession: z.string().nullable(),
  version: ZVersion,
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

/**
 * Spec 002 §4 and §6: "Non-admins without a role are eligible to become admins." Ours: only the forwarder's own
 * people (no customer company): a customer's user made admin would see every company's records.
 */
export function mayBecomeAdmin(user: {
  isAdmin: boolean;
  role: StaffRole | null;
  clientId: string | null;
}): boolean {
  return !user.isAdmin && user.role === null && user.clientId === null;
}

/** Spec 002 §5: "A chosen user is required. The role defaults to the first of the available roles." */
export const DEFAULT_ADMIN_ROLE: StaffRole = STAFF_ROLES[0];

/** POST /api/admins: make a user admin with a role. */
export const ZAdminGrant = z.object({
  userId: z.string({ error: ADMIN_MESSAGES.chooseUser }).uuid(ADMIN_MESSAGES.chooseUser),
  role: z
    .enum(STAFF_ROLES, { error: `The role is one of ${STAFF_ROLES.join(', ')}.` })
    .default(DEFAULT_ADMIN_ROLE),
});
export type TAdminGrant = z.input<typeof ZAdminGrant>;

const ZAdminSettings = z.object({
  /** Empty: every carrier (stored as null). */
  carriers: z.array(zText().trim().min(1, ADMIN_MESSAGES.unknownCarrier).max(20)).max(100),
  isRedirectionActive: z.boolean(),
  redirectedAdminId: z.string().uuid(ADMIN_MESSAGES.redirectNotAdmin).nullable(),
});

const redirectNeedsTarget = (v: { isRedirectionActive: boolean; redirectedAdminId: string | null }) =>
  !v.isRedirectionActive || v.redirectedAdminId !== null;

/** A row's form: the carriers, the vacation switch and the redirect-to admin. */
export const ZAdminRowForm = ZAdminSettings.refine(redirectNeedsTarget, {
  message: ADMIN_MESSAGES.redirectTarget,
  path: ['redirectedAdminId'],
});
export type TAdminRowForm = z.infer<typeof ZAdminRowForm>;

/** PUT /api/admins/:id: the row's settings with the version they were read at. */
export const ZAdminUpdate = ZAdminSettings.extend({ version: ZVersion }).refine(redirectNeedsTarget, {
  message: ADMIN_MESSAGES.redirectTarget,
  path: ['redirectedAdminId'],
});
export type TAdminUpdate = z.infer<typeof ZAdminUpdate>;

/** POST /api/admins/removal: remove the admin rights of the selected users (isAdmin false, role null). */
export const ZAdminRemoval = z.object({
  ids: z.array(z.string().uuid('The id is not valid.')).min(1, ADMIN_MESSAGES.chooseUsers).max(200),
});
export type TAdminRemoval = z.infer<typeof ZAdminRemoval>;

export function adminRowFormOf(user: TAdminUser): TAdminRowForm {
  return {
    carriers: [...(user.carriers ?? [])],
    isRedirectionActive: user.isRedirectionActive,
    redirectedAdminId: user.redirectedAdminId,
  };
}

/** Whether a row's form differs from the stored user (its Save shows then); no carriers and every carrier are one. */
export function adminRowChanged(stored: TAdminUser, form: TAdminRowForm): boolean {
  const base = adminRowFormOf(stored);
  const carriers = (list: readonly string[]) => [...new Set(list)].sort().join(',');
  return (
    carriers(base.carriers) !== carriers(form.carriers) ||
    base.isRedirectionActive !== form.isRedirectionActive ||
    base.redirectedAdminId !== form.redirectedAdminId
  );
}

/** The admins a user's notifications may be redirected to: the other admins of the table. */
export function redirectTargetsFor(userId: string, admins: readonly TAdminUser[]): TAdminUser[] {
  return admins.filter((a) => a.id !== userId && a.isAdmin);
}

/** The admin table's order (spec 002 §3 "Staff lists ... sort by first name"), then last name. */
export function byFirstName<U extends { firstName: string; lastName: string }>(a: U, b: U): number {
  return a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName);
}

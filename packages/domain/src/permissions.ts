import type { Actor, UserActor } from './actor.ts';
import { hasPrivilege, isAccounting, isStaff, isSuperadmin } from './role-rules.ts';

/**
 * Typed permission strings `action:entity[:scope]`. The server enforces them (route declarations and services),
 * the web asks the same function to show or hide controls. Later issues add their own entries here.
 */
export const PERMISSION_RULES = {
  /** Any signed-in user: own profile, own session. */
  'read:profile:own': 'user',
  'update:profile:own': 'user',
  /** Staff see every client and user, the admin navigation and internal items. */
  'read:client:any': 'staff',
  'read:user:any': 'staff',
  'read:internal:any': 'staff',
  'view:admin-navigation': 'staff',
  'use:customer-view': 'staff',
  /** Staff work on every client's quotes and requests: assign, archive, set statuses, book for a client. */
  'manage:quote:any': 'staff',
  'manage:booking-request:any': 'staff',
  'manage:special-offer:any': 'staff',
  /** DEM/DET, storage and plug-in tariffs of container lines (spec 000 §3) are agreed and entered by staff. */
  'manage:tariff:any': 'staff',
  /** Spec 001 §2.10: delete a notification and 'Read for all' are admin only. */
  'manage:notification:any': 'staff',
  /** The customer's own navigation group (my bookings, statistics), hidden from staff. */
  'view:customer-navigation': 'customer',
  /** Only a superadmin may act as a named user and manage teams. */
  'act-as:user:any': 'superadmin',
  'manage:team:any': 'superadmin',
  /** Issue 21: customer companies and every user's account, and the audit trail of the back office. */
  'manage:client:any': 'superadmin',
  'read:audit:any': 'superadmin',
  /** Spec 002 §2 Side Charges: the editor is staff's; customers read the display (001 §2.13). */
  'manage:side-charges:any': 'staff',
  /** Spec 002 §2 "Load list Overview": /loadList and its uploads are staff's (carrier-scoped by the repos). */
  'manage:load-list:any': 'staff',
  /** Vessel allocation and pinned-comment counts. */
  'use:privilege': 'privileged',
  /** Issue 22: read and keep vessel allocations and the fully-booked flag (001 §2.14, §6). */
  'manage:vessel-allocation:any': 'privileged',
  'read:accounting:any': 'accounting',
  /** My Day (spec 000 §2, §6): staff work and assign tasks; customers only report that something is wrong. */
  'view:my-day': 'staff',
  /**
   * Every department's, team's and user's tasks (My Day's Operations / Accounting radio, Assigned user filter and
   * Show Client Tasks): staff. A customer's My Day is the client tasks assigned to them (spec 000 §6).
   */
  'read:task:any': 'staff',
  'assign:task:any': 'staff',
  'resolve:task:any': 'staff',
  'report:booking-problem:own': 'customer',
  /** 'Print with cost' of a request or booking (spec 000 §6 "Staff only: ... print"); customers print without costs. */
  'print:costs:any': 'staff',
  /** Weekly payments and commissions (spec 001 §2 admin configuration menu): staff read, accounting act. */
  'read:payment:any': 'staff',
  'manage:payment:any': 'accounting',
  'send:payment-confirmation:any': 'accounting',
  /** Spec 002 §2 Vessel Overview (/vessel in the staff route table): staff, within their carriers. */
  'read:vessel-voyage:any': 'staff',
} as const satisfies Record<string, AccessLevel>;

export type Permission = keyof typeof PERMISSION_RULES;

/** Who may reach something; also the declaration every API route carries. */
export type AccessLevel =
  'public' | 'user' | 'customer' | 'staff' | 'privileged' | 'superadmin' | 'accounting';

export function isUser(actor: Actor): actor is UserActor {
  return actor.kind === 'user';
}

/** True when the effective identity is staff (customer view and acting-as make it a customer). */
export function actorIsStaff(actor: Actor): boolean {
  return isUser(actor) && actor.mode === 'self' && isStaff(actor);
}

export function meetsAccessLevel(actor: Actor, level: AccessLevel): boolean {
  switch (level) {
    case 'public':
      return true;
    case 'user':
      return isUser(actor);
    case 'customer':
      return isUser(actor) && !actorIsStaff(actor);
    case 'staff':
      return actorIsStaff(actor);
    case 'privileged':
      return actorIsStaff(actor) && hasPrivilege(actor as UserActor);
    case 'superadmin':
      return actorIsStaff(actor) && isSuperadmin(actor as UserActor);
    case 'accounting':
      return actorIsStaff(actor) && isAccounting(actor as UserActor);
  }
}

export function can(actor: Actor, permission: Permission): boolean {
  return meetsAccessLevel(actor, PERMISSION_RULES[permission]);
}

/** A customer may only ever see records of its own client. Staff see all. */
export function canSeeClient(actor: Actor, clientId: string | null): boolean {
  if (actorIsStaff(actor)) return true;
  return isUser(actor) && clientId !== null && actor.clientId === clientId;
}

/**
 * Carrier restriction (spec 000 §6 "a non-admin staff member with a carrier list sees only those carriers
 * unless holding a higher privilege"; spec 001 §6 "If the user has an allowed-carriers list, group quotes are
 * limited to those carriers"): the carriers the actor may see, or null for every carrier. A customer (also
 * a user acted as) with a list sees only those carriers' quotes, groups and requests; a staff member with a
 * list is restricted unless isAdmin is set or the role holds the privilege. A view switch keeps the restriction
 * of the person switching (view-actor.ts): the view actor carries the list already resolved.
 */
export function allowedCarriers(actor: Actor): string[] | null {
  if (!isUser(actor)) return null;
  return carriersAllowedTo({ ...actor, isStaff: actorIsStaff(actor) });
}

/**
 * The carriers a staff member handles (spec 002 §6 "Each user may pick the carriers they handle. The vessel
 * overview and load list filters offer only the current user's carriers"): the user's own list, whatever the role
 * or admin flag, or null (every carrier) for a user without one. Planning screens show and offer only these;
 * allowedCarriers, the wider rule of what a person may open, is unchanged by it.
 */
export function handledCarriers(actor: Actor): string[] | null {
  if (!isUser(actor) || !actor.carriers || actor.carriers.length === 0) return null;
  return [...actor.carriers];
}

/**
 * The same rule on a user's stored facts, for people who are not the actor (who may be notified or mentioned):
 * null for every carrier, else the allowed list (never empty; NO_CARRIER stands for none).
 */
export function carriersAllowedTo(user: {
  isStaff: boolean;
  role: UserActor['role'];
  isAdmin: boolean;
  carriers: readonly string[] | null;
}): string[] | null {
  if (!user.carriers || user.carriers.length === 0) return null;
  if (user.isStaff && (user.isAdmin || hasPrivilege(user))) return null;
  return [...user.carriers];
}

/**
 * Whether a person (not necessarily the actor: someone mentioned or notified) may open a record: a customer only
 * its own client's, and anyone restricted to carriers only those carriers' (`allowedCarriers`, resolved by
 * carriersAllowedTo: null is every carrier).
 */
export function mayOpenRecord(
  user: { isStaff: boolean; clientId: string | null; allowedCarriers: readonly string[] | null },
  record: { clientId: string; carrierId: string },
): boolean {
  if (!user.isStaff && user.clientId !== record.clientId) return false;
  return handlesCarrier(user.allowedCarriers, record.carrierId);
}

/** Whether a carrier list (null: every carrier) lets its holder open that carrier's records. */
function handlesCarrier(allowedCarriers: readonly string[] | null, carrierId: string): boolean {
  return allowedCarriers === null || allowedCarriers.includes(carrierId);
}

/**
 * Why a staff member may not be given a record (as its agent, or its tasks), or null: they could not open it, so
 * the record would sit on their desk behind a 404. `record` is the word the message names it by.
 */
export function assigneeRefusal(
  staff: {
    firstName: string;
    lastName: string;
    isStaff: boolean;
    clientId: string | null;
    allowedCarriers: readonly string[] | null;
  },
  target: { clientId: string; carrierId: string },
  record: string,
): string | null {
  return mayOpenRecord(staff, target)
    ? null
    : `${staff.firstName} ${staff.lastName} cannot open this ${record}, so it cannot be assigned to them.`;
}

/** Whether a listed user may be given the record: a staff member who could open it (the pickers' filter). */
export function mayBeAssigned(
  user: {
    clientId: string | null;
    role: UserActor['role'];
    isAdmin: boolean;
    allowedCarriers: readonly string[] | null;
  },
  target: { clientId: string; carrierId: string },
): boolean {
  return (
    isStaff(user) &&
    mayOpenRecord({ isStaff: true, clientId: user.clientId, allowedCarriers: user.allowedCarriers }, target)
  );
}

/**
 * The bulk pickers' filter: staff who could open records of every one of these carriers (the carriers of the
 * selected requests or tasks; staff open every client's records).
 */
export function mayBeAssignedAll(
  user: Parameters<typeof mayBeAssigned>[0],
  carrierIds: readonly string[],
): boolean {
  return isStaff(user) && carrierIds.every((carrierId) => handlesCarrier(user.allowedCarriers, carrierId));
}

/**
 * A carrier list entry that matches no carrier: the restriction of a view whose two lists share none. An empty list
 * cannot say it, since a user's empty list means every carrier.
 */
export const NO_CARRIER = '(no carrier)';

/** Spec 000 §6 "on requests, with exactly one carrier that carrier is applied": the carrier new requests take. */
export function soleAllowedCarrier(actor: Actor): string | null {
  const allowed = allowedCarriers(actor);
  return allowed && allowed.length === 1 && allowed[0] !== NO_CARRIER ? allowed[0]! : null;
}

/** Whether the actor may see records of the carrier. */
export function canSeeCarrier(actor: Actor, carrierId: string): boolean {
  const allowed = allowedCarriers(actor);
  return allowed === null || allowed.includes(carrierId);
}

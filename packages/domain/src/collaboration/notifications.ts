import { mayOpenRecord } from '../permissions.ts';
import { NOTIFICATION_BADGE_CAP } from './constants.ts';

/**
 * Who is notified of what (spec 001 §2.10, §3 "Notification", DECISIONS.md "Notifications", spec 002 §4
 * "Notification redirection"). The server calls `notificationDeliveries` in the transaction of the cause.
 */

export const NOTIFICATION_CAUSES = [
  'MENTION',
  'RECORD_CHANGED',
  'STATUS_CHANGED',
  'CHECKLIST_CHECKED',
  'DOCUMENT_AWAITING_REVIEW',
] as const;
export type NotificationCause = (typeof NOTIFICATION_CAUSES)[number];

/** Spec 001 §3: the record kinds a notification points at; ours adds booking requests. */
export const NOTIFICATION_REFERENCE_OBJECTS = [
  'bookings',
  'bookingRequests',
  'quotes',
  'quoteGroup',
] as const;
export type NotificationReferenceObject = (typeof NOTIFICATION_REFERENCE_OBJECTS)[number];

/** Spec 001 §3: alert and info types (closing alerts and milestone news come with the tasks issue). */
export const NOTIFICATION_ALERT_TYPES = [
  'DEPOT_OUT_PICK_UP',
  'FREIGHT',
  'GATE_OUT',
  'INVOICED',
  'SHIPPING_INSTRUCTIONS_CLOSING',
  'VGM_CLOSING',
] as const;
export const NOTIFICATION_INFO_TYPES = [
  'PIN_NUMBER_RECEIVED',
  'SHIPPED_ON_BOARD',
  'FINAL_BL',
  'BL_DRAFT_FOR_INSPECTION',
] as const;

export interface Recipient {
  id: string;
  isStaff: boolean;
  clientId: string | null;
  archived: boolean;
  /** Spec 002 §4: while on, the user's notifications go to `redirectedAdminId`. */
  isRedirectionActive: boolean;
  redirectedAdminId: string | null;
  /** The carriers the user may see (carriersAllowedTo): null for every carrier. */
  allowedCarriers: readonly string[] | null;
}

export interface RecordAudience {
  clientId: string;
  /** The record's carrier: only people who may see it are notified (spec 000 §6). */
  carrierId: string;
  agentId: string | null;
  watcherIds: readonly string[];
  /** The customer users of the record: its creator and the assigned customer user. */
  customerUserIds: readonly string[];
}

export interface NotificationCauseFacts {
  cause: NotificationCause;
  actorId: string;
  /** Internal causes (an internal comment, an internal document or item) reach staff only. */
  isInternal: boolean;
  /** MENTION: the users named, team members already expanded (mentions.ts mentionedUserIds). */
  mentionedUserIds?: readonly string[];
  /** DOCUMENT_AWAITING_REVIEW: the uploader's side; the other side is asked. */
  uploadedBySide?: 'staff' | 'customer';
}

/**
 * The users who receive a notification, after redirection, without the actor and without duplicates.
 * - MENTION: the mentioned users.
 * - RECORD_CHANGED (a comment, a file, an edit): the agent and the watchers.
 * - STATUS_CHANGED and CHECKLIST_CHECKED: the agent, the watchers and the record's customer users — the
 *   uncheck question of spec 000 §4 warns that a checklist change notifies the customer.
 * - DOCUMENT_AWAITING_REVIEW: the reviewing side; a customer's upload asks the agent (the watchers while no agent
 *   is assigned), a staff upload asks the record's customer users.
 * Internal causes reach staff only; a customer only ever hears of its own client's records, and nobody of a record
 * of a carrier they may not see (a mention of them included), since the link would answer 404.
 */
function intendedRecipients(
  facts: NotificationCauseFacts,
  record: RecordAudience,
  users: ReadonlyMap<string, Recipient>,
): string[] {
  const staffWatchers = () => record.watcherIds.filter((id) => users.get(id)?.isStaff);
  let ids: readonly string[];
  switch (facts.cause) {
    case 'MENTION':
      ids = facts.mentionedUserIds ?? [];
      break;
    case 'RECORD_CHANGED':
      ids = [...optional(record.agentId), ...record.watcherIds];
      break;
    case 'STATUS_CHANGED':
    case 'CHECKLIST_CHECKED':
      ids = [...optional(record.agentId), ...record.watcherIds, ...record.customerUserIds];
      break;
    case 'DOCUMENT_AWAITING_REVIEW':
      if (facts.uploadedBySide === 'staff' && !facts.isInternal) {
        ids = [...record.customerUserIds, ...record.watcherIds.filter((id) => !users.get(id)?.isStaff)];
      } else {
        ids = record.agentId ? [record.agentId] : staffWatchers();
      }
      break;
  }
  const allowed = ids.filter((id) => {
    const user = users.get(id);
    if (!user || user.archived) return false;
    if (!user.isStaff && facts.isInternal) return false;
    return mayOpenRecord(user, record);
  });
  return allowed;
}

export interface NotificationDelivery {
  userId: string;
  /** The user it was meant for, when redirection delivered it to `userId` instead. */
  redirectedFromId: string | null;
}

/** The recipients of a cause, each with the user it was meant for when redirected. */
export function notificationDeliveries(
  facts: NotificationCauseFacts,
  record: RecordAudience,
  users: ReadonlyMap<string, Recipient>,
): NotificationDelivery[] {
  const out = new Map<string, NotificationDelivery>();
  for (const id of intendedRecipients(facts, record, users)) {
    const [redirected] = deliverTo([id], users);
    // A redirection to an admin who may not open the record leaves the notification with its recipient.
    const admin = redirected === undefined ? undefined : users.get(redirected);
    const to = admin && mayOpenRecord(admin, record) ? redirected : id;
    if (to === undefined || to === facts.actorId) continue;
    const redirectedFromId = to === id ? null : id;
    // Meant for them directly beats reaching them through someone's redirection.
    if (!out.has(to) || redirectedFromId === null) out.set(to, { userId: to, redirectedFromId });
  }
  return [...out.values()];
}

function optional(id: string | null): string[] {
  return id ? [id] : [];
}

/**
 * Redirection (spec 002 §4): a user with redirection on has notifications delivered to the chosen admin instead.
 * One hop only: an admin who redirects too does not pass them on, so two people on holiday pointing at each other
 * cannot lose a notification in a loop. An archived or unknown admin, or one who is not staff, does not take them:
 * the user keeps them rather than nobody getting them.
 */
export function deliverTo(recipientIds: readonly string[], users: ReadonlyMap<string, Recipient>): string[] {
  const out = new Set<string>();
  for (const id of recipientIds) {
    const user = users.get(id);
    const admin =
      user?.isRedirectionActive && user.redirectedAdminId ? users.get(user.redirectedAdminId) : undefined;
    out.add(admin && admin.isStaff && !admin.archived ? admin.id : id);
  }
  return [...out];
}

/**
 * The bell badge (spec 001 §2.10, §9): the unread count, '500+' above 500, nothing at 0. The spec notes that an
 * exact 500 "shows 0"; that is a quirk of the old query limit, not a rule anyone wants, so 500 shows 500.
 */
export function notificationBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
}

/** How many the drawer asks for after `showMoreClicks` presses of Show More (20, 40, ...; at most 100 per query). */
export function notificationLimit(showMoreClicks: number, pageSize = 20, queryLimit = 100): number {
  return Math.min(pageSize * (Math.max(0, Math.floor(showMoreClicks)) + 1), queryLimit);
}

/**
 * Where a notification leads (spec 001 §7, 000 §2): the record's page with `focusComment` for a comment and
 * `readNotification` so opening it marks it read.
 */
export function notificationHref(n: {
  id: string;
  referenceObject: NotificationReferenceObject;
  referenceId: string;
  activityId: string | null;
}): string {
  const base = {
    bookings: `/bookings/${encodeURIComponent(n.referenceId)}`,
    bookingRequests: `/booking-requests/${encodeURIComponent(n.referenceId)}`,
    quotes: `/quotes/${encodeURIComponent(n.referenceId)}`,
    quoteGroup: `/quotes/groups/${encodeURIComponent(n.referenceId)}`,
  }[n.referenceObject];
  const focus = n.activityId ? `focusComment=${encodeURIComponent(n.activityId)}&` : '';
  return `${base}?${focus}readNotification=${encodeURIComponent(n.id)}`;
}

/** Spec 001 §8 and §2.10, word for word. */
export const NOTIFICATION_MESSAGES = {
  noUnread: "You don't have any unread notifications.",
  viewAll: 'View all',
  showMore: 'Show More',
  markAllAsRead: 'mark all as read',
  readForAll: 'Read for all',
  updateFailed: (message: string) => `Failed to update notification status - ${message}`,
  deleteFailed: (message: string) => `Failed to delete notification - ${message}`,
  deleted: 'Successfully deleted',
  markAllSuccess: 'Success.',
  markAllFailed: (error: string) => `Error marking all notifications as read - ${error}`,
} as const;

/**
 * The line a notification shows. Ours: spec 001 names the causes but not their words; each names who did what on
 * which record, as the activity log would.
 */
export function notificationText(n: {
  cause: NotificationCause;
  actorName: string;
  recordLabel: string;
  detail?: string | null;
}): string {
  const detail = n.detail ? ` ${n.detail}` : '';
  switch (n.cause) {
    case 'MENTION':
      return `${n.actorName} mentioned you on ${n.recordLabel}`;
    case 'RECORD_CHANGED':
      return `${n.actorName} updated ${n.recordLabel}${detail ? `:${detail}` : ''}`;
    case 'STATUS_CHANGED':
      return detail
        ? `${n.recordLabel} is now${detail}`
        : `${n.actorName} changed the status of ${n.recordLabel}`;
    case 'CHECKLIST_CHECKED':
      return `${n.actorName} checked${detail || ' a checklist item'} on ${n.recordLabel}`;
    case 'DOCUMENT_AWAITING_REVIEW':
      return `${n.actorName} uploaded${detail || ' a document'} for your review on ${n.recordLabel}`;
  }
}

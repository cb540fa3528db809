import { z } from 'zod';

/**
 * Activity items of a booking or a booking request (spec 000 §3 "Activity item", §4, §7 "Writes on comments and
 * checklist"). The server writes one in the transaction of the change it records; comments are written by users.
 */

/** The three kinds, stored as the spec names them. */
export const ACTIVITY_TYPES = ['COMMENT', 'ACTIVITY', 'ACTIVITY_WITH_COMMENT'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Change types seen in spec 000 §3 and the request lifecycle entries of §4, in the spec's upper-case spelling. */
export const ACTIVITY_CHANGE_TYPES = [
  // Checklist and documents
  'CHECKED',
  'UNCHECKED',
  'STAGE_CHECKED',
  'STAGE_UNCHECKED',
  'ADD_FILE',
  'DELETE_FILE',
  'DOCUMENT_STATUS_CHANGED',
  'DONE_BY_CUSTOMER',
  'UNDO_COMPLETED_CUSTOMER',
  'SELECT_FOR_COMPARISON',
  'UNSELECT_FOR_COMPARISON',
  'MARK_AS_FINAL',
  'UNMARK_AS_FINAL',
  // Agents, clients and watchers
  'ASSIGNED_AGENT',
  'UNASSIGNED_AGENT',
  'ASSIGNED_CLIENT',
  'UNASSIGNED_CLIENT',
  'SET_WATCHERS',
  'SET_WATCHING',
  'UNSET_WATCHING',
  // The request lifecycle (spec 000 §4 "Activity entries are written for")
  'EDITED',
  'ARCHIVED',
  'UNARCHIVED',
  'PUT_ON_HOLD',
  'REVERT_HOLD',
  'BOOKING_CREATED',
  'TASK_ASSIGNED',
  // Bookings (spec 000 §4 "Booking")
  'IN_DISPUTE',
  // Payments (weekly payments issue)
  'POSTPONE_PAYMENT',
  'PUT_ON_HOLD_PAYMENT',
  'REVERT_PUT_ON_HOLD_PAYMENT',
  'SENT_PAYMENT_CONFIRMATION_EMAIL',
  'CLEAR_PAYMENT',
  'REVERT_CLEAR_PAYMENT',
  'APPROVE_PAYMENT',
  'REVERT_APPROVAL',
  'MARK_SOMETHING_WRONG',
] as const;
export type ActivityChangeType = (typeof ACTIVITY_CHANGE_TYPES)[number];

/** A user as the log shows them; `PLATFORM` writes what no person did (spec 000 §3 "by ... or the literal PLATFORM"). */
export const ZActivityAuthor = z.union([
  z.literal('PLATFORM'),
  z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), isStaff: z.boolean() }),
]);
export type TActivityAuthor = z.infer<typeof ZActivityAuthor>;

export const MENTION_KINDS = ['user', 'team', 'document'] as const;
export type MentionKind = (typeof MENTION_KINDS)[number];

/** A mention as stored: who or what, and the label shown at the time of writing. */
export const ZStoredMention = z.object({
  kind: z.enum(MENTION_KINDS),
  id: z.string(),
  label: z.string(),
  /** Documents only: an internal document (forces the comment internal). */
  isInternal: z.boolean().optional(),
});
export type TStoredMention = z.infer<typeof ZStoredMention>;

export const ZActivityDocumentRef = z.object({
  id: z.string(),
  name: z.string(),
  isInternal: z.boolean(),
});

export const ZActivityItem = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  changeType: z.enum(ACTIVITY_CHANGE_TYPES).nullable(),
  by: ZActivityAuthor,
  at: z.string(),
  comment: z.string().nullable(),
  isInternal: z.boolean(),
  isAccountingActivity: z.boolean(),
  isPinned: z.boolean(),
  mentions: z.array(ZStoredMention),
  checklistItem: z.object({ id: z.string(), label: z.string(), checked: z.boolean() }).nullable(),
  documents: z.array(ZActivityDocumentRef),
  stage: z.object({ id: z.string(), label: z.string(), checked: z.boolean() }).nullable(),
  /** Review entries: the status the document moved to. */
  documentStatus: z.enum(['DEFAULT', 'APPROVED', 'REJECTED']).nullable(),
  addedUsers: z.array(z.object({ id: z.string(), name: z.string() })),
  removedUsers: z.array(z.object({ id: z.string(), name: z.string() })),
  changedFields: z.array(z.object({ fieldName: z.string(), oldVal: z.string(), newVal: z.string() })),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

type Visibility = Pick<TActivityItem, 'type' | 'isInternal' | 'isAccountingActivity'>;

/**
 * Spec 000 §6 and §7: a customer sees public comments and public activity-with-comment items only; plain activity
 * entries, internal items and accounting activity are staff's. The server filters with this, and RLS backs it.
 */
export function isVisibleToCustomer(item: Visibility): boolean {
  if (item.isInternal || item.isAccountingActivity) return false;
  return CUSTOMER_VISIBLE_ACTIVITY_TYPES.includes(item.type);
}

/** The same rule for a repo's WHERE clause: these types, not internal, not accounting. */
export const CUSTOMER_VISIBLE_ACTIVITY_TYPES: readonly ActivityType[] = ['COMMENT', 'ACTIVITY_WITH_COMMENT'];

export function isVisibleTo(item: Visibility, viewerIsStaff: boolean): boolean {
  return viewerIsStaff || isVisibleToCustomer(item);
}

/** 'Show Activity' off shows the conversation only: comments and activity that carries a comment. */
export function isShownInLog(item: Pick<TActivityItem, 'type'>, showActivity: boolean): boolean {
  return showActivity || item.type !== 'ACTIVITY';
}

/** Spec 000 §4 "Documents": the log's words for a review change. */
export const DOCUMENT_STATUS_LOG_WORDS = {
  DEFAULT: 'undo changes',
  APPROVED: 'approved',
  REJECTED: 'sent on revision',
} as const;

/**
 * Quote and quote-group logs number their types (spec 001 §3: 0 comment, 1 activity, 2 alert, 3 task, 4 info,
 * 5 activity with comment); the shared log component reads ours. Alerts, tasks and infos are entries, not talk.
 */
export function activityTypeOfQuoteEntry(typeNumber: number): ActivityType {
  if (typeNumber === 0) return 'COMMENT';
  if (typeNumber === 5) return 'ACTIVITY_WITH_COMMENT';
  return 'ACTIVITY';
}

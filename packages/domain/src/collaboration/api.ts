import { z } from 'zod';
import { ZText } from '../validation.ts';
import {
  COMMENT_MAX_LENGTH,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_QUERY_LIMIT,
  ACTIVITY_PAGE_SIZE,
} from './constants.ts';
import { ACTIVITY_MESSAGES, DOCUMENT_MESSAGES } from './messages.ts';
import { MENTION_KINDS, ZActivityItem } from './activity.ts';
import { CHECKLIST_CATEGORIES, CUSTOMER_ACTIONS } from './checklist-templates.ts';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from './document-review.ts';
import { NOTIFICATION_CAUSES, NOTIFICATION_REFERENCE_OBJECTS } from './notifications.ts';

/**
 * Request and answer contracts of the activity log, checklist, documents and notifications, shared by the
 * server's routes and the web's hooks. One record kind prefix serves requests and bookings:
 * /api/{booking-requests|bookings}/{id}/activity, /checklist, /documents.
 */

export const COLLAB_RECORD_KINDS = ['booking-requests', 'bookings'] as const;
export type CollabRecordKind = (typeof COLLAB_RECORD_KINDS)[number];

const ZId = ZText.trim().min(1, 'Give an id.').max(100, 'An id has at most 100 characters.');

/** The record's path parameter; the server mounts the same routes under each kind's prefix. */
export const ZCollabRecordParams = z.object({ id: ZId });

// ---------------------------------------------------------------- activity log

export const ZMentionInput = z.object({ kind: z.enum(MENTION_KINDS), id: ZId });
export type TMentionInput = z.infer<typeof ZMentionInput>;

/**
 * GET .../activity/mentions: the people and teams the @-list offers on this record (domain mentionOptions), only
 * people who may open the record (spec 000 §6 carrier restriction).
 */
export const ZMentionOption = z.object({ kind: z.enum(['user', 'team']), id: z.string(), label: z.string() });
export type TMentionOption = z.infer<typeof ZMentionOption>;

/** A comment's optional reference: a checklist item or a document (spec 000 §2). */
export const ZCommentReference = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('checklistItem'), itemId: ZId }),
  z.object({ kind: z.literal('document'), documentId: ZId }),
]);

/** POST .../activity: a comment. Customers' comments are always public (the server ignores sharePublicly). */
export const ZCommentCreate = z.object({
  comment: ZText.trim()
    .min(1, ACTIVITY_MESSAGES.commentRequired)
    .max(COMMENT_MAX_LENGTH, ACTIVITY_MESSAGES.commentTooLong),
  mentions: z.array(ZMentionInput).max(50, 'Mention at most 50 people, teams or documents.').default([]),
  sharePublicly: z.boolean().default(false),
  reference: ZCommentReference.nullable().default(null),
});
export type TCommentCreate = z.infer<typeof ZCommentCreate>;

/** GET .../activity: newest first, paged by the `before` cursor (an activity id). */
export const ZActivityQuery = z.object({
  showActivity: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(true),
  pinned: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  before: ZId.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ACTIVITY_PAGE_SIZE),
});

export const ZActivityPage = z.object({
  items: z.array(ZActivityItem),
  /** The cursor of the next (older) page; null at the start of the log. */
  nextBefore: z.string().nullable(),
  /** Every pinned comment of the record, internal ones included, for the pin limit (pins.ts pinDisabled). */
  pinnedCount: z.number().int(),
});
export type TActivityPage = z.infer<typeof ZActivityPage>;

export const ZActivityParams = ZCollabRecordParams.extend({ activityId: ZId });

/** PUT .../activity/{activityId}/pin */
export const ZPinInput = z.object({ pinned: z.boolean() });

// ---------------------------------------------------------------- checklist

export const ZChecklistStage = z.object({
  id: z.string(),
  label: z.string(),
  checked: z.boolean(),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string().nullable(),
});
export type TChecklistStage = z.infer<typeof ZChecklistStage>;

export const ZDocumentStatus = z.object({
  type: z.enum(DOCUMENT_STATUSES),
  at: z.string().nullable(),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The reason given with 'request amendment'. */
  comment: z.string().nullable(),
});

/** A document on a checklist item or in the internal documents card (spec 000 §3 "Document"). */
export const ZCollabDocument = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  /** Null for the internal documents card. */
  checklistItemId: z.string().nullable(),
  /** A customer sees 'Platform' for staff uploads (document-review.ts uploaderLabel). */
  uploadedBy: z.object({ id: z.string().nullable(), name: z.string(), side: z.enum(['staff', 'customer']) }),
  uploadedAt: z.string(),
  status: ZDocumentStatus,
  final: z.boolean(),
  isSelectedForComparison: z.boolean(),
  isInternal: z.boolean(),
  mentionCount: z.number().int(),
  documentType: z.enum(DOCUMENT_TYPES),
});
export type TCollabDocument = z.infer<typeof ZCollabDocument>;

export const ZChecklistItem = z.object({
  id: z.string(),
  label: z.string(),
  checked: z.boolean(),
  checkedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  checkedAt: z.string().nullable(),
  order: z.number().int(),
  isInternal: z.boolean(),
  mentionCount: z.number().int(),
  documentsCount: z.number().int(),
  customerAction: z
    .object({
      action: z.enum(CUSTOMER_ACTIONS),
      stageId: z.string().nullable(),
      by: z.object({ id: z.string(), name: z.string() }).nullable(),
      at: z.string().nullable(),
    })
    .nullable(),
  stages: z.array(ZChecklistStage),
  /** Customer documents (`values`) and staff documents (`valuesAdmin`), newest first, as the viewer may see. */
  documents: z.array(ZCollabDocument),
  adminDocuments: z.array(ZCollabDocument),
  taskCategory: z.enum(['operations', 'accounting']),
});
export type TChecklistItem = z.infer<typeof ZChecklistItem>;

export const ZChecklist = z.object({
  category: z.enum(CHECKLIST_CATEGORIES),
  items: z.array(ZChecklistItem),
  /** The viewer's counts: staff count all items, customers the public ones. */
  progress: z.object({ checked: z.number().int(), total: z.number().int() }),
  /**
   * Documents on no checklist item, newest first, as the viewer may see them: staff's internal documents card
   * (isInternal) and the shared storage files. The web's documents cards read them here; there is no list route.
   */
  looseDocuments: z.array(ZCollabDocument).default([]),
});
export type TChecklist = z.infer<typeof ZChecklist>;

export const ZChecklistItemParams = ZCollabRecordParams.extend({ itemId: ZId });
export const ZChecklistStageParams = ZChecklistItemParams.extend({ stageId: ZId });

/** PUT .../checklist/{itemId} and .../checklist/{itemId}/stages/{stageId} */
export const ZCheckInput = z.object({ checked: z.boolean() });
/** PUT .../checklist/{itemId}/customer-action: 'Completed' (true) or 'Undo Mark Completed' (false). */
export const ZCustomerActionInput = z.object({ completed: z.boolean() });

/** GET .../checklist?showAll=true: a customer's 'show more' on documents. */
export const ZChecklistQuery = z.object({
  showAll: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
});

// ---------------------------------------------------------------- documents

export const ZDocumentParams = ZCollabRecordParams.extend({ documentId: ZId });

/** POST .../documents (multipart): where the file goes. */
export const ZDocumentUploadFields = z.object({
  checklistItemId: ZId.nullable().default(null),
  /** Staff choose internal (their own list) or shared; customers always upload shared documents. */
  isInternal: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
});

/** PUT .../documents/{documentId}/status: approve, request amendment (with its reason) or undo. */
export const ZDocumentReviewInput = z
  .object({
    status: z.enum(DOCUMENT_STATUSES),
    comment: ZText.trim().max(COMMENT_MAX_LENGTH, ACTIVITY_MESSAGES.commentTooLong).nullable().default(null),
  })
  .refine((v) => v.status !== 'REJECTED' || (v.comment !== null && v.comment.length > 0), {
    message: DOCUMENT_MESSAGES.reasonRequired,
    path: ['comment'],
  });
export type TDocumentReviewInput = z.infer<typeof ZDocumentReviewInput>;

/** PATCH .../documents/{documentId}: mark final or select for comparison. */
export const ZDocumentFlagsInput = z
  .object({ final: z.boolean().optional(), isSelectedForComparison: z.boolean().optional() })
  .refine(
    (v) => v.final !== undefined || v.isSelectedForComparison !== undefined,
    'Give final or isSelectedForComparison.',
  );

// ---------------------------------------------------------------- notifications

export const ZNotification = z.object({
  id: z.string(),
  cause: z.enum(NOTIFICATION_CAUSES),
  at: z.string(),
  seen: z.boolean(),
  referenceObject: z.enum(NOTIFICATION_REFERENCE_OBJECTS),
  referenceId: z.string(),
  /** The comment or entry that caused it: the link's focusComment. */
  activityId: z.string().nullable(),
  text: z.string(),
  /** Set when it reached this user through someone's redirection. */
  redirectedFrom: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET /api/notifications */
export const ZNotificationsQuery = z.object({
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_QUERY_LIMIT).default(NOTIFICATION_PAGE_SIZE),
});

export const ZNotificationsAnswer = z.object({
  items: z.array(ZNotification),
  unreadCount: z.number().int(),
  hasMore: z.boolean(),
});
export type TNotificationsAnswer = z.infer<typeof ZNotificationsAnswer>;

export const ZNotificationParams = z.object({ id: ZId });
/** PUT /api/notifications/{id}/seen */
export const ZNotificationSeenInput = z.object({ seen: z.boolean() });
/** GET /api/notifications/count: the bell. */
export const ZNotificationCount = z.object({ unread: z.number().int() });

import { DEFAULT_EDIT_WINDOW_MS } from './constants.ts';
import { CHECKLIST_ITEM_IDS } from './checklist-templates.ts';
import { DOCUMENT_MESSAGES, editWindowMessage } from './messages.ts';

/**
 * Documents on checklist items and internal documents (spec 000 §3 "Document", §4 "Documents", §5, §6):
 * review (approve, request amendment, undo), removal, mark final, select for comparison, and what a customer sees.
 */

export const DOCUMENT_STATUSES = ['DEFAULT', 'APPROVED', 'REJECTED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Spec 000 §4: 0 default, 1 approved, 2 rejected. */
export const DOCUMENT_STATUS_CODES: Readonly<Record<DocumentStatus, number>> = {
  DEFAULT: 0,
  APPROVED: 1,
  REJECTED: 2,
};

/** The label beside a document; Default shows none. */
export const DOCUMENT_STATUS_LABELS: Readonly<Record<DocumentStatus, string | null>> = {
  DEFAULT: null,
  APPROVED: 'Approved',
  REJECTED: 'Revision needed',
};

export const DOCUMENT_TYPES = ['ADDITIONAL_DOCUMENTS', 'SOC', 'IMO'] as const;

export type Side = 'staff' | 'customer';

export interface DocumentFacts {
  uploadedBySide: Side;
  uploadedAt: string;
  isInternal: boolean;
  status: { type: DocumentStatus; at: string | null };
}

/** Items whose documents are never approved or rejected (spec 000 §5). */
export const NOT_REVIEWABLE_ITEMS: readonly string[] = [
  CHECKLIST_ITEM_IDS.imo,
  CHECKLIST_ITEM_IDS.socCertificate,
  CHECKLIST_ITEM_IDS.shippingInstructions,
];

/**
 * Whether documents of the item await a review at all: the server notifies the reviewing side of an upload
 * (notifications.ts DOCUMENT_AWAITING_REVIEW) only for these. Null is the internal documents card.
 */
export function isReviewable(itemId: string | null): boolean {
  return itemId === null || !NOT_REVIEWABLE_ITEMS.includes(itemId);
}

/** The last change of a document: its last review change, else its upload. */
export function lastChangeAt(doc: Pick<DocumentFacts, 'uploadedAt' | 'status'>): number {
  const uploaded = Date.parse(doc.uploadedAt);
  const changed = doc.status.at ? Date.parse(doc.status.at) : Number.NaN;
  return Number.isNaN(changed) ? uploaded : Math.max(uploaded, changed);
}

/** Whether `now` is still inside the edit window after the document's last change. */
export function withinEditWindow(
  doc: Pick<DocumentFacts, 'uploadedAt' | 'status'>,
  now: Date,
  windowMs: number = DEFAULT_EDIT_WINDOW_MS,
): boolean {
  return now.getTime() - lastChangeAt(doc) <= windowMs;
}

export interface ReviewContext {
  actorSide: Side;
  /** The checklist item the document belongs to; null for the internal documents card. */
  item: { id: string; checked: boolean } | null;
  now: Date;
  windowMs?: number;
}

/**
 * Who reviews: the other side than the uploader (spec 000 §5). An internal document is staff's own, seen by staff
 * only; staff review it, and approving it hands it to the customer (§4), so there is no customer side to ask.
 */
function reviewerSide(doc: DocumentFacts): Side {
  if (doc.isInternal) return 'staff';
  return doc.uploadedBySide === 'staff' ? 'customer' : 'staff';
}

/**
 * The refusal of a review change (to APPROVED, REJECTED, or back to DEFAULT with undo), or null when allowed.
 *
 * The edit window: spec 000 §5 allows status changes "within 30 seconds of upload/last change". Read literally a
 * document not reviewed within ten minutes of its upload could never be reviewed, which no forwarder would expect
 * of a B/L draft sent for approval. Ours: the window guards changing a decision (undo, or approve after reject
 * and the reverse), counted from that decision; a document awaiting review (Default) can be decided at any time.
 */
export function reviewRefusal(doc: DocumentFacts, to: DocumentStatus, ctx: ReviewContext): string | null {
  if (ctx.item && !isReviewable(ctx.item.id)) return DOCUMENT_MESSAGES.notReviewable;
  if (ctx.actorSide !== reviewerSide(doc)) return DOCUMENT_MESSAGES.ownSide;
  if (ctx.item?.checked) return DOCUMENT_MESSAGES.itemChecked;
  if (to === doc.status.type) return null; // nothing changes; the server answers with the document as it is
  if (doc.status.type !== 'DEFAULT' && !withinEditWindow(doc, ctx.now, ctx.windowMs)) {
    return editWindowMessage(ctx.windowMs);
  }
  return null;
}

/** The review controls to show: approve and request amendment while Default, undo after a decision. */
export function reviewControls(
  doc: DocumentFacts,
  ctx: ReviewContext,
): { approve: boolean; reject: boolean; undo: boolean } {
  const allowed = (to: DocumentStatus) => to !== doc.status.type && reviewRefusal(doc, to, ctx) === null;
  const undecided = doc.status.type === 'DEFAULT';
  return {
    approve: undecided && allowed('APPROVED'),
    reject: undecided && allowed('REJECTED'),
    undo: allowed('DEFAULT'),
  };
}

/** Spec 000 §5: the amendment and reversal comments must be non-empty after trimming. */
export function reviewCommentRefusal(to: DocumentStatus, comment: string | null | undefined): string | null {
  return to === 'REJECTED' && !comment?.trim() ? DOCUMENT_MESSAGES.reasonRequired : null;
}

/**
 * What a review of an internal document does to the customer's list (spec 000 §4): staff approving it copies
 * it there with Default status; rejecting it, or undoing an approval, removes that copy.
 */
export function customerCopyEffect(
  doc: Pick<DocumentFacts, 'isInternal' | 'status'>,
  to: DocumentStatus,
  actorSide: Side,
): 'copy' | 'remove' | null {
  if (!doc.isInternal || actorSide !== 'staff' || to === doc.status.type) return null;
  if (to === 'APPROVED') return 'copy';
  if (to === 'REJECTED' || doc.status.type === 'APPROVED') return 'remove';
  return null;
}

/**
 * Removal (spec 000 §5, §6): anyone who may see the document, when it is not Approved, within the edit window
 * of its last change, and its checklist item is not checked. Customers never see internal documents.
 */
export function removalRefusal(
  doc: DocumentFacts,
  ctx: { actorSide: Side; item: { checked: boolean } | null; now: Date; windowMs?: number },
): string | null {
  if (doc.isInternal && ctx.actorSide !== 'staff') return DOCUMENT_MESSAGES.staffOnly;
  if (doc.status.type === 'APPROVED') return DOCUMENT_MESSAGES.approvedCannotBeRemoved;
  if (ctx.item?.checked) return DOCUMENT_MESSAGES.itemChecked;
  if (!withinEditWindow(doc, ctx.now, ctx.windowMs)) return editWindowMessage(ctx.windowMs);
  return null;
}

/** Mark final (spec 000 §4, §6): staff, on B/L documents. */
export function markFinalRefusal(actorIsStaff: boolean, itemId: string | null): string | null {
  if (!actorIsStaff) return DOCUMENT_MESSAGES.staffOnly;
  return itemId === CHECKLIST_ITEM_IDS.bl ? null : DOCUMENT_MESSAGES.finalOnlyBl;
}

/** Items whose documents can be added to the comparison. */
export const COMPARISON_ITEMS: readonly string[] = [
  CHECKLIST_ITEM_IDS.bl,
  CHECKLIST_ITEM_IDS.shippingInstructions,
];

/** Select for comparison (spec 000 §4, §6): staff, on B/L and shipping-instructions documents. */
export function comparisonRefusal(actorIsStaff: boolean, itemId: string | null): string | null {
  if (!actorIsStaff) return DOCUMENT_MESSAGES.staffOnly;
  return itemId !== null && COMPARISON_ITEMS.includes(itemId) ? null : DOCUMENT_MESSAGES.comparisonOnlyBlOrSi;
}

/**
 * The documents of one checklist item a viewer gets (spec 000 §5, §6): staff all of them; a customer the
 * non-internal ones, only the latest unless 'show more' asked for all. Newest first.
 */
export function documentsForViewer<T extends { uploadedAt: string; isInternal: boolean }>(
  docs: readonly T[],
  viewer: { isStaff: boolean; showAll: boolean },
): T[] {
  const sorted = [...docs].sort((a, b) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt));
  if (viewer.isStaff) return sorted;
  const visible = sorted.filter((d) => !d.isInternal);
  return viewer.showAll ? visible : visible.slice(0, 1);
}

/** A customer's list has more to show when there is more than its latest document. */
export function hasMoreDocuments(docs: readonly { isInternal: boolean }[], viewerIsStaff: boolean): boolean {
  return !viewerIsStaff && docs.filter((d) => !d.isInternal).length > 1;
}

/** The uploader as a customer sees it: platform (staff) uploads are named 'Platform' (spec 000 §6). */
export function uploaderLabel(
  doc: { uploadedBySide: Side; uploadedByName: string },
  viewerIsStaff: boolean,
): string {
  return viewerIsStaff || doc.uploadedBySide === 'customer' ? doc.uploadedByName : 'Platform';
}

/**
 * The file name of a download (spec 000 §7 "File storage"): IMO and OOG documents are prefixed with the record
 * id and the delivery location reference, so the carrier's desk can file them.
 */
export function downloadFileName(
  doc: { name: string },
  ctx: { itemId: string | null; recordId: string; deliveryReference: string | null },
): string {
  if (ctx.itemId !== CHECKLIST_ITEM_IDS.imo && ctx.itemId !== CHECKLIST_ITEM_IDS.oog) return doc.name;
  return [ctx.recordId, ctx.deliveryReference, doc.name].filter((p) => p && p.trim()).join('_');
}

/** The Content-Disposition header of a download: attachment with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\/]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** File kinds the comparison dialog shows side by side (spec 000 §5); others get the 'more will come' message. */
export const COMPARABLE_EXTENSIONS = [
  'pdf',
  'html',
  'htm',
  'csv',
  'xls',
  'xlsx',
  'xml',
  'doc',
  'docx',
] as const;

export function isComparable(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return (COMPARABLE_EXTENSIONS as readonly string[]).includes(ext);
}

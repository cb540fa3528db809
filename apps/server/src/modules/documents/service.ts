import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  actorIsStaff,
  CHECKLIST_ITEM_IDS,
  comparisonRefusal,
  contentDisposition,
  customerCopyEffect,
  DOCUMENT_MESSAGES,
  downloadFileName,
  isReviewable,
  markFinalRefusal,
  removalRefusal,
  reviewRefusal,
  withTimestampSuffix,
  type CollabRecordKind,
  type DocumentStatus,
  type TCollabDocument,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { assertAllowedType, detectFileType, mimeOf } from '../../platform/files/file-type.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { DOCUMENT_TYPES as ACCEPTED_FILE_TYPES } from '../booking-requests/uploads.ts';
import { userDisplayName } from '../users/repo.ts';
import * as checklist from '../checklists/repo.ts';
import type { CollabRecord } from '../checklists/records-repo.ts';
import {
  lockRecord,
  openRecord,
  publishAfterCommit,
  refusal,
  sideOf,
  writeEntry,
} from '../checklists/shared.ts';
import * as repo from './repo.ts';
import { publishNotifications, type PendingNotification } from '../notifications/notify.ts';
import { notifyCollabChange } from '../notifications/request-causes.ts';
import { documentFacts, toDocument } from './view.ts';

/**
 * Documents of a booking request or booking (issue 10 part 3, spec 000 §4 "Documents", §5, §6, §7 "File storage"):
 * upload (checked by content and size, named with a timestamp), download, review (approve, request amendment,
 * undo) by the other side within the edit window, staff's customer copy of an approved internal document, mark
 * final, select for comparison, removal. Each change runs in one transaction with its activity entry and is
 * published after commit by `published` below; files are written before their row commits and removed if it
 * does not (ARCHITECTURE rule 6).
 */

const DOCUMENT_NOT_FOUND = 'The document';
const ITEM_NOT_FOUND = 'checklistItemId: The checklist item is not on this record.';
const FORBIDDEN = [DOCUMENT_MESSAGES.staffOnly, DOCUMENT_MESSAGES.ownSide];

/** What changed, for the live event and (issue 10 part 5) the notifications of documents awaiting review. */
interface DocumentChange {
  record: CollabRecord;
  document: { id: string; name: string; checklistItemId: string | null; isInternal: boolean };
  change:
    | 'ADD_FILE'
    | 'DELETE_FILE'
    | 'DOCUMENT_STATUS_CHANGED'
    | 'MARK_AS_FINAL'
    | 'UNMARK_AS_FINAL'
    | 'SELECT_FOR_COMPARISON'
    | 'UNSELECT_FOR_COMPARISON';
  /** Set on an upload whose item's documents are reviewed: the other side is asked to review it. */
  awaitingReviewBy: 'staff' | 'customer' | null;
  /** Set when the customer's list changed (an approved internal document's copy came or went). */
  customerListChanged: boolean;
  actorId: string;
  /** Written with the upload: the side asked to review it. */
  notified?: PendingNotification[];
}

/**
 * The one place a document change leaves the service, after commit. Notifications of documents awaiting review
 * (issue 10 part 5) are created from here.
 */
async function published(ctx: AppContext, change: DocumentChange | null): Promise<void> {
  if (!change) return;
  await publishAfterCommit(ctx, change.record, change.document.isInternal && !change.customerListChanged);
  await publishNotifications(ctx, change.notified ?? []);
}

const documentTypeOf = (itemId: string | null) =>
  itemId === CHECKLIST_ITEM_IDS.imo
    ? 'IMO'
    : itemId === CHECKLIST_ITEM_IDS.socCertificate
      ? 'SOC'
      : 'ADDITIONAL_DOCUMENTS';

/** The store's key: internal documents apart, checklist uploads under client, record and item (spec 000 §7). */
function storageKey(record: CollabRecord, itemId: string | null, isInternal: boolean, name: string): string {
  const unique = randomUUID();
  if (isInternal) return `${record.kind}-documents-internal/${record.id}/${unique}/${name}`;
  return `booking-documents/clients/${record.clientId}/${record.kind}/${record.id}/${itemId ?? 'documents'}/${unique}/${name}`;
}

const refDoc = (row: repo.DocumentRow) => ({
  id: row.id,
  name: row.name,
  checklistItemId: row.checklistItemId,
  isInternal: row.isInternal,
});

/** GET .../documents: every document the viewer may see, newest first (the internal card has no item). */
export async function listRecordDocuments(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
): Promise<TCollabDocument[]> {
  const record = await openRecord(ctx, actor, kind, id);
  const staff = actorIsStaff(actor);
  return withTenant(ctx.db, actor, async (tx) => {
    const rows = await repo.listDocuments(tx, actor, record);
    const mentions = await repo.documentMentionCounts(tx, actor, record);
    return rows.map((row) => toDocument(row, staff, mentions.get(row.id) ?? 0));
  });
}

/** What an upload brings: the file and the fields sent with it (validated by the route). */
export interface UploadInput {
  fileName: string;
  buffer: Buffer;
  checklistItemId: string | null;
  isInternal: boolean;
}

/**
 * POST .../documents: one file per request (react-dropzone sends one at a time). The record is looked up before
 * the body is read (`read`), so another company's record answers 404 whatever was sent.
 */
export async function uploadDocument(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  read: () => Promise<UploadInput>,
): Promise<TCollabDocument> {
  const record = await openRecord(ctx, actor, kind, id);
  const input = await read();
  if (input.buffer.length === 0) throw badRequest(`${input.fileName} is empty.`);
  const detected = detectFileType(input.buffer);
  assertAllowedType(detected, ACCEPTED_FILE_TYPES, input.fileName);
  const staff = actorIsStaff(actor);
  // The item must be there for the uploader before anything is stored. Customers always upload shared documents
  // (ZDocumentUploadFields); a document on an internal item is internal, as the item is.
  let itemIsInternal = false;
  if (input.checklistItemId !== null) {
    const item = await withTenant(ctx.db, actor, (tx) =>
      checklist.findItem(tx, actor, record, input.checklistItemId!),
    );
    if (!item) throw badRequest(ITEM_NOT_FOUND);
    itemIsInternal = item.isInternal;
  }
  const isInternal = staff && (input.isInternal || itemIsInternal);
  const now = new Date();
  const name = withTimestampSuffix(input.fileName, now);
  const key = storageKey(record, input.checklistItemId, isInternal, name);
  const contentType = mimeOf(detected);
  await ctx.files.put(key, Readable.from(input.buffer), {
    contentType,
    maxBytes: ctx.config.UPLOAD_MAX_BYTES,
  });
  let result: { change: DocumentChange; view: TCollabDocument };
  try {
    result = await withTenant(ctx.db, actor, async (tx) => {
      const locked = await lockRecord(tx, actor, kind, id);
      const item = input.checklistItemId
        ? await checklist.findItem(tx, actor, locked, input.checklistItemId)
        : null;
      if (input.checklistItemId && !item) throw badRequest(ITEM_NOT_FOUND);
      const byName = await userDisplayName(tx, actor.userId);
      const row = await repo.insertDocument(tx, actor, locked, {
        checklistItemId: input.checklistItemId,
        isInternal,
        documentType: documentTypeOf(input.checklistItemId),
        name,
        size: input.buffer.length,
        contentType,
        storageKey: key,
        uploadedById: actor.userId,
        uploadedByName: byName,
        uploadedBySide: sideOf(actor),
        uploadedAt: now,
      });
      await writeEntry(tx, actor, locked, {
        changeType: 'ADD_FILE',
        byName,
        isInternal,
        checklistItemId: input.checklistItemId,
        documentId: row.id,
        data: { documents: [{ id: row.id, name, isInternal }] },
      });
      const reviewed = !isInternal && isReviewable(input.checklistItemId) && input.checklistItemId !== null;
      const change: DocumentChange = {
        record: locked,
        document: refDoc(row),
        change: 'ADD_FILE',
        awaitingReviewBy: reviewed ? (staff ? 'customer' : 'staff') : null,
        customerListChanged: false,
        actorId: actor.userId,
      };
      if (change.awaitingReviewBy)
        change.notified = await notifyCollabChange(ctx, tx, actor, locked, {
          cause: 'DOCUMENT_AWAITING_REVIEW',
          activityId: null,
          isInternal,
          uploadedBySide: sideOf(actor),
          detail: name,
        });
      return { change, view: toDocument(row, staff) };
    });
  } catch (error) {
    await ctx.files.delete(key).catch(() => undefined);
    throw error;
  }
  await published(ctx, result.change);
  return result.view;
}

/** GET .../documents/{documentId}/download: the file with the spec's content-disposition. */
export async function openDocument(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  documentId: string,
) {
  const record = await openRecord(ctx, actor, kind, id);
  const row = await withTenant(ctx.db, actor, (tx) => repo.findDocument(tx, actor, record, documentId));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  const file = await ctx.files.get(row.storageKey);
  const fileName = downloadFileName(row, {
    itemId: row.checklistItemId,
    recordId: record.id,
    deliveryReference: record.deliveryReference,
  });
  return { file, contentType: row.contentType, disposition: contentDisposition(fileName) };
}

/** The document and its item inside a writing transaction, both locked; 404 when the actor may not see them. */
async function lockDocument(
  tx: Tx,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  documentId: string,
) {
  const record = await lockRecord(tx, actor, kind, id);
  const row = await repo.findDocument(tx, actor, record, documentId, { lock: true });
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  const item = row.checklistItemId ? await checklist.findItem(tx, actor, record, row.checklistItemId) : null;
  return { record, row, item: item ? { id: item.itemId, checked: item.checked } : null };
}

/** PUT .../documents/{documentId}/status: approve, request amendment (with the reason) or undo. */
export async function reviewDocument(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  documentId: string,
  input: { status: DocumentStatus; comment: string | null },
): Promise<TCollabDocument> {
  await openRecord(ctx, actor, kind, id);
  const staff = actorIsStaff(actor);
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const { record, row, item } = await lockDocument(tx, actor, kind, id, documentId);
    const now = new Date();
    const refused = reviewRefusal(documentFacts(row), input.status, {
      actorSide: sideOf(actor),
      item,
      now,
      windowMs: ctx.config.EDIT_WINDOW_MS,
    });
    if (refused) throw refusal(refused, FORBIDDEN);
    if (input.status === row.status) return { change: null, view: toDocument(row, staff) };
    const byName = await userDisplayName(tx, actor.userId);
    const updated = (await repo.updateDocument(tx, actor, record, row.id, {
      status: input.status,
      statusAt: now,
      statusById: actor.userId,
      statusByName: byName,
      statusComment: input.status === 'REJECTED' ? input.comment : null,
    }))!;
    const effect = customerCopyEffect(documentFacts(row), input.status, sideOf(actor));
    if (effect === 'copy') {
      await repo.insertDocument(tx, actor, record, {
        checklistItemId: row.checklistItemId,
        isInternal: false,
        documentType: row.documentType,
        name: row.name,
        size: row.size,
        contentType: row.contentType,
        storageKey: row.storageKey,
        uploadedById: row.uploadedById,
        uploadedByName: row.uploadedByName,
        uploadedBySide: row.uploadedBySide,
        uploadedAt: now,
        copyOfId: row.id,
      });
    } else if (effect === 'remove') {
      const copy = await repo.findCopyOf(tx, actor, record, row.id);
      if (copy) await repo.deleteDocuments(tx, actor, record, [copy.id]);
    }
    await writeEntry(tx, actor, record, {
      changeType: 'DOCUMENT_STATUS_CHANGED',
      byName,
      isInternal: row.isInternal,
      checklistItemId: row.checklistItemId,
      documentId: row.id,
      comment: input.status === 'REJECTED' ? input.comment : null,
      data: {
        documentStatus: input.status,
        documents: [{ id: row.id, name: row.name, isInternal: row.isInternal }],
      },
    });
    const change: DocumentChange = {
      record,
      document: refDoc(row),
      change: 'DOCUMENT_STATUS_CHANGED',
      awaitingReviewBy: null,
      customerListChanged: effect !== null,
      actorId: actor.userId,
    };
    return { change, view: toDocument(updated, staff) };
  });
  await published(ctx, result.change);
  return result.view;
}

/** PATCH .../documents/{documentId}: mark final (B/L) and select for comparison (B/L, shipping instructions). */
export async function setDocumentFlags(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  documentId: string,
  input: { final?: boolean | undefined; isSelectedForComparison?: boolean | undefined },
): Promise<TCollabDocument> {
  await openRecord(ctx, actor, kind, id);
  const staff = actorIsStaff(actor);
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const { record, row } = await lockDocument(tx, actor, kind, id, documentId);
    if (input.final !== undefined) {
      const refused = markFinalRefusal(staff, row.checklistItemId);
      if (refused) throw refusal(refused, FORBIDDEN);
    }
    if (input.isSelectedForComparison !== undefined) {
      const refused = comparisonRefusal(staff, row.checklistItemId);
      if (refused) throw refusal(refused, FORBIDDEN);
    }
    const changes: DocumentChange['change'][] = [];
    if (input.final !== undefined && input.final !== row.final)
      changes.push(input.final ? 'MARK_AS_FINAL' : 'UNMARK_AS_FINAL');
    if (
      input.isSelectedForComparison !== undefined &&
      input.isSelectedForComparison !== row.selectedForComparison
    )
      changes.push(input.isSelectedForComparison ? 'SELECT_FOR_COMPARISON' : 'UNSELECT_FOR_COMPARISON');
    if (changes.length === 0) return { change: null, view: toDocument(row, staff) };
    const updated = (await repo.updateDocument(tx, actor, record, row.id, {
      ...(input.final !== undefined ? { final: input.final } : {}),
      ...(input.isSelectedForComparison !== undefined
        ? { selectedForComparison: input.isSelectedForComparison }
        : {}),
    }))!;
    const byName = await userDisplayName(tx, actor.userId);
    for (const changeType of changes)
      await writeEntry(tx, actor, record, {
        changeType,
        byName,
        isInternal: row.isInternal,
        checklistItemId: row.checklistItemId,
        documentId: row.id,
        data: { documents: [{ id: row.id, name: row.name, isInternal: row.isInternal }] },
      });
    const change: DocumentChange = {
      record,
      document: refDoc(row),
      change: changes[0]!,
      awaitingReviewBy: null,
      customerListChanged: false,
      actorId: actor.userId,
    };
    return { change, view: toDocument(updated, staff) };
  });
  await published(ctx, result.change);
  return result.view;
}

/** DELETE .../documents/{documentId}: not Approved, within the edit window, on an unchecked item (spec 000 §5). */
export async function removeDocument(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  documentId: string,
): Promise<void> {
  await openRecord(ctx, actor, kind, id);
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const { record, row, item } = await lockDocument(tx, actor, kind, id, documentId);
    const refused = removalRefusal(documentFacts(row), {
      actorSide: sideOf(actor),
      item,
      now: new Date(),
      windowMs: ctx.config.EDIT_WINDOW_MS,
    });
    if (refused) throw refusal(refused, FORBIDDEN);
    const keys = await repo.deleteDocuments(tx, actor, record, [row.id]);
    await writeEntry(tx, actor, record, {
      changeType: 'DELETE_FILE',
      byName: await userDisplayName(tx, actor.userId),
      isInternal: row.isInternal,
      checklistItemId: row.checklistItemId,
      documentId: row.id,
      data: { documents: [{ id: row.id, name: row.name, isInternal: row.isInternal }] },
    });
    const change: DocumentChange = {
      record,
      document: refDoc(row),
      change: 'DELETE_FILE',
      awaitingReviewBy: null,
      customerListChanged: false,
      actorId: actor.userId,
    };
    return { change, keys };
  });
  // The row is gone: its file follows unless another row shares it (an approved internal document and its
  // customer copy), asked without the customer's scope, which hides internal rows. A failure leaves an orphan
  // file, never a row without its file.
  for (const key of result.keys)
    if (!(await repo.keyInUse(ctx.db, result.change.record, key)))
      await ctx.files.delete(key).catch(() => undefined);
  await published(ctx, result.change);
}

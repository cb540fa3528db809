import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  contentDisposition,
  PAYMENT_MESSAGES,
  removalRefusal,
  reviewRefusal,
  withTimestampSuffix,
  type TAccountingDocument,
  type TDocumentReviewInput,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { readWithTenant, withTenant } from '../../platform/db/tenant.ts';
import { assertAllowedType, detectFileType, mimeOf } from '../../platform/files/file-type.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { DOCUMENT_TYPES as ACCEPTED_FILE_TYPES } from '../booking-requests/uploads.ts';
import { userDisplayName } from '../users/repo.ts';
import { writePaymentEntry } from './log.ts';
import * as repo from './repo.ts';
import { paymentNotFound, publishPayments, requirePermission } from './service.ts';
import { reviewFacts, toAccountingDocument } from './view.ts';

/**
 * The accounting documents of a weekly payment (spec 000 §3 "sub-collection accounting-documents"): staff upload
 * them (checked by size and content as collaboration documents, stored in the same file store), review them
 * (approve, request amendment with the reason, undo: 'Approve Payment' waits for every one Approved) and remove
 * them, with the documents' edit window. Each change runs in one transaction with its accounting entry; files are
 * written before their row commits and removed if it does not.
 */

const documentNotFound = () => new AppError('NOT_FOUND', PAYMENT_MESSAGES.documentNotFound);

async function paymentOf(db: DbOrTx, actor: UserActor, reference: string, lock = false) {
  const payment = await repo.findPaymentRow(db, actor, reference, { lock });
  if (!payment) throw paymentNotFound();
  return payment;
}

const bookingOf = (p: { bookingId: string; clientId: string; carrierId: string }) => ({
  id: p.bookingId,
  clientId: p.clientId,
  carrierId: p.carrierId,
});

/** GET .../documents: newest first. */
export async function listDocuments(
  ctx: AppContext,
  actor: UserActor,
  reference: string,
): Promise<{ data: TAccountingDocument[] }> {
  requirePermission(actor, 'read:payment:any');
  return readWithTenant(ctx.db, actor, async (db) => {
    const payment = await paymentOf(db, actor, reference);
    const rows = await repo.documentsOf(db, [payment.id]);
    return { data: rows.map((r) => toAccountingDocument(r, payment.reference)) };
  });
}

/** POST .../documents: one file; the payment is looked up before the body is read. */
export async function uploadDocument(
  ctx: AppContext,
  actor: UserActor,
  reference: string,
  read: () => Promise<{ fileName: string; buffer: Buffer }>,
): Promise<TAccountingDocument> {
  requirePermission(actor, 'manage:payment:any');
  const found = await readWithTenant(ctx.db, actor, (db) => paymentOf(db, actor, reference));
  const input = await read();
  if (input.buffer.length === 0) throw badRequest(`${input.fileName} is empty.`);
  const detected = detectFileType(input.buffer);
  assertAllowedType(detected, ACCEPTED_FILE_TYPES, input.fileName);
  const now = new Date();
  const name = withTimestampSuffix(input.fileName, now);
  const key = `payment-documents/clients/${found.clientId}/${found.bookingId}/${found.id}/${randomUUID()}/${name}`;
  const contentType = mimeOf(detected);
  await ctx.files.put(key, Readable.from(input.buffer), {
    contentType,
    maxBytes: ctx.config.UPLOAD_MAX_BYTES,
  });
  try {
    const view = await withTenant(ctx.db, actor, async (tx) => {
      const payment = await paymentOf(tx, actor, reference, true);
      const byName = await userDisplayName(tx, actor.userId);
      const row = await repo.insertDocument(tx, {
        paymentId: payment.id,
        clientId: payment.clientId,
        name,
        size: input.buffer.length,
        contentType,
        storageKey: key,
        uploadedById: actor.userId,
        uploadedByName: byName,
        uploadedAt: now,
      });
      await writePaymentEntry(tx, actor, byName, bookingOf(payment), {
        changeType: 'ADD_FILE',
        paymentReference: payment.reference,
        data: { documents: [{ id: row.id, name, isInternal: true }] },
      });
      return toAccountingDocument(row, payment.reference);
    });
    await publishPayments(ctx, [bookingOf(found)], false);
    return view;
  } catch (error) {
    await ctx.files.delete(key).catch(() => undefined);
    throw error;
  }
}

/** GET .../documents/{documentId}/file: the file, shown inline (the preview), named as stored. */
export async function openDocument(ctx: AppContext, actor: UserActor, reference: string, documentId: string) {
  requirePermission(actor, 'read:payment:any');
  const row = await readWithTenant(ctx.db, actor, async (db) => {
    const payment = await paymentOf(db, actor, reference);
    return repo.findDocument(db, payment.id, documentId);
  });
  if (!row) throw documentNotFound();
  const file = await ctx.files.get(row.storageKey);
  const disposition = contentDisposition(row.name).replace(/^attachment/, 'inline');
  return { file, contentType: row.contentType, disposition };
}

/** PUT .../documents/{documentId}/status: approve, request amendment (with the reason) or undo; the edit window. */
export async function reviewDocument(
  ctx: AppContext,
  actor: UserActor,
  reference: string,
  documentId: string,
  input: TDocumentReviewInput,
): Promise<TAccountingDocument> {
  requirePermission(actor, 'manage:payment:any');
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const payment = await paymentOf(tx, actor, reference, true);
    const row = await repo.findDocument(tx, payment.id, documentId, { lock: true });
    if (!row) throw documentNotFound();
    const now = new Date();
    const refused = reviewRefusal(reviewFacts(row), input.status, {
      actorSide: 'staff',
      item: null,
      now,
      windowMs: ctx.config.EDIT_WINDOW_MS,
    });
    if (refused) throw new AppError('CONFLICT', refused);
    if (input.status === row.status) return { view: toAccountingDocument(row, reference), changed: null };
    const byName = await userDisplayName(tx, actor.userId);
    const updated = await repo.updateDocument(tx, row.id, {
      status: input.status,
      statusAt: now,
      statusById: actor.userId,
      statusByName: byName,
      statusComment: input.status === 'REJECTED' ? input.comment : null,
    });
    await writePaymentEntry(tx, actor, byName, bookingOf(payment), {
      changeType: 'DOCUMENT_STATUS_CHANGED',
      comment: input.status === 'REJECTED' ? input.comment : null,
      paymentReference: payment.reference,
      data: { documentStatus: input.status, documents: [{ id: row.id, name: row.name, isInternal: true }] },
    });
    return { view: toAccountingDocument(updated, reference), changed: bookingOf(payment) };
  });
  if (result.changed) await publishPayments(ctx, [result.changed], false);
  return result.view;
}

/** DELETE .../documents/{documentId}: not Approved, within the edit window of its last change. */
export async function removeDocument(
  ctx: AppContext,
  actor: UserActor,
  reference: string,
  documentId: string,
): Promise<void> {
  requirePermission(actor, 'manage:payment:any');
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const payment = await paymentOf(tx, actor, reference, true);
    const row = await repo.findDocument(tx, payment.id, documentId, { lock: true });
    if (!row) throw documentNotFound();
    const refused = removalRefusal(reviewFacts(row), {
      actorSide: 'staff',
      item: null,
      now: new Date(),
      windowMs: ctx.config.EDIT_WINDOW_MS,
    });
    if (refused) throw new AppError('CONFLICT', refused);
    await repo.deleteDocument(tx, row.id);
    await writePaymentEntry(tx, actor, await userDisplayName(tx, actor.userId), bookingOf(payment), {
      changeType: 'DELETE_FILE',
      paymentReference: payment.reference,
      data: { documents: [{ id: row.id, name: row.name, isInternal: true }] },
    });
    return { key: row.storageKey, booking: bookingOf(payment) };
  });
  // The row is gone: its file follows (a failure leaves an orphan file, never a row without its file).
  await ctx.files.delete(result.key).catch(() => undefined);
  await publishPayments(ctx, [result.booking], false);
}

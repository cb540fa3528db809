import type {
  TAccountingDocument,
  TCommission,
  TPaymentConfirmationEmail,
  TWeeklyPayment,
} from '@portal/domain';
import type { CommissionRow, PaymentDocumentRow } from '../../platform/db/schema/index.ts';
import type { ConfirmationEmailData, PaymentData } from './repo.ts';

/** A stored payment as the API answers it (ZWeeklyPayment). */
export function toPayment(data: PaymentData): TWeeklyPayment {
  const p = data.payment;
  return {
    id: p.id,
    reference: p.reference,
    recId: p.recId,
    bookingId: p.bookingId,
    carrierId: p.carrierId,
    blNumber: data.blNumber,
    vessel: data.vessel,
    payDate: p.payDate,
    amount: Number(p.amount),
    currency: p.currency as TWeeklyPayment['currency'],
    debitCredit: p.debitCredit,
    status: p.status,
    platformStatus: p.platformStatus,
    commissionStatus: p.commissionStatus,
    approvedByOcr: p.approvedByOcr,
    invoiceReferences: p.invoiceReferences,
    documentStatuses: data.documentStatuses,
    carrierNeedsDocuments: data.carrierNeedsDocuments,
    clearTask: data.clearTask ? { id: data.clearTask.id, resolved: data.clearTask.resolved } : null,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** An accounting document (ZAccountingDocument): staff only, so the uploader is always named. */
export function toAccountingDocument(row: PaymentDocumentRow, paymentReference: string): TAccountingDocument {
  return {
    id: row.id,
    paymentReference,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    uploadedBy: { id: row.uploadedById, name: row.uploadedByName },
    uploadedAt: row.uploadedAt.toISOString(),
    status: {
      type: row.status,
      at: row.statusAt?.toISOString() ?? null,
      by: row.statusById && row.statusByName ? { id: row.statusById, name: row.statusByName } : null,
      comment: row.statusComment,
    },
  };
}

/**
 * The facts the domain's review and removal rules read. Accounting documents are staff's own, never a customer's:
 * to those rules they are internal documents, which staff upload and staff review.
 */
export function reviewFacts(row: PaymentDocumentRow) {
  return {
    uploadedBySide: 'staff' as const,
    uploadedAt: row.uploadedAt.toISOString(),
    isInternal: true,
    status: { type: row.status, at: row.statusAt?.toISOString() ?? null },
  };
}

export function toCommission(data: {
  commission: CommissionRow;
  blNumber: string | null;
  vessel: string | null;
}): TCommission {
  const c = data.commission;
  return {
    id: c.id,
    bookingId: c.bookingId,
    carrierId: c.carrierId,
    blNumber: data.blNumber,
    vessel: data.vessel,
    dueDate: c.dueDate,
    invDate: c.invDate,
    payDate: c.payDate,
    amount: Number(c.amount),
    currency: c.currency as TCommission['currency'],
    debitCredit: c.debitCredit,
    status: c.status,
  };
}

/**
 * When the outbox last failed a mail it gave up on: markFailed (platform/mail/outbox.ts) sets the next attempt
 * 2^(attempts-1) minutes after the failure, so the failure's time is that much before it.
 */
const failedAt = (nextAttemptAt: Date, attempts: number) =>
  new Date(nextAttemptAt.getTime() - 60_000 * 2 ** Math.max(0, attempts - 1));

/** A confirmation e-mail with its outbox state: 'Email sent' / 'Email failed' and when, else queued. */
export function toConfirmationEmail(data: ConfirmationEmailData): TPaymentConfirmationEmail {
  const e = data.email;
  const state = data.mailStatus === 'sent' ? 'sent' : data.mailStatus === 'failed' ? 'failed' : 'queued';
  const stateAt =
    state === 'sent'
      ? (data.sentAt?.toISOString() ?? null)
      : state === 'failed' && data.nextAttemptAt
        ? failedAt(data.nextAttemptAt, data.attempts ?? 1).toISOString()
        : null;
  return {
    id: e.id,
    bookingId: e.bookingId,
    portId: e.portId,
    to: e.to,
    cc: e.cc,
    bcc: e.bcc,
    subject: e.subject,
    state,
    stateAt,
    createdAt: e.createdAt.toISOString(),
    createdBy: e.createdByName,
  };
}

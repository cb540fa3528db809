import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { addDays, format } from 'date-fns';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { withTimestampSuffix, type DocumentStatus } from '@portal/domain';
import type { DbOrTx } from '../platform/db/client.ts';
import {
  bookingActivity,
  bookings,
  clients,
  commissions,
  mailOutbox,
  paymentConfirmationConfigs,
  paymentConfirmationEmails,
  paymentDocuments,
  tasks,
  weeklyPayments,
} from '../platform/db/schema/index.ts';
import type { FileStore } from '../platform/files/index.ts';
import { ensureApprovalTask, tasksAfterApproval } from '../modules/payments/payment-tasks.ts';
import { loadTaskContext } from '../modules/tasks/sync.ts';
import { renderDemoPdfs } from './collaboration/pdfs.ts';
import { demoPeople } from './demo-people.ts';
import { DEMO_CLIENTS, DEMO_USERS, type DemoClientKey } from './demo-users.ts';

/**
 * The demo's weekly payments, commissions and payment confirmations (issue 12 parts 3–5): every state the screens
 * show — In Progress (on hold and not), Approved with its open clear-invoice task, Cleared, Paid — in USD and EUR,
 * debit and credit, several due today so /weekly-payment's initial filter (USD, today, In Progress and Approved,
 * On Hold, commission Invoiced) shows rows; accounting documents in each review state (real small PDFs) on HSG and
 * HMM payments, which need them; their tasks on the accounting member's My Day; commissions in every status; carrier
 * and customer payment-confirmation settings; one sent and one failed confirmation e-mail. Added once: a run that
 * finds the demo companies' payments leaves everything as it is.
 */

type Review = { status: DocumentStatus; comment?: string };

interface PaymentPlan {
  booking: { client: DemoClientKey; reference: string };
  n: number;
  /** Days from the seed day. */
  payInDays: number;
  amount: string;
  currency: 'USD' | 'EUR';
  debitCredit: 'DEBIT' | 'CREDIT';
  status: 'IN_PROGRESS' | 'BLOCKED' | 'PAID';
  platformStatus: 'ON_HOLD' | 'CLEARED' | null;
  commissionStatus: 'OPEN' | 'INVOICED' | 'PAID';
  approvedByOcr?: boolean;
  documents?: Review[];
}

const A = (reference: string) => ({ client: 'A' as const, reference });
const B = (reference: string) => ({ client: 'B' as const, reference });
const C = (reference: string) => ({ client: 'C' as const, reference });

// prettier-ignore
const PAYMENT_PLANS: PaymentPlan[] = [
  // On the screen's initial filter: USD, today, In Progress on hold, commission Invoiced.
  { booking: A('PO-ALP-2244'), n: 1, payInDays: 0, amount: '1095.00', currency: 'USD', debitCredit: 'DEBIT', status: 'IN_PROGRESS', platformStatus: 'ON_HOLD', commissionStatus: 'INVOICED', documents: [{ status: 'DEFAULT' }] },
  { booking: A('IMP-ALP-0418'), n: 1, payInDays: 0, amount: '1800.00', currency: 'USD', debitCredit: 'DEBIT', status: 'IN_PROGRESS', platformStatus: 'ON_HOLD', commissionStatus: 'INVOICED' },
  { booking: C('RV-BR-0832'), n: 1, payInDays: 0, amount: '2875.40', currency: 'USD', debitCredit: 'DEBIT', status: 'IN_PROGRESS', platformStatus: 'ON_HOLD', commissionStatus: 'INVOICED', documents: [{ status: 'APPROVED' }, { status: 'DEFAULT' }] },
  // Approved (Blocked) with its clear-invoice task open; a credit note.
  { booking: A('PO-ALP-2244'), n: 2, payInDays: 0, amount: '250.00', currency: 'USD', debitCredit: 'CREDIT', status: 'BLOCKED', platformStatus: null, commissionStatus: 'INVOICED', approvedByOcr: true, documents: [{ status: 'APPROVED' }] },
  { booking: C('RV-US-0884'), n: 1, payInDays: 7, amount: '760.00', currency: 'USD', debitCredit: 'DEBIT', status: 'BLOCKED', platformStatus: null, commissionStatus: 'INVOICED' },
  // In Progress, ready to approve (all documents approved; ZIM needs none).
  { booking: B('HM-4302'), n: 1, payInDays: 0, amount: '1250.00', currency: 'USD', debitCredit: 'DEBIT', status: 'IN_PROGRESS', platformStatus: null, commissionStatus: 'INVOICED', documents: [{ status: 'APPROVED' }] },
  { booking: A('PO-ALP-2238'), n: 1, payInDays: 0, amount: '640.00', currency: 'USD', debitCredit: 'DEBIT', status: 'IN_PROGRESS', platformStatus: null, commissionStatus: 'INVOICED' },
  // In Progress, refused: a document sent on revision; HMM without documents.
  { booking: A('IMP-ALP-0418'), n: 2, payInDays: 7, amount: '3420.50', currency: 'EUR', debitCredit: 'DEBIT', status: 'IN_PROGRESS', platformStatus: null, commissionStatus: 'OPEN', documents: [{ status: 'APPROVED' }, { status: 'REJECTED', comment: 'The invoice names the wrong vessel; please ask the carrier for a corrected one.' }] },
  { booking: B('IMP-HM-0231'), n: 1, payInDays: 14, amount: '410.00', currency: 'EUR', debitCredit: 'CREDIT', status: 'IN_PROGRESS', platformStatus: null, commissionStatus: 'OPEN' },
  // Cleared (its clear-invoice task resolved) and Paid.
  { booking: A('PO-ALP-2188'), n: 1, payInDays: -7, amount: '2150.00', currency: 'EUR', debitCredit: 'DEBIT', status: 'BLOCKED', platformStatus: 'CLEARED', commissionStatus: 'INVOICED' },
  { booking: B('HM-4419'), n: 1, payInDays: -14, amount: '980.00', currency: 'USD', debitCredit: 'DEBIT', status: 'PAID', platformStatus: 'CLEARED', commissionStatus: 'PAID' },
  { booking: C('RV-BR-0832'), n: 2, payInDays: -7, amount: '1520.00', currency: 'EUR', debitCredit: 'DEBIT', status: 'PAID', platformStatus: null, commissionStatus: 'PAID', documents: [{ status: 'APPROVED' }] },
];

interface CommissionPlan {
  booking: { client: DemoClientKey; reference: string };
  dueInDays: number;
  amount: string;
  currency: 'USD' | 'EUR';
  debitCredit: 'DEBIT' | 'CREDIT';
  status: 'OPEN' | 'INVOICED' | 'PAID';
}

// prettier-ignore
const COMMISSION_PLANS: CommissionPlan[] = [
  { booking: A('PO-ALP-2244'), dueInDays: 3, amount: '120.00', currency: 'USD', debitCredit: 'CREDIT', status: 'OPEN' },
  { booking: A('IMP-ALP-0418'), dueInDays: 10, amount: '95.50', currency: 'USD', debitCredit: 'CREDIT', status: 'OPEN' },
  { booking: B('HM-4419'), dueInDays: -5, amount: '210.00', currency: 'USD', debitCredit: 'CREDIT', status: 'INVOICED' },
  { booking: C('RV-US-0884'), dueInDays: -2, amount: '180.00', currency: 'EUR', debitCredit: 'CREDIT', status: 'INVOICED' },
  { booking: A('PO-ALP-2188'), dueInDays: -20, amount: '150.00', currency: 'EUR', debitCredit: 'CREDIT', status: 'PAID' },
  { booking: B('IMP-HM-0231'), dueInDays: 6, amount: '60.00', currency: 'EUR', debitCredit: 'DEBIT', status: 'OPEN' },
  { booking: C('RV-BR-0832'), dueInDays: -30, amount: '240.00', currency: 'USD', debitCredit: 'CREDIT', status: 'PAID' },
];

/** Carrier settings by port of discharge, for several carriers. */
const CARRIER_SETTINGS = [
  {
    carrierId: 'HSG',
    portId: 'USNYC',
    to: ['payments.usnyc@hamburgsud.example'],
    cc: ['accounting@freight-portal.local'],
  },
  { carrierId: 'HSG', portId: 'BRSSZ', to: ['pagamentos.brssz@hamburgsud.example'], cc: [] },
  {
    carrierId: 'HMM',
    portId: 'DEHAM',
    to: ['payments.deham@hmm.example'],
    cc: ['accounting@freight-portal.local'],
  },
  { carrierId: 'ZIM', portId: 'USNYC', to: ['payments.us@zim.example'], cc: [] },
  { carrierId: 'DAL', portId: 'ZADUR', to: ['payments.durban@dal.example'], cc: [] },
];

const day = (now: Date, days: number) => format(addDays(now, days), 'yyyy-MM-dd');
/** Stable ids: the same run twice names the same rows. */
const stableUuid = (text: string) => {
  const h = createHash('sha256').update(`payments/${text}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export async function seedDemoPayments(
  db: DbOrTx,
  now: Date,
  files?: FileStore,
): Promise<{ demoPayments: number }> {
  const clientRows = await db
    .select({ id: clients.id, erp: clients.erpClientId })
    .from(clients)
    .where(
      inArray(
        clients.erpClientId,
        Object.values(DEMO_CLIENTS).map((c) => c.erpClientId),
      ),
    );
  if (clientRows.length === 0) return { demoPayments: 0 };
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(weeklyPayments)
    .where(
      inArray(
        weeklyPayments.clientId,
        clientRows.map((c) => c.id),
      ),
    );
  if ((existing?.n ?? 0) > 0) return { demoPayments: existing!.n };

  const clientOf = (key: DemoClientKey) => clientRows.find((c) => c.erp === DEMO_CLIENTS[key].erpClientId);
  const bookingRows = await db
    .select({
      id: bookings.id,
      clientId: bookings.clientId,
      carrierId: bookings.carrierId,
      reference: bookings.customerReference,
      podId: bookings.podId,
      archived: bookings.archived,
    })
    .from(bookings)
    .where(
      inArray(
        bookings.clientId,
        clientRows.map((c) => c.id),
      ),
    );
  const bookingOf = (b: { client: DemoClientKey; reference: string }) =>
    bookingRows.find(
      (r) => r.clientId === clientOf(b.client)?.id && r.reference === b.reference && !r.archived,
    );
  if (!bookingOf(A('PO-ALP-2244'))) return { demoPayments: 0 };

  const people = await demoPeople(db);
  const accounting = people.find((p) => p.email === DEMO_USERS.accounting.emailAddress.toLowerCase())!;
  const accountingName = `${accounting.first} ${accounting.last}`;
  const pdf = files ? (await renderDemoPdfs()).carrierInvoice : null;
  const context = await loadTaskContext(db);
  let count = 0;

  for (const plan of PAYMENT_PLANS) {
    const booking = bookingOf(plan.booking);
    if (!booking) continue;
    const reference = `WP${booking.id}-${plan.n}`.replace(/[^A-Za-z0-9-]/g, '');
    const [payment] = await db
      .insert(weeklyPayments)
      .values({
        id: stableUuid(reference),
        reference,
        recId: `${900000 + count * 17}`,
        bookingId: booking.id,
        clientId: booking.clientId,
        carrierId: booking.carrierId,
        payDate: day(now, plan.payInDays),
        amount: plan.amount,
        currency: plan.currency,
        debitCredit: plan.debitCredit,
        status: plan.status,
        platformStatus: plan.platformStatus,
        commissionStatus: plan.commissionStatus,
        approvedByOcr: plan.approvedByOcr ?? false,
        invoiceReferences: [`INV-${booking.carrierId}-${reference.slice(-6)}`],
      })
      .onConflictDoNothing()
      .returning();
    if (!payment) continue;
    count += 1;
    // Its tasks as the payments module makes them: the approval task, and with an approval the clear task.
    await ensureApprovalTask(db, payment, now, context);
    if (plan.status !== 'IN_PROGRESS') await tasksAfterApproval(db, payment, accounting.id, now);
    const cleared = plan.platformStatus === 'CLEARED' || plan.status === 'PAID';
    if (cleared)
      await db
        .update(tasks)
        .set({ resolved: true, resolvedAt: now, resolvedById: accounting.id })
        .where(and(eq(tasks.paymentReference, reference), eq(tasks.type, 'CLEAR_INVOICE')));
    // The accounting member works the demo's payments: they are on his My Day.
    await db
      .update(tasks)
      .set({ assignedUserId: accounting.id, teamId: null })
      .where(eq(tasks.paymentReference, reference));
    if (plan.status !== 'IN_PROGRESS')
      await db.insert(bookingActivity).values({
        bookingId: booking.id,
        clientId: booking.clientId,
        type: 'ACTIVITY',
        changeType: 'APPROVE_PAYMENT',
        byUserId: accounting.id,
        byName: accountingName,
        isAccountingActivity: true,
        data: { paymentReference: reference },
        at: addDays(now, Math.min(plan.payInDays, 0) - 3),
      });

    if (!files || !pdf) continue;
    for (const [i, review] of (plan.documents ?? []).entries()) {
      const uploadedAt = addDays(now, Math.min(plan.payInDays, 0) - 5 + i);
      const name = withTimestampSuffix(`carrier-invoice-${reference}.pdf`, uploadedAt);
      const key = `payment-documents/clients/${booking.clientId}/${booking.id}/${payment.id}/demo-${i}/${name}`;
      await files.put(key, Readable.from(Buffer.from(pdf)), {
        contentType: 'application/pdf',
        maxBytes: pdf.length,
      });
      const decided = review.status !== 'DEFAULT';
      await db.insert(paymentDocuments).values({
        id: stableUuid(`${reference}/doc-${i}`),
        paymentId: payment.id,
        clientId: booking.clientId,
        name,
        size: pdf.length,
        contentType: 'application/pdf',
        storageKey: key,
        uploadedById: accounting.id,
        uploadedByName: accountingName,
        uploadedAt,
        status: review.status,
        statusAt: decided ? addDays(uploadedAt, 1) : null,
        statusById: decided ? accounting.id : null,
        statusByName: decided ? accountingName : null,
        statusComment: review.comment ?? null,
      });
    }
  }

  for (const [i, plan] of COMMISSION_PLANS.entries()) {
    const booking = bookingOf(plan.booking);
    if (!booking) continue;
    await db
      .insert(commissions)
      .values({
        id: stableUuid(`commission-${booking.id}-${i}`),
        bookingId: booking.id,
        clientId: booking.clientId,
        carrierId: booking.carrierId,
        dueDate: day(now, plan.dueInDays),
        invDate: plan.status === 'OPEN' ? null : day(now, plan.dueInDays - 10),
        payDate: plan.status === 'PAID' ? day(now, plan.dueInDays + 3) : null,
        amount: plan.amount,
        currency: plan.currency,
        debitCredit: plan.debitCredit,
        status: plan.status,
      })
      .onConflictDoNothing();
  }

  await seedConfirmations(
    db,
    now,
    clientOf('A')!.id,
    bookingOf(A('PO-ALP-2188')),
    accounting.id,
    accountingName,
  );
  return { demoPayments: count };
}

/** Carrier settings by port, customer settings for Alpina, and one sent and one failed confirmation e-mail. */
async function seedConfirmations(
  db: DbOrTx,
  now: Date,
  alpina: string,
  booking: { id: string; clientId: string; carrierId: string; podId: string | null } | undefined,
  userId: string,
  byName: string,
) {
  await db
    .insert(paymentConfirmationConfigs)
    .values([
      ...CARRIER_SETTINGS.map((s, i) => ({
        id: stableUuid(`config-carrier-${i}`),
        type: 'CARRIER_SETTINGS' as const,
        carrierId: s.carrierId,
        portId: s.portId,
        contactTo: s.to,
        contactCc: s.cc,
        automaticMessage: i % 2 === 0,
        createdAt: addDays(now, -30 + i),
      })),
      {
        id: stableUuid('config-customer-alpina'),
        type: 'CUSTOMER_SETTINGS' as const,
        carrierId: 'DAL',
        clientId: alpina,
        statisticClientId: alpina,
        category: 'Export' as const,
        contactTo: ['finance@alpina-trading.example'],
        contactCc: [],
        automaticMessage: true,
        createdAt: addDays(now, -20),
      },
      {
        id: stableUuid('config-customer-alpina-hsg'),
        type: 'CUSTOMER_SETTINGS' as const,
        carrierId: 'HSG',
        clientId: alpina,
        statisticClientId: alpina,
        category: null,
        contactTo: ['finance@alpina-trading.example'],
        contactCc: ['logistics@alpina-trading.example'],
        automaticMessage: false,
        createdAt: addDays(now, -19),
      },
    ])
    .onConflictDoNothing();
  if (!booking) return;
  const portId = booking.podId ?? 'ZADUR';
  const subject = `Payment confirmation – booking ${booking.id}`;
  const mails = [
    { key: 'sent', status: 'sent' as const, days: -6, to: ['payments.durban@dal.example'] },
    { key: 'failed', status: 'failed' as const, days: -2, to: ['finance@alpina-trading.example'] },
  ];
  for (const m of mails) {
    const at = addDays(now, m.days);
    const mailId = stableUuid(`mail-${booking.id}-${m.key}`);
    await db
      .insert(mailOutbox)
      .values({
        id: mailId,
        to: m.to.join(', '),
        subject,
        text: `We confirm the payment of the freight for booking ${booking.id}.`,
        status: m.status,
        attempts: m.status === 'sent' ? 1 : 5,
        lastError: m.status === 'failed' ? '550 Mailbox unavailable' : null,
        // The outbox's last failure is 2^(attempts-1) minutes before its next attempt (platform/mail/outbox.ts).
        nextAttemptAt: m.status === 'failed' ? new Date(at.getTime() + 16 * 60_000) : at,
        createdAt: at,
        sentAt: m.status === 'sent' ? new Date(at.getTime() + 60_000) : null,
      })
      .onConflictDoNothing();
    await db
      .insert(paymentConfirmationEmails)
      .values({
        id: stableUuid(`email-${booking.id}-${m.key}`),
        bookingId: booking.id,
        clientId: booking.clientId,
        portId,
        to: m.to,
        subject,
        mailId,
        createdById: userId,
        createdByName: byName,
        createdAt: at,
      })
      .onConflictDoNothing();
    await db.insert(bookingActivity).values({
      bookingId: booking.id,
      clientId: booking.clientId,
      type: 'ACTIVITY',
      changeType: 'SENT_PAYMENT_CONFIRMATION_EMAIL',
      byUserId: userId,
      byName,
      isAccountingActivity: true,
      data: { paymentConfirmationEmails: [{ to: m.to, subject, portId }] },
      at,
    });
  }
}

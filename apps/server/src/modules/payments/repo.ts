import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { actorIsStaff, type Actor, type TCommissionsQuery, type TWeeklyPaymentsQuery } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookings,
  carriers,
  commissions,
  mailOutbox,
  paymentConfirmationConfigs,
  paymentConfirmationEmails,
  paymentDocuments,
  ports,
  weeklyPayments,
  type PaymentDocumentRow,
  type WeeklyPaymentRow,
} from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The one door to weekly payments, their accounting documents, commissions and payment confirmations (issue 12
 * parts 3–5). Every read takes the actor: payments are staff's (a customer reads none, whatever the route), and a
 * carrier-restricted staff member reads only their carriers' (carrierScope); row-level security repeats the first
 * (migration 0019). Writes are called by the service after it found the row under the actor's scope.
 */

/** Staff only, within the actor's carriers. */
function staffScope(actor: Actor, clientColumn: AnyPgColumn, carrierColumn: AnyPgColumn): SQL | undefined {
  if (!actorIsStaff(actor)) return sql`false`;
  return and(clientScope(actor, clientColumn), carrierScope(actor, carrierColumn));
}

export const paymentScope = (actor: Actor) =>
  staffScope(actor, weeklyPayments.clientId, weeklyPayments.carrierId);

const commissionScope = (actor: Actor) => staffScope(actor, commissions.clientId, commissions.carrierId);

/** A payment with what its row shows: the booking's B/L and vessel, its documents' states, its clear task. */
const paymentColumns = {
  payment: weeklyPayments,
  blNumber: bookings.blNumber,
  vessel: bookings.vessel,
  carrierNeedsDocuments: sql<boolean>`coalesce(${carriers.paymentNeedsDocuments}, false)`,
  documentStatuses: sql<
    ('DEFAULT' | 'APPROVED' | 'REJECTED')[]
  >`coalesce((select array_agg(d.status order by d.uploaded_at, d.id) from payment_documents d where d.payment_id = ${weeklyPayments.id}), '{}'::text[])`,
  // The shown clear-invoice task of the payment (a reverted approval hides it).
  clearTask: sql<{
    id: string;
    resolved: boolean;
  } | null>`(select json_build_object('id', c.id, 'resolved', c.resolved) from tasks c where c.booking_id = ${weeklyPayments.bookingId} and c.type = 'CLEAR_INVOICE' and c.payment_reference = ${weeklyPayments.reference} and c.show limit 1)`,
};

export interface PaymentData {
  payment: WeeklyPaymentRow;
  blNumber: string | null;
  vessel: string | null;
  carrierNeedsDocuments: boolean;
  documentStatuses: ('DEFAULT' | 'APPROVED' | 'REJECTED')[];
  clearTask: { id: string; resolved: boolean } | null;
}

function paymentSelect(db: DbOrTx) {
  return db
    .select(paymentColumns)
    .from(weeklyPayments)
    .innerJoin(bookings, eq(bookings.id, weeklyPayments.bookingId))
    .leftJoin(carriers, eq(carriers.id, weeklyPayments.carrierId));
}

/** The list's filter (every one narrows); 'NONE' among the platform statuses means a payment without one. */
function listFilter(actor: Actor, q: TWeeklyPaymentsQuery): SQL | undefined {
  const platform = q.platformStatus.filter((s) => s !== 'NONE') as ('ON_HOLD' | 'CLEARED')[];
  const withoutPlatform = q.platformStatus.includes('NONE');
  return and(
    paymentScope(actor),
    q.currency ? eq(weeklyPayments.currency, q.currency) : undefined,
    q.payDate ? eq(weeklyPayments.payDate, q.payDate) : undefined,
    q.status.length > 0 ? inArray(weeklyPayments.status, q.status) : undefined,
    q.platformStatus.length > 0
      ? or(
          platform.length > 0 ? inArray(weeklyPayments.platformStatus, platform) : undefined,
          withoutPlatform ? isNull(weeklyPayments.platformStatus) : undefined,
        )
      : undefined,
    q.commissionStatus.length > 0 ? inArray(weeklyPayments.commissionStatus, q.commissionStatus) : undefined,
    q.carrier ? eq(weeklyPayments.carrierId, q.carrier) : undefined,
    q.bookingId ? eq(weeklyPayments.bookingId, q.bookingId) : undefined,
  );
}

/** One page of payments in (payDate, reference) order, with the exact count of the filter. */
export async function listPayments(db: DbOrTx, actor: Actor, q: TWeeklyPaymentsQuery) {
  const where = listFilter(actor, q);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(weeklyPayments)
    .where(where);
  const rows = await paymentSelect(db)
    .where(where)
    .orderBy(asc(weeklyPayments.payDate), asc(weeklyPayments.reference))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return { rows: rows as PaymentData[], count: counted?.n ?? 0 };
}

/** The payments of a booking the actor may see, by pay date. */
export async function paymentsOfBooking(db: DbOrTx, actor: Actor, bookingId: string): Promise<PaymentData[]> {
  return (await paymentSelect(db)
    .where(and(eq(weeklyPayments.bookingId, bookingId), paymentScope(actor)))
    .orderBy(asc(weeklyPayments.payDate), asc(weeklyPayments.reference))) as PaymentData[];
}

/** Payments by reference as the actor may see them, in the references' order. */
export async function paymentsByReference(
  db: DbOrTx,
  actor: Actor,
  references: readonly string[],
): Promise<PaymentData[]> {
  if (references.length === 0) return [];
  const rows = (await paymentSelect(db).where(
    and(inArray(weeklyPayments.reference, [...references]), paymentScope(actor)),
  )) as PaymentData[];
  const order = new Map(references.map((r, i) => [r, i]));
  return rows.sort((a, b) => order.get(a.payment.reference)! - order.get(b.payment.reference)!);
}

/** A payment's row as the actor may see it, locked for a change when asked. */
export async function findPaymentRow(
  db: DbOrTx,
  actor: Actor,
  reference: string,
  options: { lock?: boolean } = {},
): Promise<WeeklyPaymentRow | null> {
  const query = db
    .select()
    .from(weeklyPayments)
    .where(and(eq(weeklyPayments.reference, reference), paymentScope(actor)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updatePayment(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<WeeklyPaymentRow, 'status' | 'platformStatus' | 'payDate'>>,
): Promise<void> {
  await db
    .update(weeklyPayments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(weeklyPayments.id, id));
}

// ---------------------------------------------------------------- accounting documents

/** The documents of a payment the caller found under the actor's scope, newest first. */
export async function documentsOf(db: DbOrTx, paymentIds: readonly string[]): Promise<PaymentDocumentRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(paymentDocuments)
    .where(inArray(paymentDocuments.paymentId, [...paymentIds]))
    .orderBy(desc(paymentDocuments.uploadedAt), asc(paymentDocuments.id));
}

export async function findDocument(
  db: DbOrTx,
  paymentId: string,
  documentId: string,
  options: { lock?: boolean } = {},
): Promise<PaymentDocumentRow | null> {
  const query = db
    .select()
    .from(paymentDocuments)
    .where(and(eq(paymentDocuments.id, documentId), eq(paymentDocuments.paymentId, paymentId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertDocument(
  db: DbOrTx,
  row: typeof paymentDocuments.$inferInsert,
): Promise<PaymentDocumentRow> {
  const [written] = await db.insert(paymentDocuments).values(row).returning();
  return written!;
}

export async function updateDocument(
  db: DbOrTx,
  id: string,
  values: Partial<typeof paymentDocuments.$inferInsert>,
): Promise<PaymentDocumentRow> {
  const [written] = await db
    .update(paymentDocuments)
    .set(values)
    .where(eq(paymentDocuments.id, id))
    .returning();
  return written!;
}

export async function deleteDocument(db: DbOrTx, id: string): Promise<void> {
  await db.delete(paymentDocuments).where(eq(paymentDocuments.id, id));
}

// ---------------------------------------------------------------- commissions

function commissionFilter(actor: Actor, q: TCommissionsQuery): SQL | undefined {
  return and(
    commissionScope(actor),
    q.currency ? eq(commissions.currency, q.currency) : undefined,
    q.status.length > 0 ? inArray(commissions.status, q.status) : undefined,
    q.carrier ? eq(commissions.carrierId, q.carrier) : undefined,
    q.bookingId ? eq(commissions.bookingId, q.bookingId) : undefined,
    q.dueFrom ? sql`${commissions.dueDate} >= ${q.dueFrom}` : undefined,
    q.dueTo ? sql`${commissions.dueDate} <= ${q.dueTo}` : undefined,
  );
}

/** One page of commissions in (dueDate, id) order, with the exact count of the filter. */
export async function listCommissions(db: DbOrTx, actor: Actor, q: TCommissionsQuery) {
  const where = commissionFilter(actor, q);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(commissions)
    .where(where);
  const rows = await db
    .select({ commission: commissions, blNumber: bookings.blNumber, vessel: bookings.vessel })
    .from(commissions)
    .innerJoin(bookings, eq(bookings.id, commissions.bookingId))
    .where(where)
    .orderBy(asc(commissions.dueDate), asc(commissions.id))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return { rows, count: counted?.n ?? 0 };
}

// ---------------------------------------------------------------- payment confirmations

/** The booking's ports (POL, POD) with their names, for the confirmation dialog. */
export async function bookingPorts(db: DbOrTx, polId: string | null, podId: string | null) {
  const ids = [polId, podId].filter((id): id is string => !!id);
  if (ids.length === 0) return [];
  const rows = await db.select({ id: ports.id, name: ports.name }).from(ports).where(inArray(ports.id, ids));
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

export interface ConfigLookup {
  carrierId: string;
  portId: string;
  clientId: string;
  category: 'Export' | 'Import';
}

/**
 * The configs that name a booking's recipients (docs/decisions.md "Payment confirmation"): carrier settings of the
 * carrier and port, then customer settings of the carrier and client (of the booking's direction, or of either).
 * Staff's configuration, read for a booking the service has found under the actor's scope.
 */
export async function configsFor(db: DbOrTx, lookup: ConfigLookup) {
  const c = paymentConfirmationConfigs;
  return db
    .select()
    .from(c)
    .where(
      and(
        eq(c.carrierId, lookup.carrierId),
        or(
          and(eq(c.type, 'CARRIER_SETTINGS'), eq(c.portId, lookup.portId)),
          and(
            eq(c.type, 'CUSTOMER_SETTINGS'),
            eq(c.clientId, lookup.clientId),
            or(isNull(c.category), eq(c.category, lookup.category)),
          ),
        ),
      ),
    )
    .orderBy(asc(c.type), desc(c.createdAt), asc(c.id));
}

export async function insertConfirmationEmail(
  db: DbOrTx,
  row: typeof paymentConfirmationEmails.$inferInsert,
): Promise<string> {
  const [written] = await db
    .insert(paymentConfirmationEmails)
    .values(row)
    .returning({ id: paymentConfirmationEmails.id });
  return written!.id;
}

/** A booking's confirmation e-mails with their outbox state, newest first. */
export async function confirmationEmailsOf(db: DbOrTx, actor: Actor, bookingId: string) {
  const e = paymentConfirmationEmails;
  return db
    .select({
      email: e,
      mailStatus: mailOutbox.status,
      sentAt: mailOutbox.sentAt,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(e)
    .innerJoin(bookings, eq(bookings.id, e.bookingId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, e.mailId))
    .where(and(eq(e.bookingId, bookingId), staffScope(actor, e.clientId, bookings.carrierId)))
    .orderBy(desc(e.createdAt), desc(e.id));
}

export type ConfirmationEmailData = Awaited<ReturnType<typeof confirmationEmailsOf>>[number];

/** The booking as a payment confirmation reads it, when the actor may see it. */
export async function bookingForConfirmation(db: DbOrTx, actor: Actor, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      clientId: bookings.clientId,
      carrierId: bookings.carrierId,
      category: bookings.category,
      polId: bookings.polId,
      podId: bookings.podId,
      blNumber: bookings.blNumber,
      vessel: bookings.vessel,
      voyage: bookings.voyage,
      customerReference: bookings.customerReference,
    })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), staffScope(actor, bookings.clientId, bookings.carrierId)));
  return row ?? null;
}

import type { FastifyBaseLogger } from 'fastify';
import {
  approvalVerdict,
  can,
  holdVerdict,
  isPostponable,
  listAnswer,
  PAYMENT_MESSAGES,
  POSTPONE_DAYS,
  revertApprovalVerdict,
  revertHoldVerdict,
  shiftPayDate,
  type ListAnswer,
  type Permission,
  type TCommission,
  type TCommissionsQuery,
  type TPlatformStatusInput,
  type TWeeklyPayment,
  type TWeeklyPaymentCommand,
  type TWeeklyPaymentCommandAnswer,
  type TWeeklyPaymentDetail,
  type TWeeklyPaymentsQuery,
  type UserActor,
  type Verdict,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { WeeklyPaymentRow } from '../../platform/db/schema/index.ts';
import { readWithTenant, withTenant } from '../../platform/db/tenant.ts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import { findBookingRow } from '../bookings/bookings-repo.ts';
import { tasksEvent } from '../tasks/events.ts';
import { userDisplayName } from '../users/repo.ts';
import { bookingsOf, paymentsEvent, type PaymentBooking } from './events.ts';
import { writePaymentEntry } from './log.ts';
import { tasksAfterApproval, tasksAfterMove, tasksAfterRevert } from './payment-tasks.ts';
import * as repo from './repo.ts';
import { toAccountingDocument, toCommission, toPayment } from './view.ts';

/**
 * Weekly payments and commissions (issue 12 parts 3 and 4, spec 000 §4 "Weekly payment", §7 POST
 * {api}/weeklyPayment; 002 §4): the lists, a payment with its documents, the spec's actions (Move, Block, Unblock)
 * all or nothing, and putting on hold. Every transition asks the domain's verdicts; each change runs in one
 * transaction with its accounting entries and tasks, and is published (live entity 'payments') after commit.
 */

/** The routes declare the access level; the service asks again, so no caller can skip it. */
export function requirePermission(actor: UserActor, permission: Permission): void {
  if (!can(actor, permission)) throw forbidden('You do not have access to this.');
}

export const paymentNotFound = () => new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);

function refuse(verdict: Verdict): void {
  if (!verdict.allowed) throw badRequest(verdict.reason);
}

const bookingOf = (p: WeeklyPaymentRow): PaymentBooking => ({
  id: p.bookingId,
  clientId: p.clientId,
  carrierId: p.carrierId,
});

/** After commit: the payments' and (their tasks changed) My Day's lists refetch. */
export async function publishPayments(ctx: AppContext, touched: readonly PaymentBooking[], tasks: boolean) {
  for (const booking of touched) {
    await ctx.events.publish(paymentsEvent(booking));
    if (tasks) await ctx.events.publish(tasksEvent(booking));
  }
}

/** GET /api/weekly-payments: the table, in (payDate, reference) order. */
export async function listPayments(
  ctx: AppContext,
  actor: UserActor,
  query: TWeeklyPaymentsQuery,
): Promise<ListAnswer<TWeeklyPayment>> {
  requirePermission(actor, 'read:payment:any');
  return readWithTenant(ctx.db, actor, async (db) => {
    const page = await repo.listPayments(db, actor, query);
    return listAnswer(page.rows.map(toPayment), page.count, query.page, query.perPage);
  });
}

async function detailsOf(db: DbOrTx, rows: repo.PaymentData[]): Promise<TWeeklyPaymentDetail[]> {
  const documents = await repo.documentsOf(
    db,
    rows.map((r) => r.payment.id),
  );
  return rows.map((r) => ({
    ...toPayment(r),
    documents: documents
      .filter((d) => d.paymentId === r.payment.id)
      .map((d) => toAccountingDocument(d, r.payment.reference)),
  }));
}

/** GET /api/weekly-payments/{reference}: the payment with its accounting documents. */
export async function paymentDetail(
  ctx: AppContext,
  actor: UserActor,
  reference: string,
): Promise<TWeeklyPaymentDetail> {
  requirePermission(actor, 'read:payment:any');
  return readWithTenant(ctx.db, actor, async (db) => {
    const [row] = await repo.paymentsByReference(db, actor, [reference]);
    if (!row) throw paymentNotFound();
    return (await detailsOf(db, [row]))[0]!;
  });
}

/** GET /api/bookings/{id}/weekly-payments: the booking's cards by pay date (a booking one may not see is 404). */
export async function bookingPayments(
  ctx: AppContext,
  actor: UserActor,
  bookingId: string,
): Promise<{ data: TWeeklyPaymentDetail[] }> {
  requirePermission(actor, 'read:payment:any');
  return readWithTenant(ctx.db, actor, async (db) => {
    if (!(await findBookingRow(db, actor, bookingId))) throw notFound('The booking');
    return { data: await detailsOf(db, await repo.paymentsOfBooking(db, actor, bookingId)) };
  });
}

/** GET /api/commissions: in (dueDate, id) order. */
export async function listCommissions(
  ctx: AppContext,
  actor: UserActor,
  query: TCommissionsQuery,
): Promise<ListAnswer<TCommission>> {
  requirePermission(actor, 'read:payment:any');
  return readWithTenant(ctx.db, actor, async (db) => {
    const page = await repo.listCommissions(db, actor, query);
    return listAnswer(page.rows.map(toCommission), page.count, query.page, query.perPage);
  });
}

/** One payment of a command, locked, as the actor may see it; its reference and record id must belong together. */
async function lockedPayment(db: DbOrTx, actor: UserActor, command: TWeeklyPaymentCommand) {
  const payment = await repo.findPaymentRow(db, actor, command.reference, { lock: true });
  if (!payment) throw paymentNotFound();
  if (payment.recId !== command.recId) throw badRequest(PAYMENT_MESSAGES.referenceMismatch);
  const [data] = await repo.paymentsByReference(db, actor, [payment.reference]);
  return { payment, data: data! };
}

interface Postponement {
  booking: PaymentBooking;
  moves: { paymentReference: string; dateBeforeChange: string; dateAfterChange: string }[];
}

const ACTION_MESSAGES = {
  Block: () => PAYMENT_MESSAGES.approved,
  Unblock: () => PAYMENT_MESSAGES.approvalReverted,
  Move: (count: number) => PAYMENT_MESSAGES.postponed(count),
} as const;

/**
 * POST /api/weeklyPayment (spec 000 §7): one action for a list of payments, applied to all or to none — the first
 * refusal answers 400 with the domain's reason and nothing is written. Move (postpone) shifts the pay date by one
 * of POSTPONE_DAYS and writes one POSTPONE_PAYMENT entry per booking; Block approves (APPROVE_PAYMENT, the
 * approval task resolved, the clear-invoice task made); Unblock reverts with the reason (REVERT_APPROVAL). After
 * commit the same list goes on to ERP_PAYMENT_URL when set.
 */
export async function applyCommands(
  ctx: AppContext,
  actor: UserActor,
  commands: TWeeklyPaymentCommand[],
  log: FastifyBaseLogger,
): Promise<TWeeklyPaymentCommandAnswer> {
  requirePermission(actor, 'manage:payment:any');
  const action = commands[0]!.action;
  if (commands.some((c) => c.action !== action)) throw badRequest(PAYMENT_MESSAGES.oneAction);
  const now = new Date();
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const byName = await userDisplayName(tx, actor.userId);
    const postponed = new Map<string, Postponement>();
    const changed: WeeklyPaymentRow[] = [];
    for (const command of commands) {
      const { payment, data } = await lockedPayment(tx, actor, command);
      const booking = bookingOf(payment);
      if (action === 'Move') {
        if (!isPostponable(payment)) throw badRequest(PAYMENT_MESSAGES.notInProgress);
        const payDate = command.payDate!;
        if (!POSTPONE_DAYS.some((days) => shiftPayDate(payment.payDate, days) === payDate))
          throw badRequest(PAYMENT_MESSAGES.postponeStep);
        await repo.updatePayment(tx, payment.id, { payDate });
        await tasksAfterMove(tx, payment, payDate);
        const entry = postponed.get(booking.id) ?? { booking, moves: [] };
        entry.moves.push({
          paymentReference: payment.reference,
          dateBeforeChange: payment.payDate,
          dateAfterChange: payDate,
        });
        postponed.set(booking.id, entry);
      } else if (action === 'Block') {
        refuse(
          approvalVerdict({
            status: payment.status,
            platformStatus: payment.platformStatus,
            carrierId: payment.carrierId,
            documentStatuses: data.documentStatuses,
            carrierNeedsDocuments: data.carrierNeedsDocuments,
          }),
        );
        await repo.updatePayment(tx, payment.id, { status: 'BLOCKED' });
        await tasksAfterApproval(tx, payment, actor.userId, now);
        await writePaymentEntry(tx, actor, byName, booking, {
          changeType: 'APPROVE_PAYMENT',
          paymentReference: payment.reference,
        });
      } else {
        refuse(
          revertApprovalVerdict({
            status: payment.status,
            platformStatus: payment.platformStatus,
            clearTaskResolved: data.clearTask?.resolved ?? false,
          }),
        );
        await repo.updatePayment(tx, payment.id, { status: 'IN_PROGRESS' });
        await tasksAfterRevert(tx, payment, now);
        await writePaymentEntry(tx, actor, byName, booking, {
          changeType: 'REVERT_APPROVAL',
          comment: command.reason ?? null,
          paymentReference: payment.reference,
        });
      }
      changed.push(payment);
    }
    // Spec 002 §4: one postpone-payment entry per affected booking, with the reference and the dates.
    for (const { booking, moves } of postponed.values())
      await writePaymentEntry(tx, actor, byName, booking, {
        changeType: 'POSTPONE_PAYMENT',
        paymentReference: moves[0]!.paymentReference,
        data: {
          paymentActivityData: {
            dateBeforeChange: moves[0]!.dateBeforeChange,
            dateAfterChange: moves[0]!.dateAfterChange,
          },
          payments: moves,
        },
      });
    const references = [...new Set(changed.map((p) => p.reference))];
    return {
      payments: (await repo.paymentsByReference(tx, actor, references)).map(toPayment),
      touched: bookingsOf(changed),
    };
  });
  await publishPayments(ctx, result.touched, true);
  const forwarded = await forwardToErp(ctx, commands, log);
  return { message: ACTION_MESSAGES[action](commands.length), payments: result.payments, forwarded };
}

/** Spec 000 §7: the ERP gets the same list; its answer is only logged, a failure too (no user message). */
async function forwardToErp(
  ctx: AppContext,
  commands: TWeeklyPaymentCommand[],
  log: FastifyBaseLogger,
): Promise<boolean> {
  const url = ctx.config.ERP_PAYMENT_URL;
  if (!url) return false;
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(commands),
      signal: AbortSignal.timeout(ctx.config.ERP_BOOKING_TIMEOUT_MS),
    });
    const text = await answer.text().catch(() => '');
    if (!answer.ok) {
      log.warn({ status: answer.status, body: text.slice(0, 500) }, 'weekly payment forwarding refused');
      return false;
    }
    log.info({ body: text.slice(0, 500) }, 'weekly payment forwarded');
    return true;
  } catch (error) {
    log.warn({ err: error }, 'weekly payment forwarding failed');
    return false;
  }
}

/**
 * PUT /api/weekly-payments/{reference}/platform-status: put an In Progress payment on hold (PUT_ON_HOLD_PAYMENT)
 * or revert the hold (REVERT_PUT_ON_HOLD_PAYMENT), as holdVerdict and revertHoldVerdict allow.
 */
export async function setPlatformStatus(
  ctx: AppContext,
  actor: UserActor,
  reference: string,
  input: TPlatformStatusInput,
): Promise<{ message: string; payment: TWeeklyPayment }> {
  requirePermission(actor, 'manage:payment:any');
  const hold = input.platformStatus === 'ON_HOLD';
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const payment = await repo.findPaymentRow(tx, actor, reference, { lock: true });
    if (!payment) throw paymentNotFound();
    refuse(hold ? holdVerdict(payment) : revertHoldVerdict(payment));
    await repo.updatePayment(tx, payment.id, { platformStatus: input.platformStatus });
    await writePaymentEntry(tx, actor, await userDisplayName(tx, actor.userId), bookingOf(payment), {
      changeType: hold ? 'PUT_ON_HOLD_PAYMENT' : 'REVERT_PUT_ON_HOLD_PAYMENT',
      paymentReference: payment.reference,
    });
    const [data] = await repo.paymentsByReference(tx, actor, [reference]);
    return { payment: toPayment(data!), booking: bookingOf(payment) };
  });
  await publishPayments(ctx, [result.booking], false);
  return {
    message: hold ? PAYMENT_MESSAGES.putOnHold : PAYMENT_MESSAGES.holdReverted,
    payment: result.payment,
  };
}

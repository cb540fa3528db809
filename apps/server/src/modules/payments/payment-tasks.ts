import { taskDates, taskTypeDefinition, type TaskTypeDefinition } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { NewTask, TaskRow, WeeklyPaymentRow } from '../../platform/db/schema/index.ts';
import * as tasks from '../tasks/repo.ts';
import { loadTaskContext, newTaskRow, type TaskContext } from '../tasks/sync.ts';

/**
 * A payment's tasks (spec 000 §4 "Tasks", issue 12 part 3): PAYMENT_APPROVAL while it waits for 'Approve Payment',
 * CLEAR_INVOICE once approved. Both carry the payment's reference and pay date, are due on the pay date (the end
 * of that day) and show on My Day the catalogue's lead days before. Called inside the payment change's transaction.
 */

type Payment = Pick<WeeklyPaymentRow, 'bookingId' | 'reference' | 'payDate'>;

/** Due at the end of the pay date: a payment due today is Pending all day, Overdue from tomorrow. */
export const payDateCause = (payDate: string) => new Date(`${payDate}T23:59:59.999Z`);

/** The payment's tasks count from its pay date (their anchor is the cause), never from the booking's dates. */
function datesOf(definition: TaskTypeDefinition, payDate: string) {
  return taskDates(
    definition,
    { category: 'Export', ets: null, eta: null, closing: null },
    payDateCause(payDate),
  )!;
}

/** A new row of a payment task type, assigned as any task of its type (a team that takes it, else the agent). */
async function newPaymentTask(
  db: DbOrTx,
  type: 'PAYMENT_APPROVAL' | 'CLEAR_INVOICE',
  payment: Payment,
  now: Date,
  options: { resolved?: boolean; context?: TaskContext } = {},
): Promise<NewTask | null> {
  const definition = taskTypeDefinition(type)!;
  const booking = await tasks.bookingForTasks(db, payment.bookingId);
  if (!booking) return null;
  const context = options.context ?? (await loadTaskContext(db));
  const resolved = options.resolved ?? false;
  return {
    ...newTaskRow(definition, booking, datesOf(definition, payment.payDate), context, resolved, now),
    paymentReference: payment.reference,
    payDate: payment.payDate,
  };
}

const byType = (rows: TaskRow[], type: string) => rows.find((r) => r.type === type);

/** What a task shown again gets: open, dated from the pay date, announced anew. */
function reopened(definition: TaskTypeDefinition, payDate: string) {
  const dates = datesOf(definition, payDate);
  return {
    show: true,
    resolved: false,
    resolvedAt: null,
    resolvedById: null,
    dueDate: dates.dueDate,
    createAt: dates.createAt,
    payDate,
    notifiedAt: null,
  };
}

/** A new In Progress payment's approval task (the seed and the ERP import make payments). */
export async function ensureApprovalTask(
  db: DbOrTx,
  payment: Payment,
  now: Date,
  context?: TaskContext,
): Promise<void> {
  const row = await newPaymentTask(db, 'PAYMENT_APPROVAL', payment, now, context ? { context } : {});
  if (row) await tasks.insertTasks(db, [row]);
}

/**
 * 'Approve Payment': the approval task is resolved by the approver; the clear-invoice task appears (or shows
 * again after a reverted approval), due on the pay date.
 */
export async function tasksAfterApproval(db: DbOrTx, payment: Payment, userId: string, now: Date) {
  const rows = await tasks.paymentTasksOf(db, payment.bookingId, payment.reference, { lock: true });
  const approval = byType(rows, 'PAYMENT_APPROVAL');
  if (approval)
    await tasks.updateTask(db, approval.id, { resolved: true, resolvedAt: now, resolvedById: userId });
  else {
    const row = await newPaymentTask(db, 'PAYMENT_APPROVAL', payment, now, { resolved: true });
    if (row) await tasks.insertTasks(db, [{ ...row, resolvedById: userId }]);
  }
  const clear = byType(rows, 'CLEAR_INVOICE');
  if (clear)
    await tasks.updateTask(db, clear.id, reopened(taskTypeDefinition('CLEAR_INVOICE')!, payment.payDate));
  else {
    const row = await newPaymentTask(db, 'CLEAR_INVOICE', payment, now);
    if (row) await tasks.insertTasks(db, [row]);
  }
}

/** 'Revert Approval': the approval task opens again; the unresolved clear-invoice task is hidden. */
export async function tasksAfterRevert(db: DbOrTx, payment: Payment, now: Date) {
  const rows = await tasks.paymentTasksOf(db, payment.bookingId, payment.reference, { lock: true });
  const approval = byType(rows, 'PAYMENT_APPROVAL');
  if (approval)
    await tasks.updateTask(
      db,
      approval.id,
      reopened(taskTypeDefinition('PAYMENT_APPROVAL')!, payment.payDate),
    );
  else await ensureApprovalTask(db, payment, now);
  const clear = byType(rows, 'CLEAR_INVOICE');
  if (clear && !clear.resolved && clear.show) await tasks.updateTask(db, clear.id, { show: false });
}

/** Postponing: the payment's tasks carry the new pay date; the open ones are due on it. */
export async function tasksAfterMove(db: DbOrTx, payment: Payment, payDate: string) {
  const rows = await tasks.paymentTasksOf(db, payment.bookingId, payment.reference, { lock: true });
  for (const row of rows) {
    const definition = taskTypeDefinition(row.type)!;
    const dates = datesOf(definition, payDate);
    await tasks.updateTask(
      db,
      row.id,
      row.resolved
        ? { payDate }
        : { payDate, dueDate: dates.dueDate, createAt: dates.createAt, notifiedAt: null },
    );
  }
}

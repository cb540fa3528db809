import type { UserActor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { TaskRow } from '../../platform/db/schema/index.ts';
import { userDisplayName } from '../users/repo.ts';
import type { PaymentBooking } from './events.ts';
import { writePaymentEntry } from './log.ts';
import * as repo from './repo.ts';

/**
 * Spec 000 §4 "Tasks": resolving a clear-invoice task sets its payment's platform status to Cleared when the
 * payment is Blocked (CLEAR_PAYMENT); reopening it returns a Cleared Blocked payment to no platform status
 * (REVERT_CLEAR_PAYMENT). Called by the tasks service in the resolution's transaction, after the task changed;
 * answers the payment's booking when the payment changed, for the live event after commit.
 */
export async function clearingOnResolution(
  db: DbOrTx,
  actor: UserActor,
  task: Pick<TaskRow, 'type' | 'paymentReference'>,
  resolved: boolean,
): Promise<PaymentBooking | null> {
  if (task.type !== 'CLEAR_INVOICE' || !task.paymentReference) return null;
  const payment = await repo.findPaymentRow(db, actor, task.paymentReference, { lock: true });
  if (!payment || payment.status !== 'BLOCKED') return null;
  const next = resolved ? 'CLEARED' : null;
  if (resolved ? payment.platformStatus === 'CLEARED' : payment.platformStatus !== 'CLEARED') return null;
  await repo.updatePayment(db, payment.id, { platformStatus: next });
  const booking = { id: payment.bookingId, clientId: payment.clientId, carrierId: payment.carrierId };
  await writePaymentEntry(db, actor, await userDisplayName(db, actor.userId), booking, {
    changeType: resolved ? 'CLEAR_PAYMENT' : 'REVERT_CLEAR_PAYMENT',
    paymentReference: payment.reference,
  });
  return booking;
}

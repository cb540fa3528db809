import type { UserActor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { insertEntries } from '../activity/repo.ts';
import type { PaymentBooking } from './events.ts';

/**
 * An accounting entry in the booking's log (spec 000 §3 "Activity item": isAccountingActivity, paymentReference,
 * paymentActivityData): staff only — a customer's log never shows accounting activity (activity/repo.ts, 0014).
 */
export async function writePaymentEntry(
  db: DbOrTx,
  actor: UserActor,
  byName: string,
  booking: Pick<PaymentBooking, 'id' | 'clientId'>,
  entry: {
    changeType: string;
    comment?: string | null;
    paymentReference?: string;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await insertEntries(db, { kind: 'bookings', id: booking.id, clientId: booking.clientId }, [
    {
      type: entry.comment ? 'ACTIVITY_WITH_COMMENT' : 'ACTIVITY',
      changeType: entry.changeType,
      comment: entry.comment ?? null,
      byUserId: actor.userId,
      byName,
      realUserId: actor.realUserId,
      isInternal: false,
      isAccountingActivity: true,
      data: {
        ...(entry.paymentReference ? { paymentReference: entry.paymentReference } : {}),
        ...entry.data,
      },
    },
  ]);
}

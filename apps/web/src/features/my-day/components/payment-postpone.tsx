import { usePaymentParts } from '../../../lib/payment-parts.tsx';
import type { TTaskRow } from '@portal/domain';

/**
 * The postpone menu on a payment's row (spec 000 §2 "My Day"): accounting tasks that carry a payment reference.
 * The payments feature's menu, handed over by the app shell; nothing where it is not.
 */
export function PaymentPostpone({ task }: { task: TTaskRow }) {
  const parts = usePaymentParts();
  // A clear-invoice task belongs to an approved payment, which only In Progress could be moved from (002 §4).
  if (!parts || task.department !== 'accounting' || !task.reference || task.type === 'CLEAR_INVOICE')
    return null;
  return (
    <parts.PostponeMenu
      reference={task.reference}
      payDate={task.payDate}
      label={`payment ${task.reference} of ${task.bookingId}`}
    />
  );
}

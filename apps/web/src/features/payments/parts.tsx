import type { PaymentParts } from '../../lib/payment-parts.tsx';
import { BookingPayments } from './booking/booking-payments.tsx';
import { PostponeMenu } from './components/postpone-menu.tsx';
import { usePostpone } from './hooks/use-postpone.ts';

/** My Day's postpone menu on a payment row: its record id is read by the reference before the Move. */
function PaymentRowPostpone({
  reference,
  label,
}: {
  reference: string;
  payDate: string | null;
  label?: string;
}) {
  const { postponeReference, pending } = usePostpone();
  return (
    <PostponeMenu
      compact
      label={label ?? reference}
      loading={pending}
      onChoose={(days) => void postponeReference(reference, days)}
    />
  );
}

/** What the app shell hands to the bookings and My Day screens (lib/payment-parts.tsx). */
export const paymentParts: PaymentParts = { BookingPayments, PostponeMenu: PaymentRowPostpone };

import type { LiveEvent } from '@portal/domain';

/** The booking a payment change belongs to. */
export interface PaymentBooking {
  id: string;
  clientId: string;
  carrierId: string;
}

/**
 * The live event of a change of a booking's payments, documents, commissions or confirmations: /weekly-payment,
 * /commissions, the booking's cards and the confirmation dialog refetch on entity 'payments'. Payments are staff's
 * (staffOnly); a carrier-restricted member hears only their carriers'.
 */
export function paymentsEvent(booking: PaymentBooking): LiveEvent {
  return {
    entity: 'payments',
    id: booking.id,
    clientId: booking.clientId,
    carrierIds: [booking.carrierId],
    staffOnly: true,
  };
}

/** The distinct bookings of some payments. */
export function bookingsOf(rows: readonly { bookingId: string; clientId: string; carrierId: string }[]) {
  const out = new Map<string, PaymentBooking>();
  for (const r of rows)
    out.set(r.bookingId, { id: r.bookingId, clientId: r.clientId, carrierId: r.carrierId });
  return [...out.values()];
}

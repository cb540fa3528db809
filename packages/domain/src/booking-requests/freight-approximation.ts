import { REQUEST_STATUS } from './status.ts';

/** Spec 000 §8 "Approximation warning", quoted. */
export const FREIGHT_APPROXIMATION_WARNING =
  'Please check. This is an approximation of freight details. Please check.';

/**
 * The spec's `showWarningMessage` of a booking request (000 §3), derived rather than stored: freight details built
 * from a quote are the quote's charges adjusted to the booked quantities by the rules of 000 §5 (units read from
 * text, per-type lines dropped, tariff lines left out), an approximation until the carrier confirms the booking.
 * So the warning shows while the request has a quote, freight lines and is not yet Confirmed.
 */
export function showsFreightApproximation(request: {
  quoteNumber: number | null;
  statusCode: number;
  freightDetails: readonly unknown[];
}): boolean {
  return (
    request.quoteNumber !== null &&
    request.freightDetails.length > 0 &&
    request.statusCode < REQUEST_STATUS.confirmed
  );
}

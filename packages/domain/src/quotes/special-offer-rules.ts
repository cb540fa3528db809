import { addMonths } from 'date-fns';

/** Spec 001 §3: an offer's validity is shown as validUntil plus one month. */
export function offerShownValidUntil(validUntil: Date | string): Date {
  return addMonths(new Date(validUntil), 1);
}

/** Only offers whose validUntil lies in the future are shown (spec 001 §3). */
export function offerIsLive(offer: { validUntil: Date | string; retired: boolean }, now: Date): boolean {
  return !offer.retired && new Date(offer.validUntil).getTime() > now.getTime();
}

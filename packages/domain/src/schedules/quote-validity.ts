import { formatDay } from '../format/dates.ts';
import { formatPortTime } from './port-time.ts';

/** Spec 000 §5: "Departure after quote validity end shows 'You are booking on a vessel with an expired quotation date'". */
export const EXPIRED_QUOTATION_WARNING = 'You are booking on a vessel with an expired quotation date';

/** A quote's validity period (spec 001 §3 "validityPeriod (from, to)"), as days yyyy-MM-dd, both ends included. */
export interface QuoteValidity {
  from: string;
  to: string;
}

/** Where a sailing's departure day lies against a quote's validity. */
export type ValidityStanding = 'inside' | 'before' | 'after';

interface Departing {
  origin: { departure: string; utcOffsetMinutes: number | null };
}

/**
 * The sailing's departure day on the port of loading's clock, against the validity: the quote counts days, and a
 * ship leaving Hamburg at 00:30 local time leaves on that day, whatever UTC says.
 */
export function validityStanding(route: Departing, validity: QuoteValidity): ValidityStanding {
  const day = formatPortTime(route.origin.departure, route.origin.utcOffsetMinutes ?? 0, 'yyyy-MM-dd');
  if (day < validity.from.slice(0, 10)) return 'before';
  if (day > validity.to.slice(0, 10)) return 'after';
  return 'inside';
}

/**
 * A picker's order with a quote (issue 20): the sailings inside the quote's validity first, then the others, each
 * part in the order it came in (the screen's sort). Without a validity the order stays.
 */
export function orderByQuoteValidity<R extends Departing>(
  routes: readonly R[],
  validity: QuoteValidity | null,
): R[] {
  if (!validity) return [...routes];
  const inside = routes.filter((r) => validityStanding(r, validity) === 'inside');
  return [...inside, ...routes.filter((r) => validityStanding(r, validity) !== 'inside')];
}

/** Why a sailing is outside the quote's validity, in a picker beside it; null inside. */
export function validityNote(standing: ValidityStanding, validity: QuoteValidity): string | null {
  if (standing === 'before')
    return `Departs before your quote's validity starts on ${formatDay(validity.from.slice(0, 10))}.`;
  if (standing === 'after')
    return `Departs after your quote's validity ends on ${formatDay(validity.to.slice(0, 10))}: ${EXPIRED_QUOTATION_WARNING}.`;
  return null;
}

/** The picker's lead line with a quote: which sailings its prices cover. */
export function validityIntro(validity: QuoteValidity, quoteId: string | number | null): string {
  const quote = quoteId === null ? 'Your quote' : `Your quote ${quoteId}`;
  const from = formatDay(validity.from.slice(0, 10));
  const to = formatDay(validity.to.slice(0, 10));
  return `${quote} is valid for sailings departing from ${from} to ${to}; these are listed first. A sailing outside that period says why.`;
}

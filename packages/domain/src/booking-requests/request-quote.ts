import { diceCoefficient } from 'dice-coefficient';
import type { TQuote } from '../quotes/api.ts';
import type { TQuoteDetail } from '../quotes/types.ts';
import { formatPortTime } from '../schedules/port-time.ts';
import { AGENCY_COMMISSION_TEXT, freightFromQuote, withCommissionLast, type FreightLine } from './freight.ts';
import type { TBookingRequestCargoLine } from './api.ts';
import { WORKBENCH_MESSAGES } from './workbench.ts';

/** Spec 000 §5 and §7: the 'Pick a quote' dialog lists at most 10 quotes. */
export const QUOTE_SUGGESTION_LIMIT = 10;
/** Spec 000 §5: carrier similarity above 0.7, commodity description above 0.5. */
export const CARRIER_SIMILARITY_THRESHOLD = 0.7;
export const COMMODITY_SIMILARITY_THRESHOLD = 0.5;

const normalizeName = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * How alike two names are, from 0 to 1: the Sørensen–Dice coefficient of their letter pairs (the measure the
 * spec's thresholds were set for), case and spacing ignored. An empty name is like nothing.
 */
export function nameSimilarity(a: string, b: string): number {
  const x = normalizeName(a);
  const y = normalizeName(b);
  if (x === '' || y === '') return 0;
  return x === y ? 1 : diceCoefficient(x, y);
}

/** Spec 000 §5: "Departure after quote validity end shows 'You are booking on a vessel with an expired quotation date'". */
export function expiredQuoteWarning(sailingDay: string | null, quoteValidTo: string | null): string | null {
  if (!sailingDay || !quoteValidTo) return null;
  return sailingDay.slice(0, 10) > quoteValidTo.slice(0, 10) ? WORKBENCH_MESSAGES.expiredQuote : null;
}

/** The sailing's day (yyyy-MM-dd) on the port of loading's clock, as the quote's validity counts days. */
export function sailingDayOf(departure: string | null, utcOffsetMinutes: number | null): string | null {
  if (!departure || Number.isNaN(Date.parse(departure))) return null;
  return formatPortTime(departure, utcOffsetMinutes ?? 0, 'yyyy-MM-dd');
}

export type SuggestionQuote = Pick<
  TQuote,
  'id' | 'dateIssued' | 'client' | 'carrier' | 'origin' | 'destination' | 'containers'
>;

export interface SuggestionRequest {
  client: { id: string };
  carrier: { id: string; name: string };
  origin: { id: string };
  destination: { id: string };
  containers: readonly { commodityType: { name: string } }[];
}

export interface QuoteSuggestion<Q extends SuggestionQuote> {
  quote: Q;
  carrierScore: number;
  commodityScore: number;
}

/**
 * 'Pick a quote' (spec 000 §5, §7): quotes of the request's client on the same lane (origin and destination),
 * whose carrier is like the request's (id or name, above 0.7) and one of whose commodities is like one of the
 * request's (above 0.5); newest first (dateIssued descending, as the spec orders them), at most 10.
 */
export function quoteSuggestions<Q extends SuggestionQuote>(
  request: SuggestionRequest,
  quotes: readonly Q[],
): QuoteSuggestion<Q>[] {
  const commodities = request.containers.map((c) => c.commodityType.name);
  return quotes
    .filter(
      (q) =>
        q.client.id === request.client.id &&
        q.origin.id === request.origin.id &&
        q.destination.id === request.destination.id,
    )
    .map((quote) => ({
      quote,
      carrierScore: Math.max(
        nameSimilarity(request.carrier.id, quote.carrier.id),
        nameSimilarity(request.carrier.name, quote.carrier.name),
      ),
      commodityScore: Math.max(
        0,
        ...commodities.flatMap((mine) =>
          quote.containers.map((c) => nameSimilarity(mine, c.commodityType.name)),
        ),
      ),
    }))
    .filter(
      (s) =>
        s.carrierScore > CARRIER_SIMILARITY_THRESHOLD && s.commodityScore > COMMODITY_SIMILARITY_THRESHOLD,
    )
    .sort((a, b) => b.quote.dateIssued.localeCompare(a.quote.dateIssued) || b.quote.id - a.quote.id)
    .slice(0, QUOTE_SUGGESTION_LIMIT);
}

/**
 * Freight after picking a quote: the External lines become the quote's, adjusted to the request's quantities
 * by the freight rules of spec 000 §5 (freightFromQuote); Internal 1 and 2 lines stay, and the Agency
 * Commission stays last.
 */
export function freightWithPickedQuote(
  existing: readonly FreightLine[],
  details: readonly TQuoteDetail[],
  containers: readonly Pick<TBookingRequestCargoLine, 'quantity' | 'containerType'>[],
): FreightLine[] {
  const cargo = containers.map((c) => ({
    containerTypeId: c.containerType.id,
    description: c.containerType.description,
    quantity: c.quantity,
  }));
  const commission = existing.find((l) => l.text === AGENCY_COMMISSION_TEXT) ?? null;
  const internal = existing.filter((l) => l.group !== 'EXTERNAL' && l.text !== AGENCY_COMMISSION_TEXT);
  return withCommissionLast([...freightFromQuote(details, cargo), ...internal], commission);
}

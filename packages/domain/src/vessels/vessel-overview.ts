import { addDays, format } from 'date-fns';
import { z } from 'zod';
import { BOOKING_CATEGORIES } from '../bookings/api.ts';
import { ZIsoDay, ZText } from '../validation.ts';

/**
 * The Vessel Overview (spec 002 §2 "Vessel Overview", §3 "Vessel-voyage item", §7 vesVoyCollection, §8, §9; issue
 * 22 parts 1 and 2): its query, the default date range, the day bounds of the range, and the item and booking
 * shapes both apps use.
 */

/** Spec 002 §9: the default range of the vessel and load lists runs this many days either side of today. */
export const VESSEL_DEFAULT_RANGE_DAYS = 5;

/** The widest range one overview asks for: a quarter keeps the answer to a screenful of cards per week. */
export const VESSEL_MAX_RANGE_DAYS = 92;

/** Spec 002 §9 "Booking lookup chunk size": the original read a voyage's bookings ten ERP references a call. */
export const BOOKING_LOOKUP_CHUNK = 10;

export const VESSEL_MESSAGES = {
  /** Spec 002 §2 and §8. */
  empty: 'No vessel with voyage item with this criteria.',
  rangeOrder: 'The end of the date range must not be before its start.',
  rangeWidth: `The date range may span at most ${VESSEL_MAX_RANGE_DAYS} days.`,
  carriers: 'Carriers are codes such as HSG, separated by commas.',
  notFound: 'This vessel with voyage item no longer exists.',
} as const;

const DAY_MS = 86_400_000;

/** The default range (spec 002 §9): today's calendar day minus and plus five days, as yyyy-MM-dd. */
export function defaultVesselRange(today: Date = new Date()): { from: string; to: string } {
  return {
    from: format(addDays(today, -VESSEL_DEFAULT_RANGE_DAYS), 'yyyy-MM-dd'),
    to: format(addDays(today, VESSEL_DEFAULT_RANGE_DAYS), 'yyyy-MM-dd'),
  };
}

/**
 * The instants a day range covers (spec 000 §9: a start day from 00:00:00, an end day through 23:59:59): the
 * start day's midnight up to, not including, the midnight after the end day. Days are UTC days, as the
 * bookings list reads its date ranges.
 */
export function vesselRangeBounds(range: { from: string; to: string }): { start: Date; end: Date } {
  const start = new Date(`${range.from}T00:00:00Z`);
  return { start, end: new Date(new Date(`${range.to}T00:00:00Z`).getTime() + DAY_MS) };
}

/** How many calendar days a range spans, both ends included. */
export function vesselRangeDays(range: { from: string; to: string }): number {
  const { start, end } = vesselRangeBounds(range);
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

/** `HSG,ZIM`: up to 50 carrier codes; absent or empty means the user's own carriers (all without a list). */
const ZCarrierList = ZText.trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,10}(,[A-Z0-9]{1,10}){0,49}$/, VESSEL_MESSAGES.carriers)
  .transform((v) => v.split(','))
  .optional();

/**
 * GET /api/vessel-voyages (the /vessel filters; the same names are the page's URL query, so a link reproduces
 * the view). `from` and `to` bound the ETS; without them the default range of today applies.
 */
export const ZVesselOverviewQuery = z
  .object({
    from: ZIsoDay.optional(),
    to: ZIsoDay.optional(),
    category: z.enum(BOOKING_CATEGORIES).optional(),
    carriers: z.preprocess((v) => (v === '' ? undefined : v), ZCarrierList),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: VESSEL_MESSAGES.rangeOrder, path: ['to'] })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      q.from > q.to ||
      vesselRangeDays({ from: q.from, to: q.to }) <= VESSEL_MAX_RANGE_DAYS,
    { message: VESSEL_MESSAGES.rangeWidth, path: ['to'] },
  );
export type TVesselOverviewQuery = z.infer<typeof ZVesselOverviewQuery>;

/** The query a screen's URL gives, completed: the default range for a missing end. */
export function vesselRangeOf(query: { from?: string; to?: string }, today: Date = new Date()) {
  const fallback = defaultVesselRange(today);
  return { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
}

const ZPortRef = z.object({ id: z.string(), name: z.string() });

/** A vessel-voyage item (spec 002 §3) with what the overview's card shows. */
export const ZVesselVoyage = z.object({
  id: z.string().uuid(),
  vessel: z.string(),
  voyage: z.string(),
  carrierId: z.string(),
  category: z.enum(BOOKING_CATEGORIES),
  ets: z.string(),
  eta: z.string().nullable(),
  pol: ZPortRef.nullable(),
  pod: ZPortRef.nullable(),
  erpCarrierId: z.string().nullable(),
  erpServiceId: z.string().nullable(),
  /** Our schedule's service when the voyage is in it. */
  serviceId: z.string().nullable(),
  bookingCount: z.number().int(),
  teu: z.number().int(),
});
export type TVesselVoyage = z.infer<typeof ZVesselVoyage>;

export const ZVesselOverviewAnswer = z.object({
  /** The range the answer covers (the default one when the query named none). */
  from: z.string(),
  to: z.string(),
  items: z.array(ZVesselVoyage),
});
export type TVesselOverviewAnswer = z.infer<typeof ZVesselOverviewAnswer>;

export const ZVesselVoyageParams = z.object({ id: z.string().uuid('Give a vessel with voyage item id.') });

/** A booking on a vessel-voyage item, as the card's dialog lists it. */
export const ZVesselVoyageBooking = z.object({
  id: z.string(),
  clientName: z.string(),
  customerReference: z.string().nullable(),
  statusText: z.string().nullable(),
  pol: ZPortRef.nullable(),
  pod: ZPortRef.nullable(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  teu: z.number().int(),
});
export type TVesselVoyageBooking = z.infer<typeof ZVesselVoyageBooking>;

export const ZVesselVoyageBookingsAnswer = z.object({
  item: ZVesselVoyage,
  bookings: z.array(ZVesselVoyageBooking),
});
export type TVesselVoyageBookingsAnswer = z.infer<typeof ZVesselVoyageBookingsAnswer>;

/**
 * The carriers the overview's filter offers (spec 002 §6): the user's own list, or every carrier for a user
 * without one.
 */
export function offeredVesselCarriers(own: readonly string[] | null, all: readonly string[]): string[] {
  return own && own.length > 0 ? all.filter((c) => own.includes(c)) : [...all];
}

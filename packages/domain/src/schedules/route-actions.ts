import type { VisitorType } from '../routes.ts';

const DAY_MS = 86_400_000;

/** Book Now is offered only when the departure is more than 4 days ahead (spec 000 §5 and §9, 001 §5). */
export const BOOK_NOW_MIN_DAYS_AHEAD = 4;

export function canBookNow(departure: string | Date, now: Date): boolean {
  const at = typeof departure === 'string' ? Date.parse(departure) : departure.getTime();
  return at - now.getTime() > BOOK_NOW_MIN_DAYS_AHEAD * DAY_MS;
}

/** What the schedule screen says in place of Book Now, and the reason a closer sailing is refused. */
export const ONLINE_BOOKING_CLOSED = `Online booking closes ${BOOK_NOW_MIN_DAYS_AHEAD} days before departure.`;

/**
 * Why a sailing may not be chosen for a booking request, or null when it may: the Book Now rule holds for every
 * way a request gets its sailing (the wizard, a quote's Book Now, the request's edit mode), on the server too.
 */
export function sailingChoiceRefusal(departure: string | Date, now: Date): string | null {
  return canBookNow(departure, now) ? null : `${ONLINE_BOOKING_CLOSED} Please choose a later sailing.`;
}

/** The sailings that may still be booked online, in their order. */
export function bookableSailings<R extends { origin: { departure: string } }>(
  routes: readonly R[],
  now: Date,
): R[] {
  return routes.filter((r) => canBookNow(r.origin.departure, now));
}

/**
 * Staff get a vessel-tracking control (spec 000 §2). The visitor type is the server's actorIsStaff, so a staff
 * member in customer view sees the customer's screen.
 */
export function canTrackVessels(visitor: VisitorType): boolean {
  return visitor === 'staff';
}

/** The tracking link: the configured template with `{imo}` replaced; null without an IMO or a template. */
export function vesselTrackingHref(template: string | null | undefined, imo: string | null): string | null {
  if (!template || !imo) return null;
  return template.replaceAll('{imo}', encodeURIComponent(imo));
}

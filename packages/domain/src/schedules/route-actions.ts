import type { VisitorType } from '../routes.ts';

const DAY_MS = 86_400_000;

/** Book Now is offered only when the departure is more than 4 days ahead (spec 000 §5 and §9, 001 §5). */
export const BOOK_NOW_MIN_DAYS_AHEAD = 4;

export function canBookNow(departure: string | Date, now: Date): boolean {
  const at = typeof departure === 'string' ? Date.parse(departure) : departure.getTime();
  return at - now.getTime() > BOOK_NOW_MIN_DAYS_AHEAD * DAY_MS;
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

import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Route validity (spec 002 §3 Route.validity): both ends, or none (null) before an admin sets it. */
export interface RouteValidity {
  startDate: string | Date;
  endDate: string | Date;
}

/** dd-MM-yyyy HH:mm, the format of the validity messages (002 §4, §9), on the business clock. */
export const VALIDITY_DATE_TIME_FORMAT = 'dd-MM-yyyy HH:mm';

export const ROUTE_ACTIVATION_MESSAGES = {
  validityMissing: 'You must provide validity before activating',
  notYetValid: (at: string) => `This route is not valid (becomes valid at ${at})`,
  expired: (at: string) => `This route is expired (expired at ${at})`,
  noActiveRoute: 'There is no active route. Would you like to activate current?',
  /** The spec asks "whether to activate the current route instead" without giving its words. */
  activeEndsEarlier: (at: string) =>
    `The active route ends earlier (${at}). Would you like to activate current instead?`,
  deleteRoute: 'Are you sure you want delete this route?',
  deleteVersion: 'Are you sure you want delete this version?',
  confirmTitle: 'Please confirm',
} as const;

function formatOnBusinessClock(value: string | Date, timeZone: string): string {
  return format(new TZDate(new Date(value).getTime(), timeZone), VALIDITY_DATE_TIME_FORMAT);
}

/**
 * Why a route cannot be activated now, or null when it can (002 §4 "Route activation"): it needs both validity dates,
 * a start in the past and an end in the future. The dates show on the business clock (config BUSINESS_TZ), so every
 * admin reads the same time whatever their own clock.
 */
export function activationBlock(
  validity: RouteValidity | null | undefined,
  now: Date,
  timeZone: string,
): string | null {
  if (!validity?.startDate || !validity.endDate) return ROUTE_ACTIVATION_MESSAGES.validityMissing;
  const start = new Date(validity.startDate);
  const end = new Date(validity.endDate);
  if (start.getTime() > now.getTime())
    return ROUTE_ACTIVATION_MESSAGES.notYetValid(formatOnBusinessClock(start, timeZone));
  if (end.getTime() <= now.getTime())
    return ROUTE_ACTIVATION_MESSAGES.expired(formatOnBusinessClock(end, timeZone));
  return null;
}

/**
 * What to ask after an admin saved a new validity (002 §4): the route is inactive now. With no other active route of
 * its type the question is whether to activate it; with an active one that ends earlier than the new validity,
 * whether to activate this one instead; with one that ends later or the same, nothing is asked. Null: no question.
 */
export function activationQuestion(
  saved: RouteValidity,
  activeRoute: { validity: RouteValidity | null } | null,
  timeZone: string,
): string | null {
  if (!activeRoute) return ROUTE_ACTIVATION_MESSAGES.noActiveRoute;
  const activeEnd = activeRoute.validity?.endDate;
  if (!activeEnd) return ROUTE_ACTIVATION_MESSAGES.noActiveRoute;
  if (new Date(activeEnd).getTime() < new Date(saved.endDate).getTime())
    return ROUTE_ACTIVATION_MESSAGES.activeEndsEarlier(formatOnBusinessClock(activeEnd, timeZone));
  return null;
}

/** An automatic route's name from its provider's version counter (002 §4): "Version-{n}". */
export function versionName(counter: number): string {
  return `Version-${counter}`;
}

import { z } from 'zod';
import type { RouteSort } from './types.ts';

/**
 * The answer of GET /api/routes as the web reads it (spec 000 §3 "Schedule route"): each port stop carries the
 * vessel and voyage it is reached or left on, times as ISO instants plus the port's UTC offset.
 */
export const ZRoutePortStop = z.object({
  port: z.object({ id: z.string(), name: z.string(), city: z.string(), countryCode: z.string() }),
  terminal: z.object({ id: z.string(), name: z.string() }).nullable(),
  vessel: z.object({ name: z.string(), imo: z.string().nullable(), code: z.string().nullable() }),
  voyageNumber: z.string(),
  carrierId: z.string(),
  arrival: z.string(),
  departure: z.string(),
  utcOffsetMinutes: z.number(),
});
export type TRoutePortStop = z.infer<typeof ZRoutePortStop>;

export const ZRouteDeadline = z.object({ code: z.string(), label: z.string(), time: z.string() });
export type TRouteDeadline = z.infer<typeof ZRouteDeadline>;

export const ZRouteCommission = z.object({
  percentExport: z.number().nullable(),
  percentImport: z.number().nullable(),
  amountE1: z.number().nullable(),
  currencyE1: z.string().nullable(),
  amountE2: z.number().nullable(),
  currencyE2: z.string().nullable(),
});

export const ZScheduleRoute = z.object({
  origin: ZRoutePortStop,
  destination: ZRoutePortStop,
  intermediate: z.array(ZRoutePortStop),
  deadlines: z.array(ZRouteDeadline),
  transitDays: z.number(),
  service: z.string(),
  routing: z.string(),
  spaceInfo: z.string().nullable(),
  spaceInfoColor: z.string().nullable(),
  /** Staff only; the server leaves it out for everyone else. */
  commission: ZRouteCommission.nullable().optional(),
});
export type TScheduleRoute = z.infer<typeof ZScheduleRoute>;

export const ZScheduleRoutesAnswer = z.object({
  routes: z.array(ZScheduleRoute),
  /** yyyy-MM-dd the window started at: the asked date, or three days later when `retried`. */
  searchedFrom: z.string(),
  retried: z.boolean(),
});
export type TScheduleRoutesAnswer = z.infer<typeof ZScheduleRoutesAnswer>;

/** The sort select of the schedule screen, in the spec's order and words (spec 000 §2). */
export const ROUTE_SORT_OPTIONS: ReadonlyArray<{ value: RouteSort; label: string }> = [
  { value: 'departure', label: 'Earliest departure date' },
  { value: 'arrival', label: 'Earliest arrival date' },
  { value: 'transit', label: 'Shortest transit time' },
];

/** The stops in travel order: origin, transshipment ports, destination. */
export function routeStops(route: TScheduleRoute): TRoutePortStop[] {
  return [route.origin, ...route.intermediate, route.destination];
}

/** Sorts answered routes like `sortRoutes` sorts found ones; ties fall back to departure, then fewer legs. */
export function sortScheduleRoutes(routes: readonly TScheduleRoute[], sort: RouteSort): TScheduleRoute[] {
  const departure = (r: TScheduleRoute) => Date.parse(r.origin.departure);
  const by: Record<RouteSort, (r: TScheduleRoute) => number> = {
    departure,
    arrival: (r) => Date.parse(r.destination.arrival),
    transit: (r) => r.transitDays,
  };
  return [...routes].sort(
    (a, b) =>
      by[sort](a) - by[sort](b) ||
      departure(a) - departure(b) ||
      a.intermediate.length - b.intermediate.length,
  );
}

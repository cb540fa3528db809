import { z } from 'zod';
import { ZDateTimeText } from '../validation.ts';

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

/**
 * A chosen sailing as a request sends it back (the online booking, a request's sailing change): the answer's shape
 * with its times checked like every date a request carries, so a stop in the year 9999 is a 400, not a database
 * error. The answer itself stays plain strings (the server wrote them).
 */
const ZRoutePortStopInput = ZRoutePortStop.extend({ arrival: ZDateTimeText, departure: ZDateTimeText });
export const ZScheduleRouteInput = ZScheduleRoute.extend({
  origin: ZRoutePortStopInput,
  destination: ZRoutePortStopInput,
  intermediate: z.array(ZRoutePortStopInput),
  deadlines: z.array(ZRouteDeadline.extend({ time: ZDateTimeText })),
});

export const ZScheduleRoutesAnswer = z.object({
  routes: z.array(ZScheduleRoute),
  /** yyyy-MM-dd the window started at: the asked date, or three days later when `retried`. */
  searchedFrom: z.string(),
  retried: z.boolean(),
});
export type TScheduleRoutesAnswer = z.infer<typeof ZScheduleRoutesAnswer>;

// How answered routes are listed and sorted lives in route-order.ts without zod, for the schedule screen.
export { ROUTE_SORT_OPTIONS, routeStops, sortScheduleRoutes } from './route-order.ts';

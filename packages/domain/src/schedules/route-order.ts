import type { TRoutePortStop, TScheduleRoute } from './route-answer.ts';
import type { RouteSort } from './types.ts';

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

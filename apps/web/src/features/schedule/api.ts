import { useQuery } from '@tanstack/react-query';
import type { TScheduleRoutesAnswer } from '@portal/domain';
export { useCarriers } from '../../lib/reference-data.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** What GET /api/routes is asked; the sort is applied in the browser, so it is not part of the request. */
export interface RoutesRequest {
  origin: string;
  destination: string;
  date: string;
  weeks: number;
  carrier: string | null;
}

function routesPath({ origin, destination, date, weeks, carrier }: RoutesRequest): string {
  const query = new URLSearchParams({ origin, destination, date, weeks: String(weeks) });
  if (carrier) query.set('carrier', carrier);
  return `/routes?${query.toString()}`;
}

/** Sailings for a complete search; nothing is asked while `request` is null. */
export function useScheduleRoutes(request: RoutesRequest | null) {
  return useQuery({
    // Route searches start with 'schedule': a live change of sailings refreshes the results on screen.
    queryKey: queryKeys.schedule.routes(request),
    queryFn: ({ signal }) => api.get<TScheduleRoutesAnswer>(routesPath(request!), signal),
    enabled: request !== null,
    staleTime: 2 * 60_000,
    // A failed search is reported once; retrying a 504 would only make the visitor wait twice as long.
    retry: false,
  });
}

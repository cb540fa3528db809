import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseScheduleSearch,
  scheduleSearchParams,
  withSearchDefaults,
  type RouteSort,
  type ScheduleSearch,
} from '@portal/domain';
import type { CompleteScheduleSearch } from '../../../components/schedule-search-bar/index.ts';
import type { RoutesRequest } from '../api.ts';

/**
 * The search lives in the page address (origin, destination, date, weeks, carrier, sort, isPicker), so a result
 * page can be shared and a reload searches again. With both ports given, a missing date or weeks takes the
 * defaults (two days ahead, four weeks).
 */
export function useScheduleSearch(today: Date) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const isPicker = params.get('isPicker') === 'true';

  const search: ScheduleSearch = useMemo(
    () => withSearchDefaults(parseScheduleSearch(new URLSearchParams(key)), today),
    [key, today],
  );
  const request: RoutesRequest | null =
    search.origin && search.destination
      ? {
          origin: search.origin,
          destination: search.destination,
          date: search.date!,
          weeks: search.weeks!,
          carrier: search.carrier,
        }
      : null;

  const write = (next: ScheduleSearch, replace: boolean) => {
    const query = scheduleSearchParams(next);
    if (isPicker) query.isPicker = 'true';
    setParams(query, { replace });
  };

  return {
    search,
    request,
    isPicker,
    /** A new search is a new history entry, so Back returns to the previous results. */
    submit: (values: CompleteScheduleSearch) => write({ ...search, ...values }, false),
    setCarrier: (carrier: string | null) => write({ ...search, carrier }, true),
    setSort: (sort: RouteSort) => write({ ...search, sort }, true),
  };
}

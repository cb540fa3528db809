import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import {
  filtersOf,
  isFiltered,
  myDayViewerOf,
  nextParams,
  queryOf,
  type MyDayFilters,
  type MyDayViewer,
} from '../my-day-params.ts';

/**
 * My Day's filters and page, kept in the page address so a link reproduces the view. Without a category in the
 * address the list opens on the category of the booking side panel's tab the user opened last (spec 000 §9).
 */
export function useMyDayState() {
  const { session } = useSession();
  const [params, setParams] = useSearchParams();
  const { allowedCarriers: carriers, userId, lockedCarrier, initialCategory } = myDayViewerOf(session);
  const viewer: MyDayViewer = useMemo(
    () => ({ userId, lockedCarrier, initialCategory }),
    [userId, lockedCarrier, initialCategory],
  );
  const filters = filtersOf(params, viewer);

  const update = (changes: Partial<MyDayFilters>) => {
    // From the address as it is now: the router renders a change in a transition, so two quick changes would
    // otherwise build on the same stale parameters.
    setParams(nextParams(new URLSearchParams(window.location.search), changes), { replace: true });
  };

  return {
    viewer,
    userId,
    allowedCarriers: carriers,
    filters,
    query: queryOf(filters),
    filtered: isFiltered(filters, viewer),
    update,
  };
}

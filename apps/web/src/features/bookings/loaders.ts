import type { QueryClient } from '@tanstack/react-query';
import type { TSessionInfo } from '@portal/domain';
import { bookingListQueryOptions } from './booking-list/api.ts';
import { filtersOf, queryOf } from './booking-list/list-params.ts';
import { bookingQueryOptions } from './booking-page/booking-query.ts';
import { viewerOf } from './hooks/use-viewer.ts';
import { isRequestTab, tabFromParam } from './request-tabs.ts';

// Route loaders (app/screens.tsx `prefetch`): the screen's first query, asked for while its code downloads, by the
// same options and address rules the screen reads, so the screen finds it under the same key.

/** /bookings: the page of the booking tab the address names (a request tab asks for its own lists). */
export function prefetchBookings(queryClient: QueryClient, session: TSessionInfo, search: URLSearchParams) {
  const viewer = viewerOf(session);
  const tab = tabFromParam(search.get('tab'), viewer.staff);
  if (isRequestTab(tab)) return Promise.resolve();
  const query = queryOf(tab, filtersOf(search, tab, viewer), viewer.staff);
  return queryClient.prefetchQuery(bookingListQueryOptions(query));
}

/** /bookings/:id: the booking. */
export function prefetchBooking(queryClient: QueryClient, id: string) {
  return queryClient.prefetchQuery(bookingQueryOptions(id));
}

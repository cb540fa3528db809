import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListAnswer, TBookingRow } from '@portal/domain';
import { api } from '../../../lib/api.ts';
import { queryKeys, type BookingListQuery } from '../../../lib/query-keys.ts';

export type { BookingListQuery };

/** GET /api/bookings with only the parameters the list sets (arrays as comma lists). */
export function bookingsPath(query: BookingListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `/bookings?${params.toString()}`;
}

/** One page of a booking tab. Live 'booking' events refresh it through its key (lib/live-updates.ts). */
export function useBookings(query: BookingListQuery) {
  return useQuery({
    ...bookingListQueryOptions(query),
    // Paging and filtering keep the current cards on screen (dimmed) until the next answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/bookings for one page: the list's query and its route loader (features/bookings/loaders.ts). */
export function bookingListQueryOptions(query: BookingListQuery) {
  return queryOptions({
    queryKey: queryKeys.bookings.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<TBookingRow>>(bookingsPath(query), signal),
  });
}

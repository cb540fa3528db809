import { queryOptions } from '@tanstack/react-query';
import type { TBooking } from '@portal/domain';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const bookingPath = (id: string) => `/bookings/${encodeURIComponent(id)}`;

/** GET /api/bookings/{id}: the booking page's query (useBooking) and its route loader (features/bookings/loaders.ts). */
export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.bookings.detail(id),
    queryFn: ({ signal }) => api.get<TBooking>(bookingPath(id), signal),
    // Another company's booking answers 404 like a missing one: asking again will not help.
    retry: false,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TVesselOverviewAnswer, TVesselVoyageBookingsAnswer } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { queryKeys, type VesselOverviewQuery } from '../../lib/query-keys.ts';

export type { VesselOverviewQuery };

function searchOf(query: VesselOverviewQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, String(value));
  return params.toString();
}

/** The vessel-voyage items of the filters (spec 002 §7 vesVoyCollection); the last answer stays while the next loads. */
export function useVesselVoyages(query: VesselOverviewQuery) {
  return useQuery({
    queryKey: queryKeys.vessels.overview(query),
    queryFn: ({ signal }) => api.get<TVesselOverviewAnswer>(`/vessel-voyages?${searchOf(query)}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** One item's bookings for its dialog (the spec's lookup by ERP reference in chunks of 10, as one call). */
export function useVesselVoyageBookings(id: string | null) {
  return useQuery({
    queryKey: queryKeys.vessels.bookings(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<TVesselVoyageBookingsAnswer>(`/vessel-voyages/${encodeURIComponent(id!)}/bookings`, signal),
    enabled: id !== null,
  });
}

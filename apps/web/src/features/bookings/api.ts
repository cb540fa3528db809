import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListAnswer, TBookingRequest, TBookingRequestRow } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { queryKeys, type RequestListQuery } from '../../lib/query-keys.ts';

export {
  useCarriers,
  useClients,
  useStaffUsers,
  type ClientOption,
  type UserOption,
} from '../../lib/reference-data.ts';

export type { RequestListQuery };

function listPath(query: RequestListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return `/booking-requests?${params.toString()}`;
}

export function useBookingRequests(query: RequestListQuery) {
  return useQuery({
    queryKey: queryKeys.bookingRequests.list(query),
    queryFn: ({ signal }) => api.get<ListAnswer<TBookingRequestRow>>(listPath(query), signal),
    // Paging and filtering keep the current rows on screen (dimmed) until the next answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** Badge counts of the Requests and On Hold tabs; staff only. */
export function useRequestCounts(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.bookingRequests.counts,
    queryFn: ({ signal }) =>
      api.get<{ requests: number; onHold: number }>('/booking-requests/counts', signal),
    enabled,
  });
}

export function useBookingRequest(id: string) {
  return useQuery({
    queryKey: queryKeys.bookingRequests.detail(id),
    queryFn: ({ signal }) => api.get<TBookingRequest>(`/booking-requests/${encodeURIComponent(id)}`, signal),
    // A missing request answers 404 (or 400 for an id of the wrong shape): asking again will not help.
    retry: false,
  });
}

export function requestFileHref(requestId: string, fileId: string): string {
  return `/api/booking-requests/${encodeURIComponent(requestId)}/files/${encodeURIComponent(fileId)}`;
}

/** Bulk 'Assign task to user': the server moves Requested to In Progress and publishes the change. */
export function useAssignRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[]; agentId: string | null }) =>
      api.post<{ updated: number }>('/booking-requests/assign', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookingRequests.all }),
  });
}

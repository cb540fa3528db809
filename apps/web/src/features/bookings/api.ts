import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ListAnswer,
  type TBookingRequest,
  type TBookingRequestRow,
  type TBookingRequestsQuery,
} from '@portal/domain';
import { api } from '../../lib/api.ts';

export {
  useCarriers,
  useClients,
  useStaffUsers,
  type ClientOption,
  type UserOption,
} from '../../lib/reference-data.ts';

/** What the list asks: the query of GET /api/booking-requests without the defaults the server fills in. */
export type RequestListQuery = Pick<TBookingRequestsQuery, 'tab' | 'page' | 'perPage'> &
  Partial<Pick<TBookingRequestsQuery, 'status' | 'assignee' | 'carrier' | 'clientId' | 'field' | 'q'>>;

/**
 * Query keys of this feature. Everything about requests starts with 'booking-request', the entity the server
 * publishes after each change, so lists, badges and the request page refetch live (lib/live-updates.ts).
 * Reference lists share the keys (and shapes) the other screens use, so they are fetched once.
 */
export const bookingKeys = {
  requests: ['booking-request'] as const,
  requestList: (query: RequestListQuery) => ['booking-request', 'list', query] as const,
  requestCounts: ['booking-request', 'counts'] as const,
  request: (id: string) => ['booking-request', 'detail', id] as const,
  carriers: ['reference', 'carriers'] as const,
  clients: ['clients'] as const,
  users: ['users'] as const,
};

function listPath(query: RequestListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return `/booking-requests?${params.toString()}`;
}

export function useBookingRequests(query: RequestListQuery) {
  return useQuery({
    queryKey: bookingKeys.requestList(query),
    queryFn: ({ signal }) => api.get<ListAnswer<TBookingRequestRow>>(listPath(query), signal),
    // Paging and filtering keep the current rows on screen (dimmed) until the next answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** Badge counts of the Requests and On Hold tabs; staff only. */
export function useRequestCounts(enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.requestCounts,
    queryFn: ({ signal }) =>
      api.get<{ requests: number; onHold: number }>('/booking-requests/counts', signal),
    enabled,
  });
}

export function useBookingRequest(id: string) {
  return useQuery({
    queryKey: bookingKeys.request(id),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.requests }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListAnswer,
  RequestAction,
  TBookingRequestDetail,
  TBookingRequestRow,
  TQuote,
  TQuoteSuggestionRow,
  TSpecialRemarkTemplate,
  TWatchersInput,
  ZBookingRequestPatch,
} from '@portal/domain';
import type { z } from 'zod';
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

const requestPath = (id: string) => `/booking-requests/${encodeURIComponent(id)}`;

export function useBookingRequest(id: string) {
  return useQuery({
    queryKey: queryKeys.bookingRequests.detail(id),
    queryFn: ({ signal }) => api.get<TBookingRequestDetail>(requestPath(id), signal),
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

/**
 * Every workbench write answers the request as it now is: the page shows it at once, and the lists refetch
 * (the live event does the same for everyone else's open pages).
 */
export function useRequestWrite<I>(id: string, write: (input: I) => Promise<TBookingRequestDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.bookingRequests.detail(id), detail);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.bookingRequests.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}

export type RequestPatchBody = z.input<typeof ZBookingRequestPatch>;

/** One save of the edit mode (PATCH, optimistic version: a stale one answers 409). */
export function useSaveRequest(id: string) {
  return useRequestWrite(id, (patch: RequestPatchBody) =>
    api.patch<TBookingRequestDetail>(requestPath(id), patch),
  );
}

/** Archive, restore, hold, unhold, read, unread: each names the version it was taken on. */
export function useRequestAction(id: string) {
  return useRequestWrite(id, ({ action, version }: { action: RequestAction; version: number }) =>
    api.post<TBookingRequestDetail>(`${requestPath(id)}/${action}`, { version }),
  );
}

/** The Watchers dialog: agent (null unassigns) and client. */
export function useSetWatchers(id: string) {
  return useRequestWrite(id, (input: TWatchersInput) =>
    api.put<TBookingRequestDetail>(`${requestPath(id)}/watchers`, input),
  );
}

/** 'Pick a quote': up to ten quotes of the request's client, lane, carrier and commodity. */
export function useQuoteSuggestions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.bookingRequests.quoteSuggestions(id),
    queryFn: ({ signal }) => api.get<TQuoteSuggestionRow[]>(`${requestPath(id)}/quote-suggestions`, signal),
    enabled,
  });
}

/** A quote with its cost lines, fetched when one is picked (shares the quote screen's key). */
export function useFetchQuote() {
  const queryClient = useQueryClient();
  return (quoteNumber: number) =>
    queryClient.fetchQuery({
      queryKey: queryKeys.quotes.detail(quoteNumber),
      queryFn: ({ signal }) => api.get<TQuote>(`/quotes/${quoteNumber}`, signal),
    });
}

/** Special remark templates of the Closings And Special Remarks section (staff, while editing). */
export function useSpecialRemarkTemplates(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.specialRemarkTemplates,
    queryFn: ({ signal }) => api.get<TSpecialRemarkTemplate[]>('/special-remark-templates', signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

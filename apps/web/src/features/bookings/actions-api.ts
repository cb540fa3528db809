import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TagCategory,
  TBookingRequestDetail,
  TBookNowAnswer,
  TTag,
  TTagInput,
  TTagSelection,
} from '@portal/domain';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useRequestWrite } from './api.ts';

/**
 * The workbench's dialogs and actions (tags, import, compare, Book Now) against the domain's HTTP contract
 * (workbench-api.ts, tags/). Writes that answer the request put it into the page's cache at once.
 */

const requestPath = (id: string) => `/booking-requests/${encodeURIComponent(id)}`;

/** POST multipart: one .html booking-confirmation e-mail (+ clientId) → ZRequestImported. */
export const REQUEST_IMPORT_URL = '/api/booking-requests/import';

/** Tags of one category (staff). Shared by the request page, the list's chips and its filter. */
export function useTags(category: TagCategory, enabled = true) {
  return useQuery({
    queryKey: queryKeys.tags.ofCategory(category),
    queryFn: ({ signal }) => api.get<TTag[]>(`/tags?category=${category}`, signal),
    staleTime: 60_000,
    enabled,
  });
}

function useTagWrite<I>(write: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tags.all }),
  });
}

export const useCreateTag = () => useTagWrite((input: TTagInput) => api.post<TTag>('/tags', input));
export const useUpdateTag = () =>
  useTagWrite(({ id, ...input }: TTagInput & { id: string }) =>
    api.patch<TTag>(`/tags/${encodeURIComponent(id)}`, input),
  );
export const useDeleteTag = () =>
  useTagWrite((id: string) => api.delete<void>(`/tags/${encodeURIComponent(id)}`));

/** The whole tag selection of a request (PUT .../tags). */
export function useSelectRequestTags(id: string) {
  return useRequestWrite(id, (selection: TTagSelection) =>
    api.put<TBookingRequestDetail>(`${requestPath(id)}/tags`, selection),
  );
}

/** Staff edit the agreement number inline in the compare dialog: one PATCH with the version. */
export function usePatchAgreementNo(id: string) {
  return useRequestWrite(id, (input: { version: number; agreementNo: string | null }) =>
    api.patch<TBookingRequestDetail>(requestPath(id), input),
  );
}

/** The request as first submitted (or as read from its imported e-mail), for the compare dialog. */
export function useInitialRequest(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.bookingRequests.initial(id),
    queryFn: ({ signal }) => api.get<TBookingRequestDetail>(`${requestPath(id)}/initial`, signal),
    enabled,
  });
}

/** Book Now (spec 000 §7 `POST {api}/bookingRequest`); the request's live event refreshes the page too. */
export function useBookNow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api.post<TBookNowAnswer>('/bookingRequest', { requestId: id, version }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookingRequests.all }),
  });
}

import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ListAnswer,
  TBookingRequestCreate,
  TQuote,
  TQuoteGroup,
  TQuoteGroupSummary,
  TUploadedFile,
} from '@portal/domain';
import { api, ApiRequestError } from '../../lib/api.ts';
import { queryKeys, type QuoteLane } from '../../lib/query-keys.ts';
import { uploadFile, type UploadHandle } from '../../lib/upload.ts';

export {
  useCarriers,
  useClients,
  useCommodityTypes,
  useContainerTypes,
  usePickupLocations,
  type ClientOption,
  type CommodityOption,
  type ContainerTypeOption,
  type PickupLocationOption,
} from '../../lib/reference-data.ts';
export type { QuoteLane };

/** One quote by number; null when there is none the visitor may see (404 'There is no quote with this ID'). */
export function fetchQuote(queryClient: QueryClient, id: number): Promise<TQuote | null> {
  return queryClient.fetchQuery({
    queryKey: queryKeys.quotes.detail(id),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<TQuote>(`/quotes/${id}`, signal);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** Quote suggestions are limited to 10 (spec 000 §5). */
export const QUOTE_SUGGESTIONS = 10;

function laneGroupsPath(lane: QuoteLane): string {
  const params = new URLSearchParams({
    origin: lane.origin,
    destination: lane.destination,
    carrier: lane.carrierId,
    perPage: String(QUOTE_SUGGESTIONS),
  });
  if (lane.clientId) params.set('clientId', lane.clientId);
  return `/quotes/groups?${params.toString()}`;
}

/**
 * 'Load quote': the newest quotes of this lane and carrier. The server answers the newest groups of the lane
 * holding a quote of the carrier; each group then gives that quote.
 */
export function useMatchingQuotes(lane: QuoteLane, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.quotes.ofLane(lane),
    queryFn: async ({ signal }) => {
      const groups = await api.get<ListAnswer<TQuoteGroupSummary>>(laneGroupsPath(lane), signal);
      const full = await Promise.all(
        groups.data.map((g) => api.get<TQuoteGroup>(`/quotes/groups/${g.id}`, signal)),
      );
      return full
        .flatMap((g) => g.quotes.filter((q) => q.carrier.id === lane.carrierId))
        .sort((a, b) => b.dateIssued.localeCompare(a.dateIssued) || b.id - a.id)
        .slice(0, QUOTE_SUGGESTIONS);
    },
    enabled,
    staleTime: 30_000,
  });
}

export function useCreateBookingRequest() {
  return useMutation({
    mutationFn: (body: TBookingRequestCreate) => api.post<{ id: string }>('/booking-requests', body),
  });
}

export function deleteUpload(id: string): Promise<void> {
  return api.delete<void>(`/uploads/${encodeURIComponent(id)}`);
}

/** POST /api/uploads: a document staged for the request, with progress and cancel. */
export function uploadDocument(
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle<TUploadedFile> {
  return uploadFile<TUploadedFile>('/api/uploads', file, onProgress);
}

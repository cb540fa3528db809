import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ListAnswer,
  TBookingRequestCreate,
  TQuote,
  TQuoteGroup,
  TQuoteGroupSummary,
} from '@portal/domain';
import { api, ApiRequestError } from '../../lib/api.ts';

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

/*
 * Reads and writes of the online booking. Item types come from the domain's request shapes (a stored cargo line
 * holds the same type and depot records the reference lists answer), plus the list-only fields.
 */
export interface UploadedFile {
  id: string;
  /** The stored name, with the timestamp suffix the server adds. */
  name: string;
  size: number;
  contentType: string;
}

/** Reference keys are shared with the other screens (same paths, same shapes); quotes start with 'quote'. */
export const bookingKeys = {
  carriers: ['reference', 'carriers'] as const,
  containerTypes: ['reference', 'container-types'] as const,
  commodityTypes: ['reference', 'commodity-types'] as const,
  pickupLocations: ['reference', 'pickup-locations'] as const,
  // 'clients' is refreshed by live 'client' changes (lib/live-updates.ts).
  clients: ['clients'] as const,
  quote: (id: number) => ['quote', id] as const,
  matchingQuotes: (lane: QuoteLane) => ['quote', 'matching', lane] as const,
};

/** One quote by number; null when there is none the visitor may see (404 'There is no quote with this ID'). */
export function fetchQuote(queryClient: QueryClient, id: number): Promise<TQuote | null> {
  return queryClient.fetchQuery({
    queryKey: bookingKeys.quote(id),
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

export interface QuoteLane {
  origin: string;
  destination: string;
  carrierId: string;
  /** Staff: the client booked for. */
  clientId: string | null;
}

/** Quote suggestions are limited to 10 (spec 000 §5). */
export const QUOTE_SUGGESTIONS = 10;
/** How many of the newest groups are searched for the lane: the list endpoint's largest page. */
const GROUPS_SEARCHED = 100;

/**
 * 'Load quote': the newest quotes of this lane and carrier. The groups list has no lane filter, so the newest
 * groups are read and filtered here; each matching group then gives its quote of the carrier.
 */
export function useMatchingQuotes(lane: QuoteLane, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.matchingQuotes(lane),
    queryFn: async ({ signal }) => {
      const client = lane.clientId ? `&clientId=${encodeURIComponent(lane.clientId)}` : '';
      const groups = await api.get<ListAnswer<TQuoteGroupSummary>>(
        `/quotes/groups?perPage=${GROUPS_SEARCHED}${client}`,
        signal,
      );
      const matching = groups.data
        .filter(
          (g) =>
            g.origin.id === lane.origin &&
            g.destination.id === lane.destination &&
            g.carriers.includes(lane.carrierId),
        )
        .slice(0, QUOTE_SUGGESTIONS);
      const full = await Promise.all(
        matching.map((g) => api.get<TQuoteGroup>(`/quotes/groups/${g.id}`, signal)),
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

export interface UploadHandle {
  done: Promise<UploadedFile>;
  abort: () => void;
}

/**
 * POST /api/uploads through XMLHttpRequest, because fetch reports no upload progress. Fails with the server's
 * `{ code, message }` as an ApiRequestError; an abort rejects with an AbortError.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadedFile>((resolve, reject) => {
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { code?: string; message?: string } & Partial<UploadedFile> = {};
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as typeof body) : {};
      } catch {
        // A proxy's HTML error page: fall back to the status text below.
      }
      if (xhr.status === 201) return resolve(body as UploadedFile);
      reject(
        new ApiRequestError(
          xhr.status,
          (body.code as ApiRequestError['code']) ?? 'INTERNAL',
          body.message ?? (xhr.statusText || `HTTP ${xhr.status}`),
        ),
      );
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'NETWORK', 'The connection was lost'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

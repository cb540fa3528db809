import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  etsDateOf,
  type TAllocationImportResult,
  type TAllocationInput,
  type TAllocationItem,
  type TAllocationSaved,
  type TBookingSpace,
  type TFullyBookedInput,
} from '@portal/domain';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadFile } from '../../../lib/upload.ts';

/** What a request row or page knows of its sailing: enough to name the voyage (the server finds the service). */
export interface SailingOf {
  carrierId: string;
  polId: string;
  vessel: string;
  voyage: string;
  etd: string | null;
}

export function scheduleQueryOf(s: SailingOf): Record<string, string> {
  return {
    carrierId: s.carrierId,
    POL: s.polId,
    etsDate: etsDateOf(s.etd ?? new Date()),
    vessel: s.vessel,
    voyage: s.voyage,
  };
}

export function fetchAllocationSchedule(query: Record<string, string>, signal?: AbortSignal) {
  return api.get<TBookingSpace[]>(`/vesselAllocationSchedule?${new URLSearchParams(query)}`, signal);
}

/** GET /api/vesselAllocationSchedule for the sailing; live through 'vessel-allocation', 'booking', 'booking-request'. */
export function useAllocationSchedule(sailing: SailingOf) {
  const query = scheduleQueryOf(sailing);
  return useQuery({
    queryKey: queryKeys.vesselAllocation.schedule(query),
    queryFn: ({ signal }) => fetchAllocationSchedule(query, signal),
    retry: false,
  });
}

export function useAllocationItems(voyageId: string | undefined, pol: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.vesselAllocation.items(voyageId ?? '', pol),
    queryFn: ({ signal }) =>
      api.get<TAllocationItem[]>(
        `/vessel-allocations/${encodeURIComponent(voyageId!)}/items?POL=${encodeURIComponent(pol)}`,
        signal,
      ),
    enabled: enabled && !!voyageId,
  });
}

export function useSaveAllocation(voyageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAllocationInput) =>
      api.put<TAllocationSaved>(`/vessel-allocations/${encodeURIComponent(voyageId)}`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vesselAllocation.all }),
  });
}

export function useSetFullyBooked(voyageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFullyBookedInput) =>
      api.put(`/voyages/${encodeURIComponent(voyageId)}/fully-booked`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vesselAllocation.all }),
  });
}

export function useImportAllocations(pol: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<TAllocationImportResult>(
        `/api/vessel-allocations/import?POL=${encodeURIComponent(pol)}`,
        file,
        () => undefined,
      ).done,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vesselAllocation.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCarrierSideCharges, TSideChargesInput } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** GET /api/side-charges: the carriers that are not disabled with their charges; live through 'side-charges'. */
export function useSideCharges() {
  return useQuery({
    queryKey: queryKeys.sideCharges,
    queryFn: ({ signal }) => api.get<TCarrierSideCharges[]>('/side-charges', signal),
  });
}

/** PUT /api/carriers/:id/side-charges; the saved carrier replaces its entry in the list at once. */
export function useSaveSideCharges(carrierId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSideChargesInput) =>
      api.put<TCarrierSideCharges>(`/carriers/${encodeURIComponent(carrierId)}/side-charges`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData<TCarrierSideCharges[]>(queryKeys.sideCharges, (list) =>
        list?.map((c) => (c.id === saved.id ? saved : c)),
      );
    },
  });
}

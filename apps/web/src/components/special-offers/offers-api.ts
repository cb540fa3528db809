import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSpecialOffer, TSpecialOfferInput } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const liveOffersQuery = queryOptions({
  queryKey: queryKeys.specialOffers.live,
  queryFn: ({ signal }) => api.get<TSpecialOffer[]>('/special-offers', signal),
  staleTime: 60_000,
});

export function useLiveOffers() {
  return useQuery(liveOffersQuery);
}

export function useAllOffers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.specialOffers.managed,
    queryFn: ({ signal }) => api.get<TSpecialOffer[]>('/special-offers/manage', signal),
    enabled,
  });
}

/** Create (no id) or change an offer, or retire/reinstate it. */
export function useOfferMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.specialOffers.all });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id: string | null; input: TSpecialOfferInput }) =>
        id
          ? api.put<TSpecialOffer>(`/special-offers/${id}`, input)
          : api.post<TSpecialOffer>('/special-offers', input),
      onSuccess,
    }),
    setRetired: useMutation({
      mutationFn: ({ id, retired }: { id: string; retired: boolean }) =>
        api.post<TSpecialOffer>(`/special-offers/${id}/${retired ? 'retire' : 'reinstate'}`),
      onSuccess,
    }),
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProfileUpdate, TSessionUser, TUserSummary } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useProfile() {
  return useQuery({
    queryKey: queryKeys.profile.own,
    queryFn: ({ signal }) => api.get<TSessionUser>('/profile', signal),
  });
}

/** The admins (active staff) notifications may be redirected to. */
export function useRedirectCandidates() {
  return useQuery({
    queryKey: queryKeys.profile.redirectCandidates,
    queryFn: ({ signal }) => api.get<TUserSummary[]>('/profile/redirect-candidates', signal),
    staleTime: 5 * 60_000,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileUpdate) => api.patch<TSessionUser>('/profile', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile.own, profile);
      // The session carries the same user (e.g. the redirection flag shown in the frame).
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}

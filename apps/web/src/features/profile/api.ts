import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProfileUpdate, TSessionUser, TUserSummary } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { sessionQueryKey } from '../../lib/session.ts';

/** Query keys of this feature: all start with 'profile', so a live 'user' change refreshes them. */
export const profileKeys = {
  profile: ['profile'] as const,
  redirectCandidates: ['profile', 'redirect-candidates'] as const,
};

export function useProfile() {
  return useQuery({
    queryKey: profileKeys.profile,
    queryFn: ({ signal }) => api.get<TSessionUser>('/profile', signal),
  });
}

/** The admins (active staff) notifications may be redirected to. */
export function useRedirectCandidates() {
  return useQuery({
    queryKey: profileKeys.redirectCandidates,
    queryFn: ({ signal }) => api.get<TUserSummary[]>('/profile/redirect-candidates', signal),
    staleTime: 5 * 60_000,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProfileUpdate) => api.patch<TSessionUser>('/profile', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
      // The session carries the same user (e.g. the redirection flag shown in the frame).
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

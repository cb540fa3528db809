import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuideChoice, TSessionInfo } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** PUT /api/profile/guide: 'Don't show again' for the signed-in person; the session then carries it. */
export function useGuideChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: TGuideChoice) => api.put<void>('/profile/guide', choice),
    onSuccess: (_answer, choice) => {
      queryClient.setQueryData<TSessionInfo>(queryKeys.session, (session) =>
        session?.user ? { ...session, user: { ...session.user, ...choice } } : session,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.own });
    },
  });
}

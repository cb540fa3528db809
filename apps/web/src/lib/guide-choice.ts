import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuideChoice, TSessionInfo } from '@portal/domain';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';

/**
 * PUT /api/profile/guide: whether the signed-in person is offered the guided tour ('Don't show again' on the prompt,
 * the switch on My Profile); the session then carries it.
 */
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

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_MESSAGES } from '@portal/domain';
import { useNotify } from '../../../lib/notify.ts';
import { ANONYMOUS_SESSION, sessionQueryKey } from '../../../lib/session.ts';
import { signOutRequest } from '../api.ts';

/** Lets queued cache notifications reach React before the next step (they are batched on a timer). */
const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Signs out: DELETE /api/session, then (whatever the answer) the app forgets the user: the session becomes
 * anonymous, every other cached query is dropped and the visitor lands on the home page.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();

  return useCallback(async () => {
    try {
      await signOutRequest();
      notify.success(LOGIN_MESSAGES.signedOut);
    } catch {
      notify.error(LOGIN_MESSAGES.signOutFailed);
    }
    const isOther = (key: readonly unknown[]) => key[0] !== sessionQueryKey[0];
    await queryClient.cancelQueries({ predicate: (query) => isOther(query.queryKey) });
    queryClient.setQueryData(sessionQueryKey, ANONYMOUS_SESSION);
    // Render as anonymous first, so '/' is not taken for a staff member's home (which redirects to My Day).
    await nextTick();
    await navigate('/');
    queryClient.removeQueries({ predicate: (query) => isOther(query.queryKey) });
  }, [queryClient, navigate, notify]);
}

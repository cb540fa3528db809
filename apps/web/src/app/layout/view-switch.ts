import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSessionInfo } from '@portal/domain';
import { api, ApiRequestError } from '../../lib/api.ts';
import { useNotify } from '../../lib/notify.ts';
import { sessionQueryKey } from '../../lib/session.ts';

/** Customer view (staff) and acting as (superadmin): the server keeps them on the session. */
export function useViewSwitch() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const onSuccess = (session: TSessionInfo) => {
    queryClient.setQueryData(sessionQueryKey, session);
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
  };
  const onError = (error: Error) =>
    notify.error(`${error instanceof ApiRequestError ? error.message : 'Something went wrong'}!`);
  const customerView = useMutation({
    mutationFn: (clientId: string | null) => api.post<TSessionInfo>('/session/customer-view', { clientId }),
    onSuccess,
    onError,
  });
  const actingAs = useMutation({
    mutationFn: (userId: string | null) => api.post<TSessionInfo>('/session/acting-as', { userId }),
    onSuccess,
    onError,
  });
  return { customerView, actingAs };
}

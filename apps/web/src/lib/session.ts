import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSessionInfo } from '@portal/domain';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';

export const sessionQueryKey = queryKeys.session;

export const ANONYMOUS_SESSION: TSessionInfo = {
  visitor: 'anonymous',
  user: null,
  mode: 'self',
  realUser: null,
  customerViewClient: null,
};

/** GET /api/session; main.tsx fetches it before the first render, the HTML has already asked for it. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => api.get<TSessionInfo>('/session', signal),
  staleTime: 60_000,
});

/** The signed-in visitor (or anonymous). Everything that shows or hides by role reads this. */
export function useSession(): { session: TSessionInfo; isLoading: boolean } {
  const query = useQuery(sessionQuery);
  return { session: query.data ?? ANONYMOUS_SESSION, isLoading: query.isLoading };
}

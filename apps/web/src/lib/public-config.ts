import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@portal/domain';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';

export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: ({ signal }) => api.get<TPublicConfig>('/config', signal),
  staleTime: Infinity,
});

/** Company details for the frame (footer, links), from GET /api/config. */
export function usePublicConfig(): TPublicConfig | undefined {
  return useQuery(publicConfigQuery).data;
}

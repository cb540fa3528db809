import { useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@portal/domain';
import { api } from './api.ts';
import { queryKeys } from './query-keys.ts';

/** Company details for the frame (footer, links), from GET /api/config. */
export function usePublicConfig(): TPublicConfig | undefined {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => api.get<TPublicConfig>('/config', signal),
    staleTime: Infinity,
  }).data;
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntity, TAuditPage } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** GET /api/audit, paged back by the time of the last entry read; live through the entity's changes. */
export function useAuditEntries(entity: AuditEntity, entityId: string | undefined, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.audit(entity, entityId),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ entity });
      if (entityId) params.set('entityId', entityId);
      if (pageParam) params.set('before', pageParam);
      return api.get<TAuditPage>(`/audit?${params}`, signal);
    },
    getNextPageParam: (last) => (last.hasMore ? last.entries.at(-1)?.at : undefined),
  });
}

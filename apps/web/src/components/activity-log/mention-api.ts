import { useQuery } from '@tanstack/react-query';
import type { CollabRecordKind, TMentionOption } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { collabPath } from '../../lib/collab-api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * Who a comment on the record may mention (GET .../activity/mentions): the server's list, already limited to the
 * people who may open the record and sorted, so the @-list shows it as it is.
 */
export function useMentionOptions(kind: CollabRecordKind, id: string) {
  return useQuery({
    queryKey: queryKeys.collab.mentions(kind, id),
    queryFn: ({ signal }) => api.get<TMentionOption[]>(collabPath(kind, id, 'activity', 'mentions'), signal),
    staleTime: 60_000,
  });
}

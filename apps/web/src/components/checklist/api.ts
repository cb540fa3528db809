import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CollabRecordKind, TChecklist, TChecklistItem } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { collabPath } from '../../lib/collab-api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * The checklist of a request or booking with its documents (GET .../checklist). A customer's 'show more' asks for
 * all its documents (`showAll`); staff always get all. Live: a change of the record refetches it.
 */
export function useChecklist(kind: CollabRecordKind, id: string, showAll = false) {
  return useQuery({
    queryKey: queryKeys.collab.checklistView(kind, id, showAll),
    queryFn: ({ signal }) =>
      api.get<TChecklist>(`${collabPath(kind, id, 'checklist')}?showAll=${String(showAll)}`, signal),
  });
}

/** After a checklist or document write: the checklist and the log (it records the change). */
export function useRefreshCollab(kind: CollabRecordKind, id: string) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.collab.checklist(kind, id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.collab.activity(kind, id) });
  }, [queryClient, kind, id]);
}

/** Check or uncheck an item (staff), a stage of it (staff, in order), or mark its customer action. */
export function useChecklistWrites(kind: CollabRecordKind, id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCollab(kind, id);
  // A tick shows at once; the refetch after the answer (or a refusal) shows the record as it is.
  const showAtOnce = async (itemId: string, change: (item: TChecklistItem) => TChecklistItem) => {
    const queryKey = queryKeys.collab.checklist(kind, id);
    await queryClient.cancelQueries({ queryKey });
    queryClient.setQueriesData<TChecklist>({ queryKey }, (data) =>
      data ? { ...data, items: data.items.map((i) => (i.id === itemId ? change(i) : i)) } : data,
    );
  };
  const item = useMutation({
    mutationFn: ({ itemId, checked }: { itemId: string; checked: boolean }) =>
      api.put<TChecklistItem>(collabPath(kind, id, 'checklist', itemId), { checked }),
    onMutate: ({ itemId, checked }) => showAtOnce(itemId, (i) => ({ ...i, checked })),
    onSettled: refresh,
  });
  const stage = useMutation({
    mutationFn: ({ itemId, stageId, checked }: { itemId: string; stageId: string; checked: boolean }) =>
      api.put<TChecklistItem>(collabPath(kind, id, 'checklist', itemId, 'stages', stageId), { checked }),
    onMutate: ({ itemId, stageId, checked }) =>
      showAtOnce(itemId, (i) => ({
        ...i,
        stages: i.stages.map((s) => (s.id === stageId ? { ...s, checked } : s)),
      })),
    onSettled: refresh,
  });
  const customerAction = useMutation({
    mutationFn: ({ itemId, completed }: { itemId: string; completed: boolean }) =>
      api.put<TChecklistItem>(collabPath(kind, id, 'checklist', itemId, 'customer-action'), { completed }),
    onSettled: refresh,
  });
  return { item, stage, customerAction };
}

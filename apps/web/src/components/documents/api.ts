import { useMutation } from '@tanstack/react-query';
import type { CollabRecordKind, TCollabDocument, TDocumentReviewInput } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { collabPath } from '../../lib/collab-api.ts';
import { useRefreshCollab } from '../checklist/api.ts';

/** Review, flags and removal of a record's documents; each refreshes the checklist and the log. */
export function useDocumentWrites(kind: CollabRecordKind, id: string) {
  const refresh = useRefreshCollab(kind, id);
  const review = useMutation({
    mutationFn: ({ documentId, input }: { documentId: string; input: TDocumentReviewInput }) =>
      api.put<TCollabDocument>(collabPath(kind, id, 'documents', documentId, 'status'), input),
    onSettled: refresh,
  });
  const flags = useMutation({
    mutationFn: ({
      documentId,
      input,
    }: {
      documentId: string;
      input: { final?: boolean; isSelectedForComparison?: boolean };
    }) => api.patch<TCollabDocument>(collabPath(kind, id, 'documents', documentId), input),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (documentId: string) => api.delete<void>(collabPath(kind, id, 'documents', documentId)),
    onSettled: refresh,
  });
  return { review, flags, remove };
}

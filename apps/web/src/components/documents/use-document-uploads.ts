import type { CollabRecordKind, TCollabDocument } from '@portal/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { collabPath } from '../../lib/collab-api.ts';
import { useNotify } from '../../lib/notify.ts';
import { uploadFailureNotice, uploadFile } from '../../lib/upload.ts';
import { useRefreshCollab } from '../checklist/api.ts';

/** Where a file goes: a checklist item (or none: the internal documents card) and staff's internal list or not. */
export interface UploadTarget {
  checklistItemId: string | null;
  isInternal: boolean;
}

/** A file on its way; `zone` names the drop zone that shows it. */
export interface PendingUpload {
  key: string;
  zone: string;
  fileName: string;
  /** 0 to 1. */
  progress: number;
}

/** The drop zone a target belongs to, so a drop on a checklist row shows its progress in that item. */
export const zoneOf = (target: UploadTarget) =>
  `${target.checklistItemId ?? 'loose'}:${target.isInternal ? 'internal' : 'shared'}`;

let sequence = 0;

/**
 * The uploads of one record: POST .../documents, one file per request, with progress and cancel (lib/upload.ts).
 * Failures show the spec's 'Failed to upload file - {message}!', or 'Failed to upload file!' without a reason; leaving the page cancels what is on its way.
 */
export function useDocumentUploads(kind: CollabRecordKind, id: string) {
  const notify = useNotify();
  const refresh = useRefreshCollab(kind, id);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const aborts = useRef(new Map<string, () => void>());

  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  const upload = useCallback(
    (files: readonly File[], target: UploadTarget) => {
      const fields: Record<string, string> = { isInternal: String(target.isInternal) };
      if (target.checklistItemId) fields.checklistItemId = target.checklistItemId;
      for (const file of files) {
        sequence += 1;
        const key = `doc-upload-${sequence}`;
        const handle = uploadFile<TCollabDocument>(
          `/api${collabPath(kind, id, 'documents')}`,
          file,
          (progress) => setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))),
          fields,
        );
        aborts.current.set(key, handle.abort);
        setPending((list) => [...list, { key, zone: zoneOf(target), fileName: file.name, progress: 0 }]);
        handle.done
          .then(() => refresh())
          .catch((error: Error) => {
            if (error.name === 'AbortError') return;
            const failure = uploadFailureNotice(error);
            notify.error(failure.message, failure.ms);
          })
          .finally(() => {
            aborts.current.delete(key);
            setPending((list) => list.filter((p) => p.key !== key));
          });
      }
    },
    [kind, id, notify, refresh],
  );

  const cancel = useCallback((key: string) => aborts.current.get(key)?.(), []);
  return { pending, upload, cancel };
}

export type DocumentUploads = ReturnType<typeof useDocumentUploads>;

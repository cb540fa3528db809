import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_FILES_PER_ZONE, type TUploadedFile } from '@portal/domain';
import { ApiRequestError } from '../../../lib/api.ts';
import { useNotify } from '../../../lib/notify.ts';
import { uploadFailureNotice } from '../../../lib/upload.ts';
import { deleteUpload, uploadDocument } from '../api.ts';
import type { Zone } from '../wizard/draft.ts';

/** A file on its way to the server. */
export interface PendingUpload {
  key: string;
  zone: Zone;
  fileName: string;
  size: number;
  /** 0 to 1. */
  progress: number;
}

/** Spec 000 §8, upload and remove failures. */
export const removeFailed = (message: string) => `Failed to remove item - ${message}!`;
export const zoneFullMessage = `Up to ${MAX_FILES_PER_ZONE} files per drop zone.`;

interface Options {
  files: Record<Zone, TUploadedFile[]>;
  onUploaded: (zone: Zone, file: TUploadedFile) => void;
  onRemoved: (zone: Zone, id: string) => void;
}

let uploadSeq = 0;

/**
 * Step 3's uploads (001 §5): each dropped file goes to POST /api/uploads at once with a progress bar; cancel
 * aborts it, or removes an uploaded one with DELETE /api/uploads/:id. Lives with the page, so uploads keep
 * going while the user moves between steps.
 */
export function useUploads({ files, onUploaded, onRemoved }: Options) {
  const notify = useNotify();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const aborts = useRef(new Map<string, () => void>());

  // Leaving the page cancels what is still on its way.
  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  const add = useCallback(
    (zone: Zone, dropped: readonly File[]) => {
      const room = MAX_FILES_PER_ZONE - files[zone].length - pending.filter((p) => p.zone === zone).length;
      if (dropped.length > room) notify.error(zoneFullMessage);
      for (const file of dropped.slice(0, Math.max(0, room))) {
        uploadSeq += 1;
        const key = `upload-${uploadSeq}`;
        const setProgress = (progress: number) =>
          setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p)));
        const handle = uploadDocument(file, setProgress);
        aborts.current.set(key, handle.abort);
        setPending((list) => [...list, { key, zone, fileName: file.name, size: file.size, progress: 0 }]);
        handle.done
          .then((stored) => onUploaded(zone, stored))
          .catch((error: Error) => {
            if (error.name === 'AbortError') return;
            // The upload failure is also logged (spec 001 §8) for whoever looks at the console.
            console.error('Upload failed', error);
            const failure = uploadFailureNotice(error);
            notify.error(failure.message, failure.ms);
          })
          .finally(() => {
            aborts.current.delete(key);
            setPending((list) => list.filter((p) => p.key !== key));
          });
      }
    },
    [files, pending, notify, onUploaded],
  );

  const cancel = useCallback((key: string) => aborts.current.get(key)?.(), []);

  const [removing, setRemoving] = useState<string[]>([]);
  const remove = useCallback(
    async (zone: Zone, id: string) => {
      setRemoving((list) => [...list, id]);
      try {
        await deleteUpload(id);
        onRemoved(zone, id);
      } catch (error) {
        // Already gone (swept after a day): nothing left to remove.
        if (error instanceof ApiRequestError && error.status === 404) onRemoved(zone, id);
        else notify.error(removeFailed((error as Error).message));
      } finally {
        setRemoving((list) => list.filter((r) => r !== id));
      }
    },
    [notify, onRemoved],
  );

  return { pending, removing, add, cancel, remove, busy: pending.length > 0 };
}

export type Uploads = ReturnType<typeof useUploads>;

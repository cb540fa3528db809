import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import {
  ACTIVITY_TEXT,
  DEFAULT_EDIT_WINDOW_MS,
  toggleConfirmation,
  type CollabRecordKind,
  type TChecklistItem,
  type TCollabDocument,
} from '@portal/domain';
import { useState } from 'react';
import { ChecklistProgress } from './checklist-progress.tsx';
import { usePublicConfig } from '../../lib/public-config.ts';
import { useNotify } from '../../lib/notify.ts';
import { useDocumentWrites } from '../documents/api.ts';
import { DocumentDropZone } from '../documents/document-drop-zone.tsx';
import { DocumentList } from '../documents/document-list.tsx';
import type { DocumentScope } from '../documents/document-scope.ts';
import { useDocumentUploads, zoneOf } from '../documents/use-document-uploads.ts';
import { useChecklist, useChecklistWrites } from './api.ts';
import { ChecklistItemRow } from './checklist-item-row.tsx';
import { useNow } from './use-now.ts';

export interface ChecklistPanelProps {
  kind: CollabRecordKind;
  id: string;
  viewerIsStaff: boolean;
  /** Opens a document in the PDF viewer (components/pdf-viewer); without it rows offer download only. */
  onViewDocument?: (doc: TCollabDocument) => void;
}

/**
 * The checklist side panel of a request or booking (spec 000 §2, §4 "Checklist", "Documents"): items with their
 * stages, customer actions and documents, drop zones on every item, and staff's internal documents.
 */
export function ChecklistPanel({ kind, id, viewerIsStaff, onViewDocument }: ChecklistPanelProps) {
  const notify = useNotify();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [showAllFor, setShowAllFor] = useState<ReadonlySet<string>>(new Set());
  const [uncheck, setUncheck] = useState<TChecklistItem | null>(null);
  // A customer's 'show more' asks the server for every document; staff get them all anyway.
  const showAll = !viewerIsStaff && showAllFor.size > 0;
  const checklist = useChecklist(kind, id, showAll);
  const writes = useChecklistWrites(kind, id);
  const documentWrites = useDocumentWrites(kind, id);
  const uploads = useDocumentUploads(kind, id);
  const now = useNow();
  const config = usePublicConfig();

  const failed = (error: Error) => notify.error(`${error.message}!`);
  const busy = writes.item.isPending || writes.stage.isPending || writes.customerAction.isPending;
  const setItem = (item: TChecklistItem, checked: boolean) =>
    writes.item.mutate({ itemId: item.id, checked }, { onError: failed });

  if (checklist.isPending) {
    return (
      <Stack spacing={1.5} sx={{ p: 2 }} aria-busy="true" aria-label="Loading the checklist">
        <Skeleton variant="rounded" height={8} />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} variant="rounded" height={36} />
        ))}
      </Stack>
    );
  }
  if (checklist.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void checklist.refetch()}>
            Retry
          </Button>
        }
      >
        The checklist could not be loaded: {checklist.error.message}
      </Alert>
    );
  }

  const data = checklist.data;
  const scope: Omit<DocumentScope, 'item'> = {
    kind,
    recordId: id,
    viewerIsStaff,
    now,
    windowMs: config?.editWindowMs ?? DEFAULT_EDIT_WINDOW_MS,
    writes: documentWrites,
    onView: onViewDocument,
  };
  const internalDocs = data.looseDocuments.filter((d) => d.isInternal);
  const sharedDocs = data.looseDocuments.filter((d) => !d.isInternal);
  const internalTarget = { checklistItemId: null, isInternal: true };
  const toggleSet = (set: ReadonlySet<string>, key: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(key);
    else next.delete(key);
    return next;
  };

  return (
    <Box>
      <Stack spacing={1} sx={{ px: { xs: 2, sm: 2.5 }, pt: 2, pb: 1.5 }}>
        <ChecklistProgress checked={data.progress.checked} total={data.progress.total} />
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <InfoOutlinedIcon sx={{ fontSize: 16 }} />
          <Typography variant="caption">{ACTIVITY_TEXT.checklistHint}</Typography>
        </Stack>
      </Stack>
      {data.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2.5, pb: 2 }}>
          This checklist has no items.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Checklist items"
          sx={{ m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
        >
          {data.items.map((item) => (
            <ChecklistItemRow
              key={item.id}
              item={item}
              scope={scope}
              open={expanded.has(item.id)}
              onOpenChange={(open) => setExpanded((set) => toggleSet(set, item.id, open))}
              uploads={uploads}
              busy={busy}
              onToggleItem={(it) => (toggleConfirmation(it.checked) ? setUncheck(it) : setItem(it, true))}
              onToggleStage={(it, stageId, checked) =>
                writes.stage.mutate({ itemId: it.id, stageId, checked }, { onError: failed })
              }
              onCustomerAction={(it, completed) =>
                writes.customerAction.mutate({ itemId: it.id, completed }, { onError: failed })
              }
              more={{
                shown: showAllFor.has(item.id),
                loading: checklist.isFetching && showAllFor.has(item.id),
                onToggle: () => setShowAllFor((set) => toggleSet(set, item.id, !set.has(item.id))),
              }}
            />
          ))}
        </Box>
      )}
      {(viewerIsStaff || sharedDocs.length > 0) && (
        <Stack spacing={1.5} sx={{ px: { xs: 2, sm: 2.5 }, py: 2, borderTop: 1, borderColor: 'divider' }}>
          {sharedDocs.length > 0 && (
            <DocumentList
              docs={sharedDocs}
              scope={{ ...scope, item: null }}
              label={ACTIVITY_TEXT.storageFiles}
            />
          )}
          {viewerIsStaff && (
            <Box>
              <DocumentDropZone
                onFiles={(files) => uploads.upload(files, internalTarget)}
                pending={uploads.pending.filter((p) => p.zone === zoneOf(internalTarget))}
                onCancel={uploads.cancel}
              />
              <DocumentList
                docs={internalDocs}
                scope={{ ...scope, item: null }}
                label={ACTIVITY_TEXT.internalDocuments}
              />
            </Box>
          )}
        </Stack>
      )}
      {uncheck && (
        <Dialog open onClose={() => setUncheck(null)} aria-labelledby="uncheck-title">
          <DialogTitle id="uncheck-title">Uncheck {uncheck.label}</DialogTitle>
          <DialogContent>
            <DialogContentText>{toggleConfirmation(true)}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setUncheck(null)}>Cancel</Button>
            <Button
              variant="contained"
              onClick={() => {
                setItem(uncheck, false);
                setUncheck(null);
              }}
            >
              Uncheck
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}

import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Chip, IconButton, ListItemText, MenuItem, Tooltip } from '@mui/material';
import {
  DOCUMENT_MESSAGES,
  comparisonRefusal,
  formatDateTime,
  formatFileSize,
  markFinalRefusal,
  removalRefusal,
  reviewControls,
  uploaderLabel,
  type DocumentFacts,
  type TCollabDocument,
} from '@portal/domain';
import { useSearchParams } from 'react-router';
import { documentDownloadHref } from '../../lib/collab-api.ts';
import { useNotify } from '../../lib/notify.ts';
import { COMMENT_ON_PARAM } from '../activity-log/comment-composer.tsx';
import { DocumentRowLayout, DocumentStatusChip } from './document-row-layout.tsx';
import type { DocumentScope } from './document-scope.ts';

const factsOf = (doc: TCollabDocument): DocumentFacts => ({
  uploadedBySide: doc.uploadedBy.side,
  uploadedAt: doc.uploadedAt,
  isInternal: doc.isInternal,
  status: { type: doc.status.type, at: doc.status.at },
});

/** What a viewer may do with a document, by the domain's rules (spec 000 §5, §6). */
export function documentControls(doc: TCollabDocument, scope: DocumentScope) {
  const actorSide = scope.viewerIsStaff ? 'staff' : 'customer';
  const ctx = { actorSide, item: scope.item, now: scope.now, windowMs: scope.windowMs } as const;
  const facts = factsOf(doc);
  const itemId = scope.item?.id ?? null;
  return {
    ...reviewControls(facts, ctx),
    remove: removalRefusal(facts, ctx) === null,
    final: markFinalRefusal(scope.viewerIsStaff, itemId) === null,
    compare: comparisonRefusal(scope.viewerIsStaff, itemId) === null,
  };
}

/** One document: name, uploader and time, status, and the actions the viewer may take. */
export function DocumentRow({ doc, scope }: { doc: TCollabDocument; scope: DocumentScope }) {
  const notify = useNotify();
  const [, setParams] = useSearchParams();
  const can = documentControls(doc, scope);
  const { writes } = scope;
  const href = documentDownloadHref(scope.kind, scope.recordId, doc.id);
  const uploader = uploaderLabel(
    { uploadedBySide: doc.uploadedBy.side, uploadedByName: doc.uploadedBy.name },
    scope.viewerIsStaff,
  );
  const who = doc.status.by ? `${doc.status.by.name}, ${formatDateTime(doc.status.at)}` : null;

  const copyName = (close: () => void) => {
    close();
    void navigator.clipboard
      .writeText(doc.name)
      .then(() => notify.info(DOCUMENT_MESSAGES.copiedName))
      .catch((error: Error) => notify.error(error.message));
  };
  const setFlag = (close: () => void, input: { final?: boolean; isSelectedForComparison?: boolean }) => {
    close();
    writes.flags.mutate(
      { documentId: doc.id, input },
      { onError: (error) => notify.error(`${error.message}!`) },
    );
  };

  return (
    <DocumentRowLayout
      doc={doc}
      href={href}
      badges={
        <>
          {doc.isInternal && <LockOutlinedIcon sx={{ fontSize: 14 }} color="warning" aria-label="Internal" />}
          <DocumentStatusChip
            type={doc.status.type}
            title={[doc.status.comment, who].filter(Boolean).join(' · ')}
          />
          {doc.final && <Chip size="small" label="Final" color="primary" sx={{ height: 22 }} />}
          {doc.isSelectedForComparison && (
            <Chip size="small" label="For comparison" variant="outlined" sx={{ height: 22 }} />
          )}
        </>
      }
      meta={`${uploader} · ${formatDateTime(doc.uploadedAt)} · ${formatFileSize(doc.size)}`}
      can={can}
      onReview={(input) => writes.review.mutateAsync({ documentId: doc.id, input })}
      remove={writes.remove}
      actions={
        <Tooltip title="Download">
          <IconButton size="small" component="a" href={href} aria-label={`Download ${doc.name}`}>
            <DownloadOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      }
      menuItems={(close) => [
        scope.onView && (
          <MenuItem
            key="view"
            onClick={() => {
              close();
              scope.onView?.(doc);
            }}
          >
            View
          </MenuItem>
        ),
        <MenuItem key="copy" onClick={() => copyName(close)}>
          Copy name
        </MenuItem>,
        <MenuItem
          key="comment"
          onClick={() => {
            close();
            // The record's activity log takes it up as the comment's reference.
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set(COMMENT_ON_PARAM, `document:${doc.id}`);
                return next;
              },
              { replace: true },
            );
          }}
        >
          Comment
        </MenuItem>,
        can.final && (
          <MenuItem key="final" onClick={() => setFlag(close, { final: !doc.final })}>
            <ListItemText>{doc.final ? 'Unmark as final' : 'Mark as final'}</ListItemText>
          </MenuItem>
        ),
        can.compare && (
          <MenuItem
            key="compare"
            onClick={() => setFlag(close, { isSelectedForComparison: !doc.isSelectedForComparison })}
          >
            {doc.isSelectedForComparison ? 'Remove from comparison' : 'Add to comparison'}
          </MenuItem>
        ),
      ]}
      removeTitleId="remove-document-title"
    />
  );
}

import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_STATUS_LABELS,
  comparisonRefusal,
  formatDateTime,
  formatFileSize,
  markFinalRefusal,
  removalRefusal,
  reviewControls,
  uploaderLabel,
  type DocumentFacts,
  type DocumentStatus,
  type TCollabDocument,
} from '@portal/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { documentDownloadHref } from '../../lib/collab-api.ts';
import { useNotify } from '../../lib/notify.ts';
import { COMMENT_ON_PARAM } from '../activity-log/comment-composer.tsx';
import { ReviewDialog } from './review-dialog.tsx';
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

function StatusChip({ doc }: { doc: TCollabDocument }) {
  const label = DOCUMENT_STATUS_LABELS[doc.status.type];
  if (!label) return null;
  const who = doc.status.by ? `${doc.status.by.name}, ${formatDateTime(doc.status.at)}` : null;
  const title = [doc.status.comment, who].filter(Boolean).join(' · ');
  return (
    <Tooltip title={title}>
      <Chip
        size="small"
        label={label}
        color={doc.status.type === 'APPROVED' ? 'success' : 'warning'}
        sx={{ height: 22 }}
      />
    </Tooltip>
  );
}

/** One document: name, uploader and time, status, and the actions the viewer may take. */
export function DocumentRow({ doc, scope }: { doc: TCollabDocument; scope: DocumentScope }) {
  const notify = useNotify();
  const [, setParams] = useSearchParams();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [review, setReview] = useState<DocumentStatus | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const can = documentControls(doc, scope);
  const { writes } = scope;
  const href = documentDownloadHref(scope.kind, scope.recordId, doc.id);
  const uploader = uploaderLabel(
    { uploadedBySide: doc.uploadedBy.side, uploadedByName: doc.uploadedBy.name },
    scope.viewerIsStaff,
  );

  const copyName = () => {
    setMenu(null);
    void navigator.clipboard
      .writeText(doc.name)
      .then(() => notify.info(DOCUMENT_MESSAGES.copiedName))
      .catch((error: Error) => notify.error(error.message));
  };
  const setFlag = (input: { final?: boolean; isSelectedForComparison?: boolean }) => {
    setMenu(null);
    writes.flags.mutate(
      { documentId: doc.id, input },
      { onError: (error) => notify.error(`${error.message}!`) },
    );
  };
  const remove = () =>
    writes.remove.mutate(doc.id, {
      onSuccess: () => setConfirmRemove(false),
      onError: (error) => {
        setConfirmRemove(false);
        notify.error(DOCUMENT_MESSAGES.deleteFailed(error.message));
      },
    });

  return (
    <Box
      component="li"
      aria-label={doc.name}
      sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', py: 1, listStyle: 'none' }}
    >
      <InsertDriveFileOutlinedIcon fontSize="small" color="action" sx={{ mt: 0.25 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography
            variant="body2"
            component="a"
            href={href}
            sx={{
              fontWeight: 600,
              overflowWrap: 'anywhere',
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {doc.name}
          </Typography>
          {doc.isInternal && <LockOutlinedIcon sx={{ fontSize: 14 }} color="warning" aria-label="Internal" />}
          <StatusChip doc={doc} />
          {doc.final && <Chip size="small" label="Final" color="primary" sx={{ height: 22 }} />}
          {doc.isSelectedForComparison && (
            <Chip size="small" label="For comparison" variant="outlined" sx={{ height: 22 }} />
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="div">
          {uploader} · {formatDateTime(doc.uploadedAt)} · {formatFileSize(doc.size)}
        </Typography>
        {(can.approve || can.reject || can.undo) && (
          <Stack
            direction="row"
            sx={{
              mt: 0.75,
              gap: 0.75,
              flexWrap: 'wrap',
              '& .MuiButton-root': { whiteSpace: 'nowrap', py: 0.25 },
            }}
          >
            {can.approve && (
              <Button size="small" color="success" variant="outlined" onClick={() => setReview('APPROVED')}>
                Approve
              </Button>
            )}
            {can.reject && (
              <Button size="small" color="warning" variant="outlined" onClick={() => setReview('REJECTED')}>
                Request amendment
              </Button>
            )}
            {can.undo && (
              <Button size="small" onClick={() => setReview('DEFAULT')}>
                Undo
              </Button>
            )}
          </Stack>
        )}
      </Box>
      <Tooltip title="Download">
        <IconButton size="small" component="a" href={href} aria-label={`Download ${doc.name}`}>
          <DownloadOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <IconButton
        size="small"
        aria-label={`More actions for ${doc.name}`}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {scope.onView && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              scope.onView?.(doc);
            }}
          >
            View
          </MenuItem>
        )}
        <MenuItem onClick={copyName}>Copy name</MenuItem>
        <MenuItem
          onClick={() => {
            setMenu(null);
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
        </MenuItem>
        {can.final && (
          <MenuItem onClick={() => setFlag({ final: !doc.final })}>
            <ListItemText>{doc.final ? 'Unmark as final' : 'Mark as final'}</ListItemText>
          </MenuItem>
        )}
        {can.compare && (
          <MenuItem onClick={() => setFlag({ isSelectedForComparison: !doc.isSelectedForComparison })}>
            {doc.isSelectedForComparison ? 'Remove from comparison' : 'Add to comparison'}
          </MenuItem>
        )}
        {can.remove && (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              setMenu(null);
              setConfirmRemove(true);
            }}
          >
            Remove
          </MenuItem>
        )}
      </Menu>
      {review && (
        <ReviewDialog
          documentName={doc.name}
          to={review}
          onClose={() => setReview(null)}
          onSubmit={(input) => writes.review.mutateAsync({ documentId: doc.id, input })}
        />
      )}
      {confirmRemove && (
        <Dialog open onClose={() => setConfirmRemove(false)} aria-labelledby="remove-document-title">
          <DialogTitle id="remove-document-title">Remove document</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ overflowWrap: 'anywhere' }}>Remove {doc.name}?</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmRemove(false)}>Cancel</Button>
            <Button color="error" variant="contained" onClick={remove} loading={writes.remove.isPending}>
              Remove
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}

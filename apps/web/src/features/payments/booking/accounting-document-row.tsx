import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
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
  Menu,
  MenuItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_STATUS_LABELS,
  formatDateTime,
  formatFileSize,
  removalRefusal,
  reviewControls,
  type DocumentFacts,
  type DocumentStatus,
  type TAccountingDocument,
} from '@portal/domain';
import { useState } from 'react';
import { ReviewDialog } from '../../../components/documents/index.ts';
import { useNotify } from '../../../lib/notify.ts';
import { accountingDocumentHref, type useAccountingDocumentWrites } from '../api.ts';

/**
 * An accounting document is staff's own (spec 000 §6: accounting staff upload and review them), so it is read as an
 * internal document: staff review it, and the edit window of documents guards undo and removal.
 */
const factsOf = (doc: TAccountingDocument): DocumentFacts => ({
  uploadedBySide: 'staff',
  uploadedAt: doc.uploadedAt,
  isInternal: true,
  status: { type: doc.status.type, at: doc.status.at },
});

export function accountingDocumentControls(
  doc: TAccountingDocument,
  now: Date,
  windowMs: number,
  manage: boolean,
) {
  if (!manage) return { approve: false, reject: false, undo: false, remove: false };
  const ctx = { actorSide: 'staff', item: null, now, windowMs } as const;
  return { ...reviewControls(factsOf(doc), ctx), remove: removalRefusal(factsOf(doc), ctx) === null };
}

interface Props {
  doc: TAccountingDocument;
  reference: string;
  writes: ReturnType<typeof useAccountingDocumentWrites>;
  manage: boolean;
  now: Date;
  windowMs: number;
  onView: (doc: TAccountingDocument) => void;
  onCheck: (doc: TAccountingDocument) => void;
}

/** One accounting document: name, uploader and time, review status, approve / request amendment / undo / remove. */
export function AccountingDocumentRow({
  doc,
  reference,
  writes,
  manage,
  now,
  windowMs,
  onView,
  onCheck,
}: Props) {
  const notify = useNotify();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [review, setReview] = useState<DocumentStatus | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const can = accountingDocumentControls(doc, now, windowMs, manage);
  const label = DOCUMENT_STATUS_LABELS[doc.status.type];
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
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 0.75, listStyle: 'none' }}
    >
      <InsertDriveFileOutlinedIcon fontSize="small" color="action" sx={{ mt: 0.25 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography
            variant="body2"
            component="a"
            href={accountingDocumentHref(reference, doc.id)}
            onClick={(event) => {
              event.preventDefault();
              onView(doc);
            }}
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
          {label && (
            <Tooltip title={[doc.status.comment, doc.status.by?.name].filter(Boolean).join(' · ')}>
              <Chip
                size="small"
                label={label}
                color={doc.status.type === 'APPROVED' ? 'success' : 'warning'}
                sx={{ height: 22 }}
              />
            </Tooltip>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="div">
          {doc.uploadedBy.name} · {formatDateTime(doc.uploadedAt)} · {formatFileSize(doc.size)}
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
      <IconButton
        size="small"
        aria-label={`More actions for ${doc.name}`}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            onView(doc);
          }}
        >
          View
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenu(null);
            onCheck(doc);
          }}
        >
          Check accounting document
        </MenuItem>
        <MenuItem
          component="a"
          href={accountingDocumentHref(reference, doc.id)}
          download={doc.name}
          onClick={() => setMenu(null)}
        >
          Download
        </MenuItem>
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
        <Dialog
          open
          onClose={() => setConfirmRemove(false)}
          aria-labelledby="remove-accounting-document-title"
        >
          <DialogTitle id="remove-accounting-document-title">Remove document</DialogTitle>
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

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
  type DocumentStatus,
  type TDocumentReviewInput,
} from '@portal/domain';
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { useNotify } from '../../lib/notify.ts';

// Downloaded on the first review (its form brings react-hook-form): a checklist lists documents on first screens.
const ReviewDialog = lazy(() => import('./review-dialog.tsx').then((m) => ({ default: m.ReviewDialog })));

/** A document's review status as a chip (none while it awaits review), its note in the tooltip. */
export function DocumentStatusChip({ type, title }: { type: DocumentStatus; title: string }) {
  const label = DOCUMENT_STATUS_LABELS[type];
  if (!label) return null;
  return (
    <Tooltip title={title}>
      <Chip
        size="small"
        label={label}
        color={type === 'APPROVED' ? 'success' : 'warning'}
        sx={{ height: 22 }}
      />
    </Tooltip>
  );
}

interface Props {
  doc: { id: string; name: string };
  /** The file's address; the name links to it. */
  href: string;
  /** Opens the document instead of following the link. */
  onOpen?: () => void;
  /** Tighter spacing, for a row inside a card. */
  dense?: boolean;
  /** Beside the name: status and other chips. */
  badges: ReactNode;
  /** The line under the name: uploader, time, size. */
  meta: ReactNode;
  can: { approve: boolean; reject: boolean; undo: boolean; remove: boolean };
  onReview: (input: TDocumentReviewInput) => Promise<unknown>;
  remove: {
    mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  /** Buttons before the menu button. */
  actions?: ReactNode;
  /** The menu's own items (Remove comes last, when allowed); `close` shuts the menu. */
  menuItems: (close: () => void) => ReactNode[];
  /** The remove dialog title's id. */
  removeTitleId: string;
}

/**
 * A document row's frame (spec 000 §6): name, status, meta, the review buttons, the menu with Remove and the review
 * and remove dialogs. The callers bring their own reads and writes.
 */
export function DocumentRowLayout({ doc, href, onOpen, dense = false, can, remove, ...props }: Props) {
  const notify = useNotify();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [review, setReview] = useState<DocumentStatus | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const close = () => setMenu(null);
  const removeNow = () =>
    remove.mutate(doc.id, {
      onSuccess: () => setConfirmRemove(false),
      onError: (error) => {
        setConfirmRemove(false);
        notify.error(DOCUMENT_MESSAGES.deleteFailed(error.message));
      },
    });
  const open = onOpen
    ? (event: MouseEvent) => {
        event.preventDefault();
        onOpen();
      }
    : undefined;

  return (
    <Box
      component="li"
      aria-label={doc.name}
      sx={{
        display: 'flex',
        gap: dense ? 1 : 1.25,
        alignItems: 'flex-start',
        py: dense ? 0.75 : 1,
        listStyle: 'none',
      }}
    >
      <InsertDriveFileOutlinedIcon fontSize="small" color="action" sx={{ mt: 0.25 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography
            variant="body2"
            component="a"
            href={href}
            onClick={open}
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
          {props.badges}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="div">
          {props.meta}
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
      {props.actions}
      <IconButton
        size="small"
        aria-label={`More actions for ${doc.name}`}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={close}>
        {props.menuItems(close)}
        {can.remove && (
          <MenuItem
            sx={{ color: 'error.main' }}
            onClick={() => {
              close();
              setConfirmRemove(true);
            }}
          >
            Remove
          </MenuItem>
        )}
      </Menu>
      {review && (
        <Suspense fallback={null}>
          <ReviewDialog
            documentName={doc.name}
            to={review}
            onClose={() => setReview(null)}
            onSubmit={props.onReview}
          />
        </Suspense>
      )}
      {confirmRemove && (
        <Dialog open onClose={() => setConfirmRemove(false)} aria-labelledby={props.removeTitleId}>
          <DialogTitle id={props.removeTitleId}>Remove document</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ overflowWrap: 'anywhere' }}>Remove {doc.name}?</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmRemove(false)}>Cancel</Button>
            <Button color="error" variant="contained" onClick={removeNow} loading={remove.isPending}>
              Remove
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}

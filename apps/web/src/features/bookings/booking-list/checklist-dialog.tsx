import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { ACTIVITY_TEXT, type TCollabDocument } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { ChecklistPanel } from '../../../components/checklist/index.ts';
import {
  canShowInViewer,
  DocumentViewerDialog,
  downloadFile,
} from '../../../components/documents/document-viewer-dialog.tsx';
import { documentDownloadHref } from '../../../lib/collab-api.ts';

/**
 * A booking's checklist from its card (spec 000 §2 "Booking card"): the shared panel with its documents. My Day
 * opens it as the booking's Export or Import progress dialog, with its own title and the task progress above.
 */
export function BookingChecklistDialog({
  bookingId,
  staff,
  open,
  onClose,
  title = `${ACTIVITY_TEXT.checklist} · ${bookingId}`,
  children,
}: {
  bookingId: string;
  staff: boolean;
  open: boolean;
  onClose: () => void;
  title?: string;
  /** Shown above the checklist. */
  children?: ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [viewing, setViewing] = useState<TCollabDocument | null>(null);
  const downloadUrlOf = (doc: TCollabDocument) => documentDownloadHref('bookings', bookingId, doc.id);
  const view = (doc: TCollabDocument) =>
    canShowInViewer(doc) ? setViewing(doc) : downloadFile(downloadUrlOf(doc), doc.name);
  const titleId = `checklist-${bookingId}-title`;
  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        maxWidth={children ? 'md' : 'sm'}
        fullScreen={phone}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {title}
          <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers sx={{ p: { xs: 1.5, sm: 2 } }}>
          {open && children}
          {open && (
            <ChecklistPanel kind="bookings" id={bookingId} viewerIsStaff={staff} onViewDocument={view} />
          )}
        </DialogContent>
      </Dialog>
      <DocumentViewerDialog
        document={viewing}
        url={viewing ? downloadUrlOf(viewing) : null}
        onClose={() => setViewing(null)}
      />
    </>
  );
}

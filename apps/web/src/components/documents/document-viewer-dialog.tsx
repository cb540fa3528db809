import CloseIcon from '@mui/icons-material/Close';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import {
  Box,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { lazy, Suspense } from 'react';
import type { TCollabDocument } from '@portal/domain';
import { documentKindOf } from '../document-compare/document-kind.ts';

// The comparison's single-document view (PDF on pdf.js, HTML, sheets, XML, Word), loaded when a document opens.
const DocumentPane = lazy(() =>
  import('../document-compare/document-pane.tsx').then((m) => ({ default: m.DocumentPane })),
);

/** Whether 'View' can show the file in the portal; other files are downloaded instead. */
export const canShowInViewer = (doc: Pick<TCollabDocument, 'name' | 'contentType'>) =>
  documentKindOf(doc) !== 'unsupported';

/** Starts the browser's download of a file (the session cookie goes along). */
export function downloadFile(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.click();
}

export interface DocumentViewerDialogProps {
  /** The document shown; null closes the dialog. */
  document: TCollabDocument | null;
  /** Its download address. */
  url: string | null;
  onClose: () => void;
}

/**
 * 'View' on a document (spec 000 §2 "PDF viewer with zoom"): the file in a dialog, full screen on a phone, titled
 * with its name and with a download button. PDFs show in the PDF viewer; the other kinds the comparison shows
 * use its view of one side.
 */
export function DocumentViewerDialog({ document: doc, url, onClose }: DocumentViewerDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (!doc) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby="document-viewer-title"
      slotProps={{ paper: { sx: { height: phone ? '100%' : '90vh' } } }}
    >
      <DialogTitle
        id="document-viewer-title"
        title={doc.name}
        sx={{ py: 1.5, pr: url ? 13 : 7, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {doc.name}
      </DialogTitle>
      <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', right: 8, top: 8 }}>
        {url && (
          <Tooltip title="Download">
            <IconButton component="a" href={url} download={doc.name} aria-label={`Download ${doc.name}`}>
              <DownloadOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          <Suspense fallback={<CircularProgress aria-label="Loading viewer" sx={{ m: 2 }} />}>
            <DocumentPane document={doc} url={url} />
          </Suspense>
        </Box>
      </DialogContent>
    </Dialog>
  );
}

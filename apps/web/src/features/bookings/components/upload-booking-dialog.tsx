import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  BOOKING_CONFIRMATION_MESSAGES,
  REQUEST_IMPORT_MESSAGES,
  SNACKBAR,
  type TRequestImported,
  type TRequestImportRefused,
} from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api.ts';
import { useNotify } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { REQUEST_IMPORT_URL } from '../actions-api.ts';
import { useClients, type ClientOption } from '../api.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; file: File; progress: number }
  /** The file is fine but no client matched its booker: staff choose one and send it again. */
  | { kind: 'client'; file: File; message: string }
  | { kind: 'failed'; fileName: string; message: string };

const IDLE: State = { kind: 'idle' };
const ACCEPT = { 'text/html': ['.html'] };

/** The drop zone of the dialog: exactly one .html file. */
function HtmlDropZone({
  onFile,
  onRejected,
}: {
  onFile: (file: File) => void;
  onRejected: (m: string) => void;
}) {
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    // Exactly one file: a batch is refused whole (the zone would otherwise take its first file).
    onDrop: (accepted: File[], rejections: FileRejection[]) => {
      if (accepted.length + rejections.length > 1) onRejected(REQUEST_IMPORT_MESSAGES.oneHtmlFile);
      else if (rejections.length > 0) onRejected(BOOKING_CONFIRMATION_MESSAGES.wrongType);
      else if (accepted[0]) onFile(accepted[0]);
    },
  });
  return (
    <Box
      {...getRootProps()}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: isDragActive ? 'action.hover' : 'transparent',
        px: 3,
        py: 4,
        textAlign: 'center',
        cursor: 'pointer',
      }}
    >
      <input {...getInputProps()} aria-label="Booking e-mail (.html)" />
      <UploadFileIcon color="action" fontSize="large" />
      <Typography>
        {isDragActive ? 'Drop the e-mail here' : "Drag 'n' Drop the booking e-mail or click here"}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        One .html file: the INTTRA “Booking - Requested” e-mail
      </Typography>
    </Box>
  );
}

/**
 * Upload Booking (spec 000 §2, §5): staff import an INTTRA "Booking - Requested" e-mail saved as HTML. The server
 * reads it and creates the request (Requested); when no client matches its booker, staff choose the client here
 * and the file goes again with it. Any other file is refused with the spec's words for 4 s.
 */
export function UploadBookingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [state, setState] = useState<State>(IDLE);
  const [client, setClient] = useState<ClientOption | null>(null);
  const abort = useRef<(() => void) | null>(null);
  const clients = useClients(open && state.kind === 'client');
  const navigate = useNavigate();
  const notify = useNotify();

  // Closing (or unmounting) while the file is on its way cancels it.
  useEffect(() => () => abort.current?.(), []);

  const refuse = (message: string) => notify.error(message, SNACKBAR.fileTypeErrorMs);

  const send = (file: File, clientId?: string) => {
    setState({ kind: 'uploading', file, progress: 0 });
    const upload = uploadFile<TRequestImported>(
      REQUEST_IMPORT_URL,
      file,
      (progress) => setState((s) => (s.kind === 'uploading' ? { ...s, progress } : s)),
      clientId ? { clientId } : {},
    );
    abort.current = upload.abort;
    upload.done
      .then((imported) => {
        setState(IDLE);
        setClient(null);
        onClose();
        notify.success(
          imported.missing.length > 0
            ? `Request ${imported.id} created; the warning panel lists what the e-mail did not say.`
            : `Request ${imported.id} created from the e-mail.`,
          SNACKBAR.errorMs,
        );
        void navigate(paths.bookingRequest.getHref(imported.id));
      })
      .catch((error: Error) => {
        if (error.name === 'AbortError') return setState(IDLE);
        const refusal =
          error instanceof ApiRequestError ? (error.body as TRequestImportRefused | undefined) : undefined;
        if (refusal?.clientRequired) return setState({ kind: 'client', file, message: error.message });
        if (error.message === BOOKING_CONFIRMATION_MESSAGES.wrongType) {
          refuse(error.message);
          return setState(IDLE);
        }
        setState({ kind: 'failed', fileName: file.name, message: error.message });
      })
      .finally(() => {
        abort.current = null;
      });
  };

  const close = () => {
    abort.current?.();
    setState(IDLE);
    setClient(null);
    onClose();
  };

  const uploading = state.kind === 'uploading';
  const sent = uploading && state.progress >= 1;

  return (
    <Dialog
      open={open}
      onClose={sent ? undefined : close}
      maxWidth="sm"
      fullWidth
      aria-labelledby="upload-booking-title"
    >
      <DialogTitle id="upload-booking-title">Upload Booking</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {(state.kind === 'idle' || state.kind === 'failed') && (
            <HtmlDropZone onFile={(file) => send(file)} onRejected={refuse} />
          )}
          {state.kind === 'failed' && (
            <Alert severity="error">
              <strong>{state.fileName}: </strong>
              {state.message}
            </Alert>
          )}
          {uploading && (
            <Box>
              <Typography gutterBottom>
                {sent ? `Reading ${state.file.name}…` : `Uploading ${state.file.name}…`}
              </Typography>
              <LinearProgress
                variant={sent ? 'indeterminate' : 'determinate'}
                value={Math.round(state.progress * 100)}
                aria-label="Upload progress"
              />
            </Box>
          )}
          {state.kind === 'client' && (
            <>
              <Alert severity="info">{state.message}</Alert>
              <Typography variant="body2" color="text.secondary">
                File: <strong>{state.file.name}</strong>
              </Typography>
              <Autocomplete<ClientOption>
                options={clients.data ?? []}
                loading={clients.isPending}
                value={client}
                onChange={(_event, next) => setClient(next)}
                getOptionLabel={(option) => (option.city ? `${option.name}, ${option.city}` : option.name)}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                renderInput={(params) => <TextField {...params} label="Client" autoFocus />}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {uploading && !sent && <Button onClick={() => abort.current?.()}>Cancel upload</Button>}
        <Button color="inherit" onClick={close} disabled={sent}>
          {state.kind === 'client' ? 'Cancel' : 'Close'}
        </Button>
        {state.kind === 'client' && (
          <Button
            variant="contained"
            disabled={!client}
            onClick={() => client && send(state.file, client.id)}
          >
            Upload
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

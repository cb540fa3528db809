import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { TRateFileProblem, TRateImportRejected, TRateImportSummary } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../lib/api.ts';
import { uploadFile } from '../../lib/upload.ts';
import { RateDropZone } from './rate-drop-zone.tsx';
import { RateProblemsTable } from './rate-problems-table.tsx';
import { RATE_URLS } from './rate-urls.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; progress: number }
  | { kind: 'done'; fileName: string; summary: TRateImportSummary }
  | { kind: 'failed'; fileName: string | null; message: string; problems: TRateFileProblem[] };

const IDLE: State = { kind: 'idle' };

function summaryText({ created, updated, unchanged }: TRateImportSummary): string {
  const parts = [`${created} new`, `${updated} updated`];
  if (unchanged > 0) parts.push(`${unchanged} unchanged`);
  return `Rates imported: ${parts.join(', ')}.`;
}

/**
 * Staff import a rate file (.csv or .xlsx, docs/rates-import.md): drop it, watch the upload, then read the summary
 * or, when the server refused the file, every problem by row and column. Nothing is imported from a file with
 * problems, so the clerk fixes the file and drops it again.
 */
export function RateImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [state, setState] = useState<State>(IDLE);
  const abort = useRef<(() => void) | null>(null);

  // Closing (or unmounting) while the file is still on its way cancels it.
  useEffect(() => () => abort.current?.(), []);

  const start = (file: File) => {
    setState({ kind: 'uploading', fileName: file.name, progress: 0 });
    const upload = uploadFile<TRateImportSummary>(RATE_URLS.import, file, (progress) =>
      setState((s) => (s.kind === 'uploading' ? { ...s, progress } : s)),
    );
    abort.current = upload.abort;
    upload.done
      .then((summary) => setState({ kind: 'done', fileName: file.name, summary }))
      .catch((error: Error) => {
        if (error.name === 'AbortError') return setState(IDLE);
        // A file with bad rows answers every problem with its row and column.
        const rejected =
          error instanceof ApiRequestError ? (error.body as TRateImportRejected | undefined) : undefined;
        setState({
          kind: 'failed',
          fileName: file.name,
          message: error.message,
          problems: rejected?.errors ?? [],
        });
      })
      .finally(() => {
        abort.current = null;
      });
  };

  const close = () => {
    abort.current?.();
    setState(IDLE);
    onClose();
  };

  const uploading = state.kind === 'uploading';
  // Once the whole file is sent the server is importing it: cancelling then could no longer undo anything.
  const sent = uploading && state.progress >= 1;

  return (
    <Dialog
      open={open}
      onClose={sent ? undefined : close}
      maxWidth="md"
      fullWidth
      aria-labelledby="rate-import-title"
    >
      <DialogTitle id="rate-import-title">Import rates</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            One row per cost line. Start from the{' '}
            <Link href={RATE_URLS.template} download>
              empty template (.csv)
            </Link>{' '}
            or the{' '}
            <Link href={RATE_URLS.sample} download>
              filled sample (.xlsx)
            </Link>
            , whose second sheet explains every column. A file with any problem imports nothing.
          </Typography>

          {(state.kind === 'idle' || state.kind === 'failed') && (
            <RateDropZone
              onFile={start}
              onRejected={(message) => setState({ kind: 'failed', fileName: null, message, problems: [] })}
            />
          )}

          {uploading && (
            <Box>
              <Typography gutterBottom>
                {sent ? `Importing ${state.fileName}…` : `Uploading ${state.fileName}…`}
              </Typography>
              <LinearProgress
                variant={sent ? 'indeterminate' : 'determinate'}
                value={Math.round(state.progress * 100)}
                aria-label="Upload progress"
              />
            </Box>
          )}

          {state.kind === 'done' && (
            <Alert severity="success">
              <strong>{state.fileName}</strong>: {summaryText(state.summary)}
            </Alert>
          )}

          {state.kind === 'failed' && (
            <>
              <Alert severity="error">
                {state.fileName && <strong>{state.fileName}: </strong>}
                {state.message}
              </Alert>
              {state.problems.length > 0 && <RateProblemsTable problems={state.problems} />}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {uploading && !sent && <Button onClick={() => abort.current?.()}>Cancel upload</Button>}
        {state.kind === 'done' && <Button onClick={() => setState(IDLE)}>Import another file</Button>}
        <Button variant="contained" onClick={close} disabled={sent}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Button, Link, Stack } from '@mui/material';
import {
  ALLOCATION_SAMPLE_CSV,
  ALLOCATION_SAMPLE_FILE_NAME,
  ALLOCATION_TEXT,
  SNACKBAR,
  type TAllocationImportResult,
} from '@portal/domain';
import { useMemo, useRef } from 'react';
import { ApiRequestError } from '../../../lib/api.ts';
import { showSnackbar } from '../../../lib/snackbars.tsx';
import { useImportAllocations } from './api.ts';

/** The problems of a refused sheet, every row named (the server's `errors`), or its message. */
function refusal(error: Error): string {
  const rows =
    error instanceof ApiRequestError ? (error.body as { errors?: string[] } | undefined)?.errors : undefined;
  return rows?.length ? rows.join(' ') : error.message;
}

/** Import an allocation sheet (.xlsx or .csv, 001 §3 columns) for the dialog's port of loading, with a sample. */
export function AllocationImport({ pol }: { pol: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useImportAllocations(pol);
  const sampleHref = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(ALLOCATION_SAMPLE_CSV)}`,
    [],
  );
  const done = (r: TAllocationImportResult) =>
    void showSnackbar(`Imported: ${r.created} new, ${r.updated} updated.`, {
      variant: 'success',
      autoHideDuration: SNACKBAR.saveSuccessMs,
    });
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <input
        ref={input}
        type="file"
        hidden
        accept=".csv,.xlsx"
        aria-label={ALLOCATION_TEXT.importSheet}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file)
            upload.mutate(file, {
              onSuccess: done,
              onError: (error) =>
                void showSnackbar(refusal(error), {
                  variant: 'error',
                  autoHideDuration: SNACKBAR.fileTypeErrorMs,
                }),
            });
        }}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileOutlinedIcon />}
        loading={upload.isPending}
        loadingPosition="start"
        onClick={() => input.current?.click()}
      >
        {ALLOCATION_TEXT.importSheet}
      </Button>
      <Link href={sampleHref} download={ALLOCATION_SAMPLE_FILE_NAME} variant="body2">
        {ALLOCATION_TEXT.sampleFile}
      </Link>
    </Stack>
  );
}

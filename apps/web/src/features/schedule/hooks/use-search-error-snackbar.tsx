import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import type { SnackbarKey } from 'notistack';
import { useEffect, useRef } from 'react';
import { SCHEDULE_MESSAGES } from '@portal/domain';
import { ApiRequestError } from '../../../lib/api.ts';
import { closeSnackbar, showSnackbar } from '../../../lib/snackbars.tsx';

/** A 400 names what to fix in the search; the page shows it at the field, not as a snackbar. */
export function isInputError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 400;
}

/** Spec 000 §8: 504 'Service is unavailable…', anything else 'Unexpected error occurred.'. */
export function searchErrorMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 504
    ? SCHEDULE_MESSAGES.unavailable
    : SCHEDULE_MESSAGES.unexpected;
}

/**
 * Shows a failed search as an error snackbar that stays until closed (spec 000 §8), once per failure; the next
 * successful search takes it away.
 */
export function useSearchErrorSnackbar(query: {
  error: unknown;
  errorUpdatedAt: number;
  isSuccess: boolean;
  dataUpdatedAt: number;
}) {
  const shown = useRef<Promise<SnackbarKey> | null>(null);
  // errorUpdatedAt marks each failure; a refetch failing the same way may carry an equal error.
  const handled = useRef(0);
  const { error, errorUpdatedAt, isSuccess, dataUpdatedAt } = query;

  useEffect(() => {
    if (!error || errorUpdatedAt === handled.current) return;
    handled.current = errorUpdatedAt;
    if (isInputError(error) || (error as Error).name === 'AbortError') return;
    shown.current = showSnackbar(searchErrorMessage(error), {
      variant: 'error',
      persist: true,
      preventDuplicate: true,
      action: (key) => (
        <IconButton size="small" color="inherit" aria-label="Close" onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      ),
    });
    shown.current.catch(() => undefined);
  }, [error, errorUpdatedAt]);

  useEffect(() => {
    if (isSuccess && shown.current !== null) {
      closeSnackbar(shown.current);
      shown.current = null;
    }
  }, [isSuccess, dataUpdatedAt]);
}

import { useSnackbar, type VariantType } from 'notistack';
import { useMemo } from 'react';
import { SNACKBAR } from '@portal/domain';

/** Snackbars with the spec's durations: default 1 s, errors 3 s; identical messages are not stacked twice. */
export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => {
    const show = (variant: VariantType, message: string, ms: number | null) =>
      enqueueSnackbar(message, { variant, autoHideDuration: ms, preventDuplicate: true });
    return {
      success: (message: string, ms: number = SNACKBAR.defaultMs) => show('success', message, ms),
      info: (message: string, ms: number = SNACKBAR.defaultMs) => show('info', message, ms),
      warning: (message: string, ms: number = SNACKBAR.errorMs) => show('warning', message, ms),
      error: (message: string, ms: number = SNACKBAR.errorMs) => show('error', message, ms),
      /** An error that stays until dismissed (e.g. schedule search failures). */
      persistentError: (message: string) => show('error', message, null),
    };
  }, [enqueueSnackbar]);
}

import type { VariantType } from 'notistack';
import { useMemo } from 'react';
import { SNACKBAR } from '@portal/domain';
import { showSnackbar } from './snackbars.tsx';

/** Snackbars with the spec's durations: default 1 s, errors 3 s; identical messages are not stacked twice. */
export function useNotify() {
  return useMemo(() => {
    const show = (variant: VariantType, message: string, ms: number | null): void => {
      // Should notistack's download fail, the page goes on without the message.
      showSnackbar(message, { variant, autoHideDuration: ms, preventDuplicate: true }).catch(() => undefined);
    };
    return {
      success: (message: string, ms: number = SNACKBAR.defaultMs) => show('success', message, ms),
      info: (message: string, ms: number = SNACKBAR.defaultMs) => show('info', message, ms),
      warning: (message: string, ms: number = SNACKBAR.errorMs) => show('warning', message, ms),
      error: (message: string, ms: number = SNACKBAR.errorMs) => show('error', message, ms),
      /** An error that stays until dismissed (e.g. schedule search failures). */
      persistentError: (message: string) => show('error', message, null),
    };
  }, []);
}

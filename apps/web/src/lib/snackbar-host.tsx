import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import {
  closeSnackbar,
  enqueueSnackbar,
  SnackbarProvider,
  type OptionsObject,
  type SnackbarKey,
} from 'notistack';
import { useEffect } from 'react';
import { SNACKBAR } from '@portal/domain';
import { SNACKBAR_COMPONENTS } from './snackbar-content.tsx';

/**
 * notistack itself, loaded with the first snackbar (lib/snackbars.tsx): the provider with the app's settings (max 3,
 * bottom left, the theme's colours, every snackbar closable) and notistack's standalone functions, which reach the mounted provider.
 */

/** Whether a provider has been mounted (its constructor sets notistack's standalone functions). */
export function providerMounted(): boolean {
  return typeof enqueueSnackbar === 'function';
}

export function enqueue(message: string, options: OptionsObject): SnackbarKey {
  return enqueueSnackbar(message, options);
}

export function close(key: SnackbarKey): void {
  closeSnackbar(key);
}

export function Host({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return (
    <SnackbarProvider
      maxSnack={SNACKBAR.maxStack}
      autoHideDuration={SNACKBAR.defaultMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      Components={SNACKBAR_COMPONENTS}
      // Every snackbar can be dismissed; persistent errors would otherwise stay forever.
      action={(key) => (
        <IconButton size="small" color="inherit" aria-label="Close" onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    />
  );
}

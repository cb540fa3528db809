import CloseIcon from '@mui/icons-material/Close';
import { CssBaseline, IconButton, ThemeProvider } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { enGB } from 'date-fns/locale';
import { closeSnackbar, SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { SNACKBAR } from '@portal/domain';
import { LoginDialogProvider } from '../features/auth/index.ts';
import { GlobalLoadingProvider } from '../lib/global-loading.tsx';
import { HelpTourProvider } from '../lib/help-tour.tsx';
import { theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}

/** Everything the screens rely on: theme, data cache, snackbars (max 3), dates, routing, login dialog. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={SNACKBAR.maxStack}
          autoHideDuration={SNACKBAR.defaultMs}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          // Every snackbar can be dismissed; persistent errors would otherwise stay forever.
          action={(key) => (
            <IconButton size="small" color="inherit" aria-label="Close" onClick={() => closeSnackbar(key)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        >
          <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
            <BrowserRouter>
              <GlobalLoadingProvider>
                <HelpTourProvider>
                  <LoginDialogProvider>{children}</LoginDialogProvider>
                </HelpTourProvider>
              </GlobalLoadingProvider>
            </BrowserRouter>
          </LocalizationProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

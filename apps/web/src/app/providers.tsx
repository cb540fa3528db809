import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { LoginDialogProvider } from '../features/auth/index.ts';
import { GlobalLoadingProvider } from '../lib/global-loading.tsx';
import { SnackbarHost } from '../lib/snackbars.tsx';
import { SupportChatProvider } from '../lib/support-chat.tsx';
import { theme } from './theme.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}

/**
 * Everything the screens rely on: theme, data cache, snackbars (max 3, notistack loaded with the first one:
 * lib/snackbars.tsx), routing, login dialog. The date pickers'
 * localization is not here: it loads with the screens that have a date picker (screens.tsx `dates`).
 */
export function AppProviders({
  children,
  client,
  location,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** Given when rendered on the server (entry-server.tsx): the address to render instead of the browser's. */
  location?: string;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const routed = (
    <GlobalLoadingProvider>
      <SupportChatProvider>
        <LoginDialogProvider>{children}</LoginDialogProvider>
      </SupportChatProvider>
    </GlobalLoadingProvider>
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        {location === undefined ? (
          <BrowserRouter>{routed}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{routed}</StaticRouter>
        )}
        <SnackbarHost />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

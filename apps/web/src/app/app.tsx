import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { AppShell } from './layout/app-shell.tsx';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders client={queryClient}>
      <AppShell />
    </AppProviders>
  );
}

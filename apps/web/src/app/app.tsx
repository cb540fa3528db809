import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { AppShell } from './layout/app-shell.tsx';

export function App({ queryClient, location }: { queryClient?: QueryClient; location?: string }) {
  return (
    <AppProviders client={queryClient} location={location}>
      <AppShell />
    </AppProviders>
  );
}

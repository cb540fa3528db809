import { AppProviders } from './providers.tsx';
import { AppShell } from './layout/app-shell.tsx';

export function App() {
  return (
    <AppProviders>
      <AppShell />
    </AppProviders>
  );
}

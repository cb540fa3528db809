import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enGB } from 'date-fns/locale/en-GB';
import type { ReactNode } from 'react';

/**
 * The date pickers' adapter and locale. Not at the app root: the adapter pulls date-fns' parser, which only screens
 * with a date picker need, so it loads with them (app/screens.tsx `dates`, lib/lazy-date-picker.tsx).
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      {children}
    </LocalizationProvider>
  );
}

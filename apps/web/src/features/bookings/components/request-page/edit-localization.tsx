import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enGB } from 'date-fns/locale/en-GB';
import type { ReactNode } from 'react';

/**
 * The date pickers of the edit mode (ETD, ETA, pickup dates) read dd.MM.yyyy with Monday weeks. Given here, so
 * the page does not depend on a provider higher up, and the adapter loads with the screen that uses it.
 */
export function EditLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      {children}
    </LocalizationProvider>
  );
}

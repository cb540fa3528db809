import { CHOSEN_SCHEDULE_STORAGE_KEY, readChosenSchedule, type TChosenSchedule } from '@portal/domain';
import { CHOSEN_QUOTE_STORAGE_KEY, readChosenQuote, type ChosenQuote } from '../../../lib/chosen-quote.ts';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** What Book Now left in browser storage: the chosen sailing and/or quote. */
export function readChosenSources(): { schedule: TChosenSchedule | null; quote: ChosenQuote | null } {
  return {
    schedule: readChosenSchedule(read(CHOSEN_SCHEDULE_STORAGE_KEY)),
    quote: readChosenQuote(read(CHOSEN_QUOTE_STORAGE_KEY)),
  };
}

/** After a successful submission the choices are used up. */
export function clearChosenSources(): void {
  try {
    localStorage.removeItem(CHOSEN_SCHEDULE_STORAGE_KEY);
    localStorage.removeItem(CHOSEN_QUOTE_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

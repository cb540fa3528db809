import { addDays, getISOWeek, isSunday } from 'date-fns';

/** ISO week (Monday start, the first week holds 4 January); the date picker shows it on Sundays. */
export function isoWeekLabel(date: Date): string | null {
  return isSunday(date) ? `W${getISOWeek(date)}` : null;
}

/** Default search: two days ahead, four weeks (spec 000 §9). */
export function defaultScheduleSearch(today: Date): { date: Date; weeks: number } {
  return { date: addDays(today, 2), weeks: 4 };
}

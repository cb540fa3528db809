import { format, isValid } from 'date-fns';
import { calendarDayOf } from './calendar-day.ts';

/** Date formats of spec 000 §9: days, requests' date and time, and the day.month of ranges. */
export const DAY_FORMAT = 'dd.MM.yyyy';
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm';
export const DAY_MONTH_FORMAT = 'dd.MM';

/** Spec 000 §5: "Dates that cannot be formatted show '???'". */
export const UNREADABLE_DATE = '???';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day (yyyy-MM-dd) is read as that day on the reader's clock, not as UTC midnight, so it never shows
 * as the day before west of Greenwich; anything else is read as an instant. Null when it names no real date.
 */
function readDate(value: string | Date): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (ISO_DAY.test(value)) return calendarDayOf(value);
  const instant = new Date(value);
  return isValid(instant) ? instant : null;
}

function formatWith(pattern: string, value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = readDate(value);
  return date ? format(date, pattern) : UNREADABLE_DATE;
}

/** dd.MM.yyyy of a day or an instant; '' when there is none, '???' when it cannot be read. */
export function formatDay(value: string | Date | null | undefined): string {
  return formatWith(DAY_FORMAT, value);
}

/** dd.MM.yyyy HH:mm on the reader's clock; '' when there is none, '???' when it cannot be read. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatWith(DATE_TIME_FORMAT, value);
}

/** dd.MM, the day and month of a range's ends. */
export function formatDayMonth(value: string | Date | null | undefined): string {
  return formatWith(DAY_MONTH_FORMAT, value);
}

/** A validity as day.month range (spec 001 §2.6): '01.11 – 30.11'. */
export function formatValidity(validFrom: string, validTo: string): string {
  return `${formatDayMonth(validFrom)} – ${formatDayMonth(validTo)}`;
}

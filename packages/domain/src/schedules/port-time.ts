import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { DATE_TIME_FORMAT, DAY_FORMAT } from '../format/dates.ts';

/** '+02:00' / '-03:00' for an offset in minutes east of UTC. */
function offsetName(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A schedule time as the port's local clock shows it (dd.MM.yyyy HH:mm, spec 000 §9): sailings are published in
 * port time, so a departure at 18:00 in Hamburg reads 18:00 wherever the reader sits.
 */
export function formatPortTime(iso: string, utcOffsetMinutes: number, pattern = DATE_TIME_FORMAT): string {
  return format(new Date(iso), pattern, { in: tz(offsetName(utcOffsetMinutes)) });
}

/** The port-local date only (dd.MM.yyyy). */
export function formatPortDate(iso: string, utcOffsetMinutes: number): string {
  return formatPortTime(iso, utcOffsetMinutes, DAY_FORMAT);
}

import { zoneOffsetMinutes } from '@portal/domain';

/**
 * DCSA writes every time as local time with its UTC offset; we store instants and the port's offset per call.
 * These helpers go between the two.
 */

/**
 * Minutes east of UTC written in an ISO date-time. A trailing 'Z' gives null: the sender wrote UTC, which says
 * nothing about the local time at the port, so the port's time zone decides instead.
 */
export function writtenOffsetMinutes(iso: string): number | null {
  const m = iso.match(/([+-])(\d{2}):?(\d{2})$/);
  if (!m) return null;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** Minutes east of UTC of a time zone at an instant; 0 without a zone. */
export function portOffsetMinutes(timeZone: string | null, at: Date): number {
  return timeZone ? zoneOffsetMinutes(timeZone, at) : 0;
}

/** '2025-01-14T09:21:00+01:00' for an instant shown at a UTC offset. */
export function localDateTime(at: Date, offsetMinutes: number): string {
  const local = new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

/** The local calendar day (yyyy-MM-dd) of an instant at a UTC offset. */
export function localDate(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

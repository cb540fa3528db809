import { format } from 'date-fns';

/**
 * Sailing times are edited on the port's clock (they are published so, and shown so: formatPortTime). A date
 * picker works in the browser's zone, so the port's wall clock is handed to it as a local Date and read back.
 */
export function portWallClock(iso: string | null, utcOffsetMinutes: number | null): Date | null {
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  if (utcOffsetMinutes === null) return new Date(iso);
  const shifted = new Date(Date.parse(iso) + utcOffsetMinutes * 60_000);
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
  );
}

function offsetName(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** The instant a port wall-clock time stands for, with the port's offset written out. */
export function fromPortWallClock(date: Date | null, utcOffsetMinutes: number | null): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  if (utcOffsetMinutes === null) return date.toISOString();
  return `${format(date, "yyyy-MM-dd'T'HH:mm:ss")}${offsetName(utcOffsetMinutes)}`;
}

/** Today as yyyy-MM-dd in the browser's zone (schedule searches start there). */
export function todayIso(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

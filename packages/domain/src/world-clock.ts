import type { TWorldClockZone } from './reference/api.ts';

/** The 16 cities of spec 001 §2.2, west to east, with their IANA time zones. */
export const WORLD_CLOCK_CITIES = [
  { city: 'Los Angeles', timeZone: 'America/Los_Angeles' },
  { city: 'Houston', timeZone: 'America/Chicago' },
  { city: 'New York', timeZone: 'America/New_York' },
  { city: 'San Antonio', timeZone: 'America/Chicago' },
  { city: 'Santos', timeZone: 'America/Sao_Paulo' },
  { city: 'London', timeZone: 'Europe/London' },
  { city: 'Durban', timeZone: 'Africa/Johannesburg' },
  { city: 'Zurich', timeZone: 'Europe/Zurich' },
  { city: 'Istanbul', timeZone: 'Europe/Istanbul' },
  { city: 'Dubai', timeZone: 'Asia/Dubai' },
  { city: 'Mumbai', timeZone: 'Asia/Kolkata' },
  { city: 'Singapore', timeZone: 'Asia/Singapore' },
  { city: 'Shanghai', timeZone: 'Asia/Shanghai' },
  { city: 'Tokyo', timeZone: 'Asia/Tokyo' },
  { city: 'Sydney', timeZone: 'Australia/Sydney' },
  { city: 'Auckland', timeZone: 'Pacific/Auckland' },
] as const;

// Each zone's UTC offset now, and its next change (daylight saving) with the offset after it (TWorldClockZone): the
// server works them out (zoneOffsetMinutes, worldClockZones) and GET /api/config hands them to the page, which then
// tells the time by adding minutes. A browser making a time-zone formatter per city loads each zone's rules, tens of
// milliseconds of a phone's main thread while the first page is starting. The schema is in reference/api.ts: here
// it would bring zod into the first script of every page, which shows the clock.

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `at`, in minutes (Intl's 'longOffset': "GMT+05:30", "GMT" for zero). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, f);
  }
  const name = f.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

const HOUR_MS = 3_600_000;

/** The first instant after `from` (within 370 days) where the offset differs, to the minute; null if none. */
function nextChange(timeZone: string, from: Date): Date | null {
  const start = zoneOffsetMinutes(timeZone, from);
  const differs = (t: number) => zoneOffsetMinutes(timeZone, new Date(t)) !== start;
  let before = from.getTime();
  let after = before + 6 * HOUR_MS;
  const end = before + 370 * 24 * HOUR_MS;
  while (!differs(after)) {
    if (after > end) return null;
    before = after;
    after += 6 * HOUR_MS;
  }
  // Offsets change on whole minutes: halve the six hours down to one minute.
  while (after - before > 60_000) {
    const mid: number = before + Math.ceil((after - before) / 2 / 60_000) * 60_000;
    if (mid >= after) break;
    if (differs(mid)) after = mid;
    else before = mid;
  }
  return new Date(after);
}

/** Every zone of the clock with its offset at `now` and its next change (server side). */
export function worldClockZones(now: Date): TWorldClockZone[] {
  const zones = [...new Set(WORLD_CLOCK_CITIES.map((c) => c.timeZone))];
  return zones.map((timeZone) => {
    const change = nextChange(timeZone, now);
    return {
      timeZone,
      offsetMinutes: zoneOffsetMinutes(timeZone, now),
      changesAt: change ? change.toISOString() : null,
      nextOffsetMinutes: change ? zoneOffsetMinutes(timeZone, change) : null,
    };
  });
}

const two = (n: number) => String(n).padStart(2, '0');

/** "HH:mm:ss" in the zone at `now`, by arithmetic on its offsets (no formatter). */
export function cityTime(now: Date, zone: TWorldClockZone): string {
  const changed = zone.changesAt !== null && now.getTime() >= Date.parse(zone.changesAt);
  const offset = changed && zone.nextOffsetMinutes !== null ? zone.nextOffsetMinutes : zone.offsetMinutes;
  const local = new Date(now.getTime() + offset * 60_000);
  return `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
}

/** Speed of the world-clock ticker on screens too narrow for all cities: slow enough to read a time in passing. */
export const WORLD_CLOCK_TICKER_PX_PER_S = 30;

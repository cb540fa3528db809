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

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "HH:mm:ss" in the city's zone; formatters are cached because the clock ticks every second. */
export function formatCityTime(date: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f.format(date);
}

/** Speed of the world-clock ticker on screens too narrow for all cities: slow enough to read a time in passing. */
export const WORLD_CLOCK_TICKER_PX_PER_S = 30;

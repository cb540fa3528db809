/**
 * The local calendar day (midnight on the reader's clock) of yyyy-MM-dd, or null when it names no real date
 * (2026-02-30). Read by hand rather than with date-fns' parse, which is a fifth of the landing page's date code.
 */
export function calendarDayOf(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(0);
  // setFullYear, not the constructor, which reads years below 100 as 19xx.
  date.setFullYear(year, month, day);
  date.setHours(0, 0, 0, 0);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

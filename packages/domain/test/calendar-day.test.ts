import { format, isValid, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { calendarDayOf } from '../src/format/calendar-day.ts';

/** What the domain did before: date-fns' parse, kept only when it formats back to the same text. */
function byDateFns(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, 'yyyy-MM-dd', new Date(0));
  return isValid(date) && format(date, 'yyyy-MM-dd') === value ? date : null;
}

describe('calendarDayOf', () => {
  it('reads yyyy-MM-dd as local midnight of that day', () => {
    expect(calendarDayOf('2026-05-03')).toEqual(new Date(2026, 4, 3));
    expect(calendarDayOf('2028-02-29')?.getDate()).toBe(29);
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const value of [
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-00-10',
      '2026-5-3',
      '03.05.2026',
      '',
    ]) {
      expect(calendarDayOf(value)).toBeNull();
    }
  });

  it('answers like date-fns parse with the round trip, years below 100 included', () => {
    const values = [
      '0001-01-01',
      '0099-12-31',
      '1999-02-28',
      '2000-02-29',
      '2100-02-29',
      '2026-03-29',
      '2026-10-25',
    ];
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [0, 1, 28, 29, 30, 31, 32]) {
        values.push(`2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
      }
    }
    for (const value of values) expect(calendarDayOf(value), value).toEqual(byDateFns(value));
  });
});

import { endOfYear, startOfYear, subDays, subMonths, subYears } from 'date-fns';
import { toIsoDate } from '@portal/domain';

/** The date-range picker's presets (spec 000 §2 "a date-range picker with presets"). */
export const DATE_PRESETS = [
  { id: 'last-30-days', label: 'Last 30 days' },
  { id: 'last-3-months', label: 'Last 3 months' },
  { id: 'last-6-months', label: 'Last 6 months' },
  { id: 'this-year', label: 'This year' },
  { id: 'last-year', label: 'Last year' },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]['id'];

export interface DayRange {
  from: string;
  to: string;
}

/** A preset's days (yyyy-MM-dd) as of `today`; every range but last year ends today. */
export function presetRange(preset: DatePreset, today: Date = new Date()): DayRange {
  const iso = (date: Date) => toIsoDate(date)!;
  switch (preset) {
    case 'last-30-days':
      return { from: iso(subDays(today, 29)), to: iso(today) };
    case 'last-3-months':
      return { from: iso(subMonths(today, 3)), to: iso(today) };
    case 'last-6-months':
      return { from: iso(subMonths(today, 6)), to: iso(today) };
    case 'this-year':
      return { from: iso(startOfYear(today)), to: iso(today) };
    case 'last-year': {
      const last = subYears(today, 1);
      return { from: iso(startOfYear(last)), to: iso(endOfYear(last)) };
    }
  }
}

/** The preset a range is, if any: the picker names it so rather than by its days. */
export function presetOf(range: { from: string | null; to: string | null }, today: Date = new Date()) {
  return DATE_PRESETS.find((preset) => {
    const days = presetRange(preset.id, today);
    return days.from === range.from && days.to === range.to;
  });
}

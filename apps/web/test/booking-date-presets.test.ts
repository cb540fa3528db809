import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DATE_PRESETS,
  presetOf,
  presetRange,
  type DatePreset,
} from '../src/features/bookings/booking-list/date-presets.ts';

describe('date presets', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Mid-morning local time, so no time zone moves the day.
    vi.setSystemTime(new Date(2026, 4, 15, 10, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const expected: Record<DatePreset, { from: string; to: string }> = {
    'last-30-days': { from: '2026-04-16', to: '2026-05-15' },
    'last-3-months': { from: '2026-02-15', to: '2026-05-15' },
    'last-6-months': { from: '2025-11-15', to: '2026-05-15' },
    'this-year': { from: '2026-01-01', to: '2026-05-15' },
    'last-year': { from: '2025-01-01', to: '2025-12-31' },
  };

  it.each(DATE_PRESETS.map((preset) => preset.id))('%s: from and to as of today', (id) => {
    expect(presetRange(id)).toEqual(expected[id]);
  });

  it('has a label for every preset and no preset twice', () => {
    expect(new Set(DATE_PRESETS.map((p) => p.id)).size).toBe(DATE_PRESETS.length);
    for (const preset of DATE_PRESETS) expect(preset.label).not.toBe('');
  });

  it('counts from the day given rather than today when told', () => {
    // Thirty days counting today, across a leap February.
    expect(presetRange('last-30-days', new Date(2024, 2, 1))).toEqual({
      from: '2024-02-01',
      to: '2024-03-01',
    });
    expect(presetRange('last-3-months', new Date(2026, 4, 31))).toEqual({
      from: '2026-02-28',
      to: '2026-05-31',
    });
    expect(presetRange('last-year', new Date(2025, 0, 1))).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(presetRange('this-year', new Date(2026, 0, 1))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });

  it('names a range that is a preset, and nothing for any other range', () => {
    expect(presetOf({ from: '2026-01-01', to: '2026-05-15' })?.id).toBe('this-year');
    expect(presetOf({ from: '2025-01-01', to: '2025-12-31' })?.label).toBe('Last year');
    expect(presetOf({ from: '2026-04-16', to: '2026-05-15' })?.id).toBe('last-30-days');
    expect(presetOf({ from: '2026-04-15', to: '2026-05-15' })).toBeUndefined();
    expect(presetOf({ from: null, to: null })).toBeUndefined();
    expect(presetOf({ from: '2026-01-01', to: null })).toBeUndefined();
  });
});

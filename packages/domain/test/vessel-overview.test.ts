import { describe, expect, it } from 'vitest';
import {
  defaultVesselRange,
  offeredVesselCarriers,
  VESSEL_MESSAGES,
  vesselRangeBounds,
  vesselRangeOf,
  ZVesselOverviewQuery,
} from '../src/index.ts';

describe('the vessel overview (spec 002 §2, §9)', () => {
  it('defaults to 5 days before and after today', () => {
    expect(defaultVesselRange(new Date(2026, 10, 29, 15))).toEqual({ from: '2026-11-24', to: '2026-12-04' });
    // Across a month and a year end.
    expect(defaultVesselRange(new Date(2026, 11, 30, 1))).toEqual({ from: '2026-12-25', to: '2027-01-04' });
    expect(vesselRangeOf({ from: '2026-11-01' }, new Date(2026, 10, 29))).toEqual({
      from: '2026-11-01',
      to: '2026-12-04',
    });
  });

  it('covers the start day from 00:00:00 through the end day 23:59:59', () => {
    const { start, end } = vesselRangeBounds({ from: '2026-11-24', to: '2026-12-04' });
    expect(start.toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-05T00:00:00.000Z');
  });

  it('reads the query: days, category, carriers', () => {
    const q = ZVesselOverviewQuery.parse({
      from: '2026-11-24',
      to: '2026-12-04',
      category: 'Import',
      carriers: 'hsg,ZIM',
    });
    expect(q).toEqual({ from: '2026-11-24', to: '2026-12-04', category: 'Import', carriers: ['HSG', 'ZIM'] });
    expect(ZVesselOverviewQuery.parse({ carriers: '' })).toEqual({});
  });

  it('refuses bad dates, an inverted or too wide range, a bad category or carrier list', () => {
    const message = (input: object) => {
      const r = ZVesselOverviewQuery.safeParse(input);
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(message({ from: '2026-02-30' })).toBeTruthy();
    expect(message({ from: '24.11.2026' })).toBeTruthy();
    expect(message({ from: '2026-12-04', to: '2026-11-24' })).toBe(VESSEL_MESSAGES.rangeOrder);
    expect(message({ from: '2026-01-01', to: '2026-06-01' })).toBe(VESSEL_MESSAGES.rangeWidth);
    expect(message({ from: '2026-01-01', to: '2026-04-02' })).toBeNull();
    expect(message({ category: 'Crosstrade' })).toBeTruthy();
    expect(message({ carriers: 'HSG,,ZIM' })).toBe(VESSEL_MESSAGES.carriers);
  });

  it("offers the user's own carriers, every carrier without a list", () => {
    const all = ['CMA', 'HMM', 'HSG', 'ZIM'];
    expect(offeredVesselCarriers(['ZIM', 'HSG'], all)).toEqual(['HSG', 'ZIM']);
    expect(offeredVesselCarriers(null, all)).toEqual(all);
    expect(offeredVesselCarriers([], all)).toEqual(all);
  });

  it("quotes the spec's empty state", () => {
    expect(VESSEL_MESSAGES.empty).toBe('No vessel with voyage item with this criteria.');
  });
});

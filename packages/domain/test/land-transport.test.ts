import { describe, expect, it } from 'vitest';
import {
  activationBlock,
  activationQuestion,
  co2Hint,
  distanceBandLabel,
  estimateCo2,
  estimatedRouteKm,
  formatWeightBound,
  greatCircleKm,
  isWeightRangeShown,
  priceForDistance,
  profitFor,
  sellingPrice,
  sortPriceList,
  versionName,
  type PriceListRow,
  type ProfitRow,
} from '../src/index.ts';

const ZURICH = 'Europe/Zurich';
const now = new Date('2026-11-29T10:00:00Z');

describe('route activation (spec 002 §4)', () => {
  it('needs both validity dates', () => {
    expect(activationBlock(null, now, ZURICH)).toBe('You must provide validity before activating');
    expect(activationBlock({ startDate: '2026-11-01T00:00:00Z', endDate: '' }, now, ZURICH)).toBe(
      'You must provide validity before activating',
    );
  });

  it('names the start of a validity that has not begun, on the business clock', () => {
    // 23:30 UTC on 30 Nov is 00:30 on 1 Dec in Zurich: the message shows the business day, not UTC's.
    expect(
      activationBlock({ startDate: '2026-11-30T23:30:00Z', endDate: '2027-01-31T23:00:00Z' }, now, ZURICH),
    ).toBe('This route is not valid (becomes valid at 01-12-2026 00:30)');
  });

  it('names the end of an expired validity', () => {
    expect(
      activationBlock({ startDate: '2026-10-01T00:00:00Z', endDate: '2026-11-28T16:45:00Z' }, now, ZURICH),
    ).toBe('This route is expired (expired at 28-11-2026 17:45)');
  });

  it('lets a route that is valid now be activated', () => {
    expect(
      activationBlock({ startDate: '2026-11-01T00:00:00Z', endDate: '2026-12-31T23:00:00Z' }, now, ZURICH),
    ).toBeNull();
  });

  it('asks to activate when no route of the type is active', () => {
    const saved = { startDate: '2026-11-01T00:00:00Z', endDate: '2026-12-31T23:00:00Z' };
    expect(activationQuestion(saved, null, ZURICH)).toBe(
      'There is no active route. Would you like to activate current?',
    );
  });

  it('asks to activate instead when the active route ends earlier, and not when it ends later or the same', () => {
    const saved = { startDate: '2026-11-01T00:00:00Z', endDate: '2026-12-31T23:00:00Z' };
    const earlier = { validity: { startDate: '2026-10-01T00:00:00Z', endDate: '2026-12-15T23:00:00Z' } };
    expect(activationQuestion(saved, earlier, ZURICH)).toBe(
      'The active route ends earlier (16-12-2026 00:00). Would you like to activate current instead?',
    );
    const same = { validity: { startDate: '2026-10-01T00:00:00Z', endDate: saved.endDate } };
    expect(activationQuestion(saved, same, ZURICH)).toBeNull();
    const later = { validity: { startDate: '2026-10-01T00:00:00Z', endDate: '2027-03-31T22:00:00Z' } };
    expect(activationQuestion(saved, later, ZURICH)).toBeNull();
  });

  it('names versions from the counter', () => {
    expect(versionName(7)).toBe('Version-7');
  });
});

describe('distances (DECISIONS "Land transport")', () => {
  it('gives the published haversine example: Nashville BNA to Los Angeles LAX', () => {
    // Rosetta Code's example: 2887.26 km with R = 6372.8 km; the mean radius 6371.0088 km gives 2886.44 km.
    const km = greatCircleKm({ latitude: 36.12, longitude: -86.67 }, { latitude: 33.94, longitude: -118.4 });
    expect(km).toBeCloseTo((2887.26 * 6371.0088) / 6372.8, 1);
  });

  it('is zero between a place and itself and the same both ways', () => {
    const basel = { latitude: 47.5584, longitude: 7.5733 };
    const rotterdam = { latitude: 51.9225, longitude: 4.4792 };
    expect(greatCircleKm(basel, basel)).toBe(0);
    expect(greatCircleKm(basel, rotterdam)).toBeCloseTo(greatCircleKm(rotterdam, basel), 9);
  });

  it('multiplies by the mode factor: road 1.2, rail 1.1, barge 1.3', () => {
    const basel = { latitude: 47.5584, longitude: 7.5733 };
    const rotterdam = { latitude: 51.9225, longitude: 4.4792 };
    const km = greatCircleKm(basel, rotterdam);
    expect(km).toBeGreaterThan(520);
    expect(km).toBeLessThan(540);
    expect(estimatedRouteKm(basel, rotterdam, 'TRUCK')).toBe(Math.round(km * 1.2));
    expect(estimatedRouteKm(basel, rotterdam, 'RAIL')).toBe(Math.round(km * 1.1));
    expect(estimatedRouteKm(basel, rotterdam, 'BARGE')).toBe(Math.round(km * 1.3));
  });
});

describe('CO2 (spec 002 §2)', () => {
  it('shows the hint per ton-km of each mode', () => {
    expect(co2Hint('TRUCK')).toBe('65 g CO2 per ton-km');
    expect(co2Hint('BARGE')).toBe('31.5 g CO2 per ton-km');
    expect(co2Hint('RAIL')).toBe('22 g CO2 per ton-km');
    expect(co2Hint('BARGE ROAD COMBINED')).toBe('50 g CO2 per ton-km');
    expect(co2Hint('BARGE RAIL COMBINED')).toBe('27 g CO2 per ton-km');
  });

  it('estimates a leg as distance × tons × factor', () => {
    // 640 km × 20 t × 22 g = 281,600 g.
    expect(estimateCo2('RAIL', 640, 20)).toEqual({ kg: 281.6, gramsPerTonKm: 22, km: 640, tons: 20 });
    expect(estimateCo2('TRUCK', 0, 20).kg).toBe(0);
  });
});

describe('prices and profit (spec 002 §3)', () => {
  const rows: PriceListRow[] = [
    { category: 'import', distance: 100, currency: 'EUR', pricePerContainer: { '22G1': { value: 300 } } },
    { category: 'export', distance: 300, currency: 'EUR', pricePerContainer: { '22G1': { value: 650 } } },
    { category: 'export', distance: 100, currency: 'EUR', pricePerContainer: { '22G1': { value: 320 } } },
  ];

  it('sorts by category, then distance, and labels the bands', () => {
    expect(sortPriceList(rows).map((r) => `${r.category} ${r.distance}`)).toEqual([
      'export 100',
      'export 300',
      'import 100',
    ]);
    expect(distanceBandLabel(300)).toBe('Until 300 km');
  });

  it('takes the narrowest band that reaches the distance, and none beyond the last', () => {
    expect(priceForDistance(rows, 'export', 100, '22G1')).toEqual({ value: 320, currency: 'EUR' });
    expect(priceForDistance(rows, 'export', 101, '22G1')).toEqual({ value: 650, currency: 'EUR' });
    expect(priceForDistance(rows, 'export', 301, '22G1')).toBeNull();
    expect(priceForDistance(rows, 'export', 50, '45G1')).toBeNull();
  });

  it('prefers the specific profit of the port and direction over the default', () => {
    const profit: ProfitRow[] = [
      { type: 'DEFAULT', currency: 'EUR', pricePerContainer: { '22G1': { value: 40 } } },
      {
        type: 'SPECIFIC',
        currency: 'EUR',
        port: 'NLRTM',
        category: 'export',
        pricePerContainer: { '22G1': { value: 25 } },
      },
    ];
    expect(profitFor(profit, { port: 'NLRTM', category: 'export' }, '22G1')).toEqual({
      value: 25,
      currency: 'EUR',
    });
    expect(profitFor(profit, { port: 'NLRTM', category: 'import' }, '22G1')).toEqual({
      value: 40,
      currency: 'EUR',
    });
    expect(profitFor(profit, { port: 'DEHAM', category: 'export' }, '45G1')).toBeNull();
  });

  it('adds the profit in the same currency and refuses to mix currencies', () => {
    expect(sellingPrice({ value: 320, currency: 'EUR' }, { value: 25.5, currency: 'EUR' })).toEqual({
      value: 345.5,
      currency: 'EUR',
    });
    expect(sellingPrice({ value: 320, currency: 'EUR' }, null)).toEqual({ value: 320, currency: 'EUR' });
    expect(sellingPrice({ value: 320, currency: 'EUR' }, { value: 25, currency: 'USD' })).toBeNull();
  });
});

describe('weight ranges (spec 002 §2, §9)', () => {
  it('shows 99 as MAX and hides rows with neither bound', () => {
    expect(formatWeightBound(99)).toBe('MAX');
    expect(formatWeightBound(16.5)).toBe('16.5');
    expect(formatWeightBound(0)).toBe('0');
    expect(isWeightRangeShown({ weightRangeMin: 0, weightRangeMax: null })).toBe(true);
    expect(isWeightRangeShown({ weightRangeMin: null, weightRangeMax: undefined })).toBe(false);
  });
});

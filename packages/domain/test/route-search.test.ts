import { describe, expect, it } from 'vitest';
import { searchRoutes, searchRoutesWithRetry, sortRoutes } from '../src/index.ts';
import { day, voyage } from './voyage-fixture.ts';

const HAMBURG_SANTOS = voyage('V1', 'HSG', [
  ['DEHAM', 5],
  ['NLRTM', 7],
  ['BRSSZ', 25],
]);
const HAMBURG_ALGECIRAS = voyage('V2', 'ZIM', [
  ['DEHAM', 6],
  ['ESALG', 11],
]);
const ALGECIRAS_DURBAN = voyage('V3', 'ZIM', [
  ['ESALG', 13],
  ['ZADUR', 30],
]);
const ALGECIRAS_LOME = voyage('V4', 'MACS', [
  ['ESALG', 14],
  ['TGLFW', 22],
]);
const LOME_DURBAN_FEEDER = voyage('V5', 'MACS', [
  ['TGLFW', 24],
  ['ZADUR', 31],
]);
const TOO_TIGHT = voyage('V6', 'ZIM', [
  ['ESALG', 11],
  ['ZADUR', 20],
]);

describe('route search', () => {
  it('finds a direct sailing inside the window', () => {
    const routes = searchRoutes([HAMBURG_SANTOS], {
      origin: 'DEHAM',
      destination: 'BRSSZ',
      from: day(1),
      weeks: 1,
    });
    expect(routes).toHaveLength(1);
    expect(routes[0]!.legs.map((l) => l.voyage.id)).toEqual(['V1']);
    expect(routes[0]!.transitDays).toBe(20);
  });

  it('leaves out departures outside the window, inclusive at the start and exclusive at the end', () => {
    const base = { origin: 'DEHAM', destination: 'BRSSZ', weeks: 1 };
    expect(searchRoutes([HAMBURG_SANTOS], { ...base, from: day(5, 18) })).toHaveLength(1);
    expect(searchRoutes([HAMBURG_SANTOS], { ...base, from: day(5, 19) })).toHaveLength(0);
    expect(
      searchRoutes([HAMBURG_SANTOS], { ...base, from: new Date(day(5, 18).getTime() - 7 * 86_400_000) }),
    ).toHaveLength(0);
  });

  it('connects at a hub with one transshipment, at least 24 hours later', () => {
    const routes = searchRoutes([HAMBURG_ALGECIRAS, ALGECIRAS_DURBAN, TOO_TIGHT], {
      origin: 'DEHAM',
      destination: 'ZADUR',
      from: day(1),
      weeks: 2,
    });
    expect(routes.map((r) => r.legs.map((l) => l.voyage.id))).toEqual([['V2', 'V3']]);
    expect(routes[0]!.legs[0]!.to.portId).toBe('ESALG');
  });

  it('connects with two transshipments and prefers the earliest arrival', () => {
    const withoutDirectConnection = [HAMBURG_ALGECIRAS, ALGECIRAS_LOME, LOME_DURBAN_FEEDER];
    const two = searchRoutes(withoutDirectConnection, {
      origin: 'DEHAM',
      destination: 'ZADUR',
      from: day(1),
      weeks: 2,
    });
    expect(two.map((r) => r.legs.map((l) => l.voyage.id))).toEqual([['V2', 'V4', 'V5']]);
    const both = searchRoutes([...withoutDirectConnection, ALGECIRAS_DURBAN], {
      origin: 'DEHAM',
      destination: 'ZADUR',
      from: day(1),
      weeks: 2,
    });
    expect(both.map((r) => r.legs.map((l) => l.voyage.id))).toEqual([['V2', 'V3']]);
  });

  it('keeps every leg on the chosen carrier', () => {
    const all = [HAMBURG_ALGECIRAS, ALGECIRAS_LOME, LOME_DURBAN_FEEDER, ALGECIRAS_DURBAN];
    expect(
      searchRoutes(all, { origin: 'DEHAM', destination: 'ZADUR', from: day(1), weeks: 2, carrierId: 'MACS' }),
    ).toEqual([]);
    const zim = searchRoutes(all, {
      origin: 'DEHAM',
      destination: 'ZADUR',
      from: day(1),
      weeks: 2,
      carrierId: 'ZIM',
    });
    expect(zim.every((r) => r.legs.every((l) => l.voyage.carrierId === 'ZIM'))).toBe(true);
    expect(zim).toHaveLength(1);
  });

  it('searches once more from three days later when nothing is found', () => {
    const late = voyage('V7', 'HSG', [
      ['DEHAM', 10],
      ['BRSSZ', 30],
    ]);
    const first = searchRoutesWithRetry([late], {
      origin: 'DEHAM',
      destination: 'BRSSZ',
      from: day(1, 0),
      weeks: 1,
    });
    expect(first.retried).toBe(true);
    expect(first.routes).toHaveLength(1);
    const none = searchRoutesWithRetry([late], {
      origin: 'DEHAM',
      destination: 'BRSSZ',
      from: day(11),
      weeks: 1,
    });
    expect(none).toEqual({ routes: [], retried: true });
  });

  it('sorts by departure, arrival or transit time', () => {
    const fast = voyage('F', 'HSG', [
      ['DEHAM', 8],
      ['BRSSZ', 20],
    ]);
    const early = voyage('E', 'HSG', [
      ['DEHAM', 2],
      ['BRSSZ', 22],
    ]);
    const routes = searchRoutes([fast, early], {
      origin: 'DEHAM',
      destination: 'BRSSZ',
      from: day(1),
      weeks: 2,
    });
    expect(sortRoutes(routes, 'departure').map((r) => r.legs[0]!.voyage.id)).toEqual(['E', 'F']);
    expect(sortRoutes(routes, 'arrival').map((r) => r.legs[0]!.voyage.id)).toEqual(['F', 'E']);
    expect(sortRoutes(routes, 'transit').map((r) => r.transitDays)).toEqual([12, 20]);
  });
});

describe('schedule dates', () => {
  it('shows ISO week numbers on Sundays only', async () => {
    const { isoWeekLabel, formatDayMonth, defaultScheduleSearch } = await import('../src/index.ts');
    expect(isoWeekLabel(new Date(2026, 0, 4))).toBe('W1');
    expect(isoWeekLabel(new Date(2027, 0, 3))).toBe('W53');
    expect(isoWeekLabel(new Date(2026, 0, 5))).toBeNull();
    expect(formatDayMonth(new Date(2026, 10, 22))).toBe('22.11');
    expect(defaultScheduleSearch(new Date(2026, 10, 22))).toEqual({ date: new Date(2026, 10, 24), weeks: 4 });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexSchedule, searchRoutes, searchRoutesWithRetry } from '../src/index.ts';
import { day, voyage } from './voyage-fixture.ts';

// Listed out of departure order on purpose: the index must sort them.
const VOYAGES = [
  voyage('V3', 'ZIM', [
    ['ESALG', 13],
    ['ZADUR', 30],
  ]),
  voyage('V2', 'ZIM', [
    ['DEHAM', 6],
    ['ESALG', 11],
  ]),
  voyage('V1', 'HSG', [
    ['DEHAM', 5],
    ['NLRTM', 7],
    ['ZADUR', 25],
  ]),
  voyage('V4', 'HSG', [
    ['DEHAM', 12],
    ['ZADUR', 28],
  ]),
];
const query = { origin: 'DEHAM', destination: 'ZADUR', from: day(1), weeks: 2 };
const ids = (routes: ReturnType<typeof searchRoutes>) =>
  routes.map((r) => r.legs.map((l) => l.voyage.id).join('+'));

afterEach(() => vi.restoreAllMocks());

describe('schedule index', () => {
  it('answers exactly as a search over the plain voyages, for all carriers and for one', () => {
    const index = indexSchedule(VOYAGES);
    expect(ids(searchRoutes(index, query)).sort()).toEqual(ids(searchRoutes(VOYAGES, query)).sort());
    expect(ids(searchRoutes(index, query)).sort()).toEqual(['V1', 'V2+V3', 'V4']);
    for (const carrierId of ['ZIM', 'HSG', 'MACS']) {
      expect(ids(searchRoutes(index, { ...query, carrierId }))).toEqual(
        ids(searchRoutes(VOYAGES, { ...query, carrierId })),
      );
    }
    expect(ids(searchRoutes(index, { ...query, carrierId: 'HSG' })).sort()).toEqual(['V1', 'V4']);
  });

  it('keeps each port in departure order, also per carrier', () => {
    const index = indexSchedule(VOYAGES);
    const times = (carrierId?: string) =>
      index
        .departures(carrierId)
        .get('DEHAM')!
        .map((d) => d.voyage.calls[d.index]!.departure.getTime());
    expect(times()).toEqual([day(5, 18), day(6, 18), day(12, 18)].map((d) => d.getTime()));
    expect(times('HSG')).toEqual([day(5, 18), day(12, 18)].map((d) => d.getTime()));
  });

  it('finds the window and each connection among years of earlier and later sailings', () => {
    // Weekly feeders DEHAM -> ESALG and mainliners ESALG -> ZADUR for three years around the window.
    const weekly = Array.from({ length: 156 }, (_, w) => w - 78).flatMap((w) => [
      voyage(`F${w}`, 'ZIM', [
        ['DEHAM', 1 + 7 * w],
        ['ESALG', 4 + 7 * w],
      ]),
      voyage(`M${w}`, 'ZIM', [
        ['ESALG', 6 + 7 * w],
        ['ZADUR', 20 + 7 * w],
      ]),
    ]);
    const routes = searchRoutes(indexSchedule(weekly), { ...query, from: day(1), weeks: 2 });
    expect(ids(routes).sort()).toEqual(['F0+M0', 'F1+M1']);
  });

  it('sorts once when it is built, never again on a search, a retry or a carrier search', () => {
    const index = indexSchedule(VOYAGES);
    const sort = vi.spyOn(Array.prototype, 'sort');
    searchRoutes(index, query);
    searchRoutesWithRetry(index, { ...query, from: day(20) });
    searchRoutes(index, { ...query, carrierId: 'ZIM' });
    searchRoutes(index, { ...query, carrierId: 'ZIM' });
    expect(sort).not.toHaveBeenCalled();
    expect(index.departures('ZIM')).toBe(index.departures('ZIM'));
  });
});

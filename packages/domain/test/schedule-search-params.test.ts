import { describe, expect, it } from 'vitest';
import {
  firstMissingSearchField,
  fromIsoDate,
  nextEmptySearchField,
  parseScheduleSearch,
  portCodeFromText,
  scheduleSearchParams,
  toIsoDate,
  WEEK_OPTIONS,
  withSearchDefaults,
} from '../src/index.ts';

/** A minimal query-string reader (the domain package is built without DOM or Node types). */
function params(query: string) {
  const pairs = query.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]);
  return { get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null };
}

describe('schedule search in the page address', () => {
  it('reads a full search', () => {
    expect(
      parseScheduleSearch(
        params('origin=deham&destination=BRSSZ&date=2026-05-03&weeks=2&carrier=hsg&sort=transit'),
      ),
    ).toEqual({
      origin: 'DEHAM',
      destination: 'BRSSZ',
      date: '2026-05-03',
      weeks: 2,
      carrier: 'HSG',
      sort: 'transit',
    });
  });

  it('treats unusable values as missing and falls back to the departure sort', () => {
    expect(parseScheduleSearch(params('origin=%20&date=2026-02-30&weeks=5&sort=price'))).toEqual({
      origin: null,
      destination: null,
      date: null,
      weeks: null,
      carrier: null,
      sort: 'departure',
    });
    expect(parseScheduleSearch(params('weeks=0')).weeks).toBeNull();
    expect(parseScheduleSearch(params('weeks=1.5')).weeks).toBeNull();
  });

  it('writes a search back, leaving the defaults out', () => {
    expect(
      scheduleSearchParams({
        origin: 'DEHAM',
        destination: 'BRSSZ',
        date: '2026-05-03',
        weeks: 4,
        carrier: null,
        sort: 'departure',
      }),
    ).toEqual({ origin: 'DEHAM', destination: 'BRSSZ', date: '2026-05-03', weeks: '4' });
    expect(scheduleSearchParams({ carrier: 'ZIM', sort: 'arrival' })).toEqual({
      carrier: 'ZIM',
      sort: 'arrival',
    });
  });

  it('fills a missing date and weeks with two days ahead and four weeks', () => {
    const today = new Date(2026, 11, 30, 15, 0);
    expect(
      withSearchDefaults({ origin: 'DEHAM', destination: null, date: null, weeks: null }, today),
    ).toEqual({ origin: 'DEHAM', destination: null, date: '2027-01-01', weeks: 4 });
    expect(
      withSearchDefaults({ origin: null, destination: null, date: '2026-05-03', weeks: 1 }, today),
    ).toEqual({ origin: null, destination: null, date: '2026-05-03', weeks: 1 });
  });

  it('converts calendar dates without shifting them across time zones', () => {
    expect(toIsoDate(new Date(2026, 4, 3, 23, 59))).toBe('2026-05-03');
    expect(toIsoDate(new Date(Number.NaN))).toBeNull();
    expect(fromIsoDate('2026-05-03')?.getDate()).toBe(3);
    expect(fromIsoDate('2026-13-01')).toBeNull();
  });

  it('offers weeks 1 to 4', () => {
    expect(WEEK_OPTIONS).toEqual([1, 2, 3, 4]);
  });
});

describe('schedule search validation order', () => {
  const full = { origin: 'DEHAM', destination: 'BRSSZ', date: '2026-05-03', weeks: 4 };

  it('names the first missing field in the order origin, destination, date, weeks', () => {
    expect(firstMissingSearchField({ origin: null, destination: null, date: null, weeks: null })).toBe(
      'origin',
    );
    expect(firstMissingSearchField({ ...full, destination: null, weeks: null })).toBe('destination');
    expect(firstMissingSearchField({ ...full, date: null, weeks: null })).toBe('date');
    expect(firstMissingSearchField({ ...full, weeks: null })).toBe('weeks');
    expect(firstMissingSearchField(full)).toBeNull();
  });

  it('moves on to the next empty field after a choice, wrapping to earlier ones', () => {
    expect(nextEmptySearchField({ ...full, destination: null }, 'origin')).toBe('destination');
    expect(nextEmptySearchField({ ...full, weeks: null }, 'origin')).toBe('weeks');
    expect(nextEmptySearchField({ ...full, origin: null }, 'destination')).toBe('origin');
    expect(nextEmptySearchField(full, 'destination')).toBeNull();
  });
});

describe('port free entry', () => {
  it('upgrades typed text to an upper-cased code', () => {
    expect(portCodeFromText(' deham ')).toBe('DEHAM');
    expect(portCodeFromText('   ')).toBeNull();
  });
});

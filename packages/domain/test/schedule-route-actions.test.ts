import { describe, expect, it } from 'vitest';
import {
  BOOK_NOW_MIN_DAYS_AHEAD,
  canBookNow,
  canTrackVessels,
  readChosenSchedule,
  readSchedulePickedMessage,
  ROUTE_SORT_OPTIONS,
  SCHEDULE_PICKED_MESSAGE,
  sortScheduleRoutes,
  vesselTrackingHref,
} from '../src/index.ts';
import { hamburgSantos, stop } from './schedule-route-fixture.ts';

const NOW = new Date('2026-05-01T12:00:00.000Z');
const HOUR = 3_600_000;

describe('Book Now', () => {
  it('is offered only when the departure is more than 4 days ahead', () => {
    expect(BOOK_NOW_MIN_DAYS_AHEAD).toBe(4);
    const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();
    expect(canBookNow(at(4 * 24 + 1), NOW)).toBe(true);
    expect(canBookNow(at(4 * 24), NOW)).toBe(false);
    expect(canBookNow(at(24), NOW)).toBe(false);
    expect(canBookNow(at(-24), NOW)).toBe(false);
    expect(canBookNow(new Date(NOW.getTime() + 30 * 24 * HOUR), NOW)).toBe(true);
  });
});

describe('vessel tracking', () => {
  it('is a staff control', () => {
    expect(canTrackVessels('staff')).toBe(true);
    expect(canTrackVessels('customer')).toBe(false);
    expect(canTrackVessels('anonymous')).toBe(false);
  });

  it('fills the IMO into the configured template', () => {
    expect(vesselTrackingHref('https://track.example/vessel?imo={imo}', '9301234')).toBe(
      'https://track.example/vessel?imo=9301234',
    );
    expect(vesselTrackingHref('https://track.example/{imo}', null)).toBeNull();
    expect(vesselTrackingHref('', '9301234')).toBeNull();
  });
});

describe('sorting answered routes', () => {
  const early = hamburgSantos();
  const fastLate = hamburgSantos({
    origin: stop('DEHAM', 'Hamburg', 'DE', '2026-05-08T10:00:00.000Z', '2026-05-09T18:00:00.000Z'),
    destination: stop('BRSSZ', 'Santos', 'BR', '2026-05-27T04:00:00.000Z', '2026-05-27T18:00:00.000Z'),
    intermediate: [],
    transitDays: 18,
  });

  it('offers the three sort options of the spec', () => {
    expect(ROUTE_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Earliest departure date',
      'Earliest arrival date',
      'Shortest transit time',
    ]);
  });

  it('sorts by departure, arrival or transit time', () => {
    expect(sortScheduleRoutes([fastLate, early], 'departure')).toEqual([early, fastLate]);
    expect(sortScheduleRoutes([early, fastLate], 'arrival')).toEqual([fastLate, early]);
    expect(sortScheduleRoutes([early, fastLate], 'transit')).toEqual([fastLate, early]);
  });
});

describe('chosen schedule', () => {
  const schedule = {
    route: hamburgSantos(),
    search: { origin: 'DEHAM', destination: 'BRSSZ', date: '2026-05-03', weeks: 4 },
    chosenAt: NOW.toISOString(),
  };

  it('reads back what was stored and ignores anything else', () => {
    expect(readChosenSchedule(JSON.stringify(schedule))).toEqual(schedule);
    expect(readChosenSchedule('{not json')).toBeNull();
    expect(readChosenSchedule(JSON.stringify({ route: {} }))).toBeNull();
    expect(readChosenSchedule(null)).toBeNull();
  });

  it('accepts only the typed picker message', () => {
    expect(readSchedulePickedMessage({ type: SCHEDULE_PICKED_MESSAGE, schedule })).toEqual(schedule);
    expect(readSchedulePickedMessage({ type: 'other', schedule })).toBeNull();
    expect(readSchedulePickedMessage('hello')).toBeNull();
  });
});

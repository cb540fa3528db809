import { describe, expect, it } from 'vitest';
import {
  bookableSailings,
  EXPIRED_QUOTATION_WARNING,
  ONLINE_BOOKING_CLOSED,
  orderByQuoteValidity,
  sailingChoiceRefusal,
  validityIntro,
  validityNote,
  validityStanding,
  WORKBENCH_MESSAGES,
} from '../src/index.ts';
import { hamburgSantos, stop } from './schedule-route-fixture.ts';

const NOW = new Date('2026-11-28T06:00:00.000Z');
const DAY = 86_400_000;

/** A sailing from Hamburg (UTC+1 in winter) leaving at the instant given. */
function leaving(departure: string, offset = 60) {
  return hamburgSantos({
    origin: stop('DEHAM', 'Hamburg', 'DE', departure, departure, { utcOffsetMinutes: offset }),
  });
}

describe('the 4-day online-booking rule for choosing a sailing (spec 000 §5, §9; 001 §5)', () => {
  it('refuses a sailing 4 days away or closer with the reason, and accepts one further out', () => {
    const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();
    expect(ONLINE_BOOKING_CLOSED).toBe('Online booking closes 4 days before departure.');
    expect(sailingChoiceRefusal(at(3), NOW)).toBe(
      'Online booking closes 4 days before departure. Please choose a later sailing.',
    );
    expect(sailingChoiceRefusal(at(4), NOW)).not.toBeNull();
    expect(sailingChoiceRefusal(at(-1), NOW)).not.toBeNull();
    expect(sailingChoiceRefusal(new Date(NOW.getTime() + 4 * DAY + 60_000), NOW)).toBeNull();
    expect(sailingChoiceRefusal(at(12), NOW)).toBeNull();
  });

  it('leaves a picker only the sailings that may still be booked, in their order', () => {
    const soon = leaving('2026-12-01T10:00:00.000Z');
    const later = leaving('2026-12-09T10:00:00.000Z');
    const latest = leaving('2026-12-16T10:00:00.000Z');
    expect(bookableSailings([latest, soon, later], NOW)).toEqual([latest, later]);
  });
});

describe("a quote's validity in the sailing picker (issue 20)", () => {
  const validity = { from: '2026-11-01', to: '2026-12-10' };

  it("counts the departure day on the port of loading's clock, both ends included", () => {
    // 10 Dec 23:30 UTC is already 11 Dec in Hamburg: after a validity that ends on the 10th.
    expect(validityStanding(leaving('2026-12-10T23:30:00.000Z'), validity)).toBe('after');
    expect(validityStanding(leaving('2026-12-10T23:30:00.000Z', 0), validity)).toBe('inside');
    expect(validityStanding(leaving('2026-11-01T00:30:00.000Z'), validity)).toBe('inside');
    expect(validityStanding(leaving('2026-10-31T12:00:00.000Z'), validity)).toBe('before');
  });

  it('puts the sailings inside the validity first and keeps the order within each part', () => {
    const a = leaving('2026-12-02T10:00:00.000Z');
    const b = leaving('2026-12-12T10:00:00.000Z');
    const c = leaving('2026-12-08T10:00:00.000Z');
    const d = leaving('2026-12-19T10:00:00.000Z');
    expect(orderByQuoteValidity([b, a, d, c], validity)).toEqual([a, c, b, d]);
    expect(orderByQuoteValidity([b, a], null)).toEqual([b, a]);
  });

  it("says why a sailing is outside, with the spec's warning for one after the end", () => {
    expect(validityNote('inside', validity)).toBeNull();
    expect(validityNote('after', validity)).toBe(
      `Departs after your quote's validity ends on 10.12.2026: ${EXPIRED_QUOTATION_WARNING}.`,
    );
    expect(validityNote('before', validity)).toBe(
      "Departs before your quote's validity starts on 01.11.2026.",
    );
    expect(validityIntro(validity, 1042)).toContain(
      'Your quote 1042 is valid for sailings departing from 01.11.2026 to 10.12.2026',
    );
    expect(WORKBENCH_MESSAGES.expiredQuote).toBe(
      'You are booking on a vessel with an expired quotation date',
    );
  });
});

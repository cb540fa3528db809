import { describe, expect, it } from 'vitest';
import {
  amsClosingBanner,
  BANNER_TEXT,
  checklistPercent,
  formatDateTime,
  paymentOnHoldBanner,
  quickSearchQuoteId,
} from '../src/index.ts';

const now = new Date('2026-11-28T12:00:00Z');

describe('banners of spec 000 §3', () => {
  it('quotes the spec’s words', () => {
    expect(BANNER_TEXT).toEqual({ AMS_CLOSING: 'AMS Closing:', ON_HOLD: 'This payment is on hold.' });
  });

  it('shows the AMS closing with date and time until the vessel departs, as an error once it has passed', () => {
    const booking = { amsClosing: '2026-11-30T16:00:00Z', archived: false, etd: '2026-12-02T18:00:00Z' };
    expect(amsClosingBanner(booking, now)).toEqual({
      text: `AMS Closing: ${formatDateTime('2026-11-30T16:00:00Z')}`,
      passed: false,
    });
    expect(amsClosingBanner(booking, new Date('2026-12-01T00:00:00Z'))?.passed).toBe(true);
    expect(amsClosingBanner(booking, new Date('2026-12-03T00:00:00Z'))).toBeNull();
    expect(amsClosingBanner({ ...booking, archived: true }, now)).toBeNull();
    expect(amsClosingBanner({ ...booking, amsClosing: null }, now)).toBeNull();
  });

  it('says a payment is on hold only while it is in progress', () => {
    expect(paymentOnHoldBanner({ status: 'IN_PROGRESS', platformStatus: 'ON_HOLD' })).toBe(
      'This payment is on hold.',
    );
    expect(paymentOnHoldBanner({ status: 'BLOCKED', platformStatus: 'ON_HOLD' })).toBeNull();
    expect(paymentOnHoldBanner({ status: 'IN_PROGRESS', platformStatus: null })).toBeNull();
  });
});

describe('list marks and quick search', () => {
  it('computes the checklist share', () => {
    expect(checklistPercent({ checked: 3, total: 12 })).toBe(25);
    expect(checklistPercent({ checked: 0, total: 0 })).toBe(0);
  });

  it('reads a quote number from the text, trimmed', () => {
    expect(quickSearchQuoteId(' 100042 ')).toBe(100042);
    expect(quickSearchQuoteId('HLCU100042')).toBeNull();
  });
});

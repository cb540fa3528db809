import { describe, expect, it } from 'vitest';
import { closingWhen, portTermsOf } from '../src/features/bookings/booking-page/booking-port-terms.tsx';

describe("a booking's port terms, read forgivingly", () => {
  it('reads the fields and closings as the backend format carries them', () => {
    const terms = portTermsOf({
      portTerms: {
        LinerPortAgent: 'Hapag-Lloyd Hamburg',
        FOBDeliveryBy: 'Shipper',
        VGMSubmByTxt: 'Carrier',
        Closings: [
          { ClosingType: 'FCL', ClosingDate: '2026-12-03', ClosingTime: '12:00', ClosingTxt: 'FCL' },
        ],
      },
    });
    expect(terms).toMatchObject({ LinerPortAgent: 'Hapag-Lloyd Hamburg', FOBDeliveryBy: 'Shipper' });
    expect(closingWhen(terms.Closings[0]!)).toMatch(/12:00$/);
  });

  it('reads what is missing or not text as empty, and no closings from something that is not a list', () => {
    expect(portTermsOf({ portTerms: null } as never)).toEqual({
      LinerPortAgent: '',
      FOBDeliveryBy: '',
      VGMSubmByTxt: '',
      Closings: [],
    });
    const odd = portTermsOf({
      portTerms: { LinerPortAgent: 7, Closings: [{ ClosingDate: '05.12.2026', ClosingTime: null }] },
    } as never);
    expect(odd.LinerPortAgent).toBe('');
    expect(odd.Closings).toEqual([
      { ClosingType: '', ClosingDate: '05.12.2026', ClosingTime: '', ClosingTxt: '' },
    ]);
    expect(closingWhen(odd.Closings[0]!)).toBe('05.12.2026');
    expect(portTermsOf({ portTerms: { Closings: 'none' } } as never).Closings).toEqual([]);
  });
});

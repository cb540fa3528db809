import { describe, expect, it } from 'vitest';
import {
  commissionFiltersOf,
  nextListParams,
  weeklyFiltersOf,
  weeklyInitial,
  weeklyQueryOf,
} from '../src/features/payments/payment-params.ts';

const TODAY = '2026-11-24';
const read = (search: string) => weeklyFiltersOf(new URLSearchParams(search), TODAY, null);

describe('payments list addresses', () => {
  it('opens on the spec’s initial filter (000 §9) and asks for it', () => {
    expect(weeklyQueryOf(read(''))).toEqual({
      page: 1,
      perPage: 10,
      currency: 'USD',
      payDate: TODAY,
      status: 'IN_PROGRESS,BLOCKED',
      platformStatus: 'ON_HOLD',
      commissionStatus: 'INVOICED',
    });
    expect(commissionFiltersOf(new URLSearchParams(''), null)).toMatchObject({
      currency: 'USD',
      status: ['OPEN'],
    });
  });

  it('reads an empty parameter as any, and unusable values forgivingly', () => {
    expect(
      weeklyQueryOf(read('currency=&payDate=&status=&platformStatus=NONE&commissionStatus=bogus')),
    ).toEqual({
      page: 1,
      perPage: 10,
      platformStatus: 'NONE',
    });
    expect(read('payDate=2026-02-31&page=0&perPage=7')).toMatchObject({
      payDate: null,
      page: 1,
      perPage: 10,
    });
    expect(weeklyFiltersOf(new URLSearchParams('carrier=zim'), TODAY, 'HSG').carrier).toBe('HSG');
  });

  it('keeps initial values out of the address and starts again at page 1', () => {
    const initial = weeklyInitial(TODAY, null);
    const next = nextListParams(
      new URLSearchParams('page=3&currency=EUR'),
      { currency: 'USD', payDate: null },
      initial,
    );
    expect(next.toString()).toBe('payDate=');
    const paged = nextListParams(new URLSearchParams('currency=EUR'), { page: 2 }, initial);
    expect(paged.toString()).toBe('currency=EUR&page=2');
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildOffers,
  isComparedCostLine,
  isIncludedCharge,
  orderTerms,
  quoteTotals,
  rateValidOn,
  TERMS_AND_CONDITIONS,
  type Rate,
} from '../src/index.ts';

function rate(over: Partial<Rate>): Rate {
  return {
    id: `${over.carrierId ?? 'HSG'}-${over.containerTypeId ?? '22G1'}-${over.validFrom ?? '2026-12-01'}`,
    carrierId: 'HSG',
    originId: 'DEHAM',
    destinationId: 'BRSSZ',
    containerTypeId: '22G1',
    validFrom: '2026-12-01',
    validTo: '2026-12-31',
    costLines: [
      {
        pos: 1,
        description: 'Seafreight',
        currency: 'USD',
        value: 1000,
        unit: 'CTR',
        remark: null,
        remarkRef: null,
      },
      {
        pos: 2,
        description: 'Documentation Fee',
        currency: 'EUR',
        value: 65,
        unit: 'BL',
        remark: null,
        remarkRef: null,
      },
      {
        pos: 3,
        description: 'Seal Fee',
        currency: 'incl.',
        value: null,
        unit: 'CTR',
        remark: null,
        remarkRef: null,
      },
    ],
    costRemarks: [],
    terms: [],
    remarks: [],
    placeOfReceiptName: null,
    placeOfDeliveryName: null,
    serviceDetails: null,
    ...over,
  };
}

const request = {
  originId: 'DEHAM',
  destinationId: 'BRSSZ',
  day: '2026-12-10',
  lines: [
    { containerTypeId: '22G1', quantity: 2 },
    { containerTypeId: '45G1', quantity: 1 },
  ],
};

describe('rateValidOn', () => {
  it('includes both ends of the validity', () => {
    const r = rate({});
    expect(rateValidOn(r, '2026-12-01')).toBe(true);
    expect(rateValidOn(r, '2026-12-31')).toBe(true);
    expect(rateValidOn(r, '2026-11-30')).toBe(false);
    expect(rateValidOn(r, '2027-01-01')).toBe(false);
  });
});

describe('buildOffers', () => {
  it('makes one offer per carrier that has every requested type, validity the overlap of its rates', () => {
    const offers = buildOffers(
      [
        rate({}),
        rate({ containerTypeId: '45G1', validFrom: '2026-12-05', validTo: '2027-01-15' }),
        rate({ carrierId: 'ZIM' }),
      ],
      request,
      null,
    );
    expect(offers.map((o) => o.carrierId)).toEqual(['HSG']);
    expect(offers[0]).toMatchObject({ validFrom: '2026-12-05', validTo: '2026-12-31' });
    expect(offers[0]!.details.map((d) => d.containerTypeId)).toEqual(['22G1', '45G1']);
  });

  it('ignores rates outside the day, other lanes and carriers outside the restriction', () => {
    const rates = [
      rate({}),
      rate({ containerTypeId: '45G1' }),
      rate({ carrierId: 'ZIM' }),
      rate({ carrierId: 'ZIM', containerTypeId: '45G1' }),
      rate({ carrierId: 'DAL', validTo: '2026-12-09' }),
      rate({ carrierId: 'DAL', containerTypeId: '45G1' }),
      rate({ carrierId: 'MACS', destinationId: 'BRRIG' }),
    ];
    expect(buildOffers(rates, request, null).map((o) => o.carrierId)).toEqual(['HSG', 'ZIM']);
    expect(buildOffers(rates, request, ['ZIM']).map((o) => o.carrierId)).toEqual(['ZIM']);
    expect(buildOffers(rates, { ...request, day: '2027-01-01' }, null)).toEqual([]);
  });

  it('takes the newest rate when two apply on the day', () => {
    const older = rate({ validFrom: '2026-11-01', validTo: '2026-12-31', id: 'old' });
    const newer = rate({ validFrom: '2026-12-08', validTo: '2026-12-31', id: 'new' });
    const offers = buildOffers([older, newer], { ...request, lines: [request.lines[0]!] }, null);
    expect(offers[0]!.rateIds).toEqual(['new']);
  });

  it('puts TERMS & CONDITIONS first', () => {
    const terms = [
      { label: 'Payment', value: 'Prepaid', detail: null, url: null },
      { label: TERMS_AND_CONDITIONS, value: 'B/L terms', detail: null, url: null },
    ];
    expect(orderTerms(terms).map((t) => t.label)).toEqual([TERMS_AND_CONDITIONS, 'Payment']);
  });
});

describe('quoteTotals', () => {
  it('counts containers, TEUs and once-per-B/L lines and skips included charges', () => {
    const details = [
      { containerTypeId: '22G1', costLines: rate({}).costLines },
      {
        containerTypeId: '45G1',
        costLines: [
          {
            pos: 1,
            description: 'Seafreight',
            currency: 'USD',
            value: 1500,
            unit: 'CTR',
            remark: null,
            remarkRef: null,
          },
          {
            pos: 2,
            description: 'GRI',
            currency: 'USD',
            value: 50,
            unit: 'TEU',
            remark: null,
            remarkRef: null,
          },
          {
            pos: 3,
            description: 'Documentation Fee',
            currency: 'EUR',
            value: 65,
            unit: 'BL',
            remark: null,
            remarkRef: null,
          },
        ],
      },
    ];
    expect(quoteTotals(details, request.lines)).toEqual({ USD: 2 * 1000 + 1500 + 50 * 2, EUR: 65 });
  });

  it('knows included charges in any spelling', () => {
    expect(isIncludedCharge({ currency: 'incl.' })).toBe(true);
    expect(isIncludedCharge({ currency: 'Inkl.' })).toBe(true);
    expect(isIncludedCharge({ currency: 'USD' })).toBe(false);
  });
});

describe('group comparison', () => {
  it('compares seafreight, fuel and surcharge lines only', () => {
    expect(isComparedCostLine('Seafreight')).toBe(true);
    expect(isComparedCostLine('baf')).toBe(true);
    expect(isComparedCostLine('EU  ETS surcharge')).toBe(true);
    expect(isComparedCostLine('Terminal Handling Charge Origin')).toBe(false);
    expect(isComparedCostLine('Documentation Fee')).toBe(false);
  });
});

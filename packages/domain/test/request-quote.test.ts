import { describe, expect, it } from 'vitest';
import {
  expiredQuoteWarning,
  freightWithPickedQuote,
  nameSimilarity,
  quoteSuggestions,
  sailingDayOf,
  type SuggestionQuote,
  type TCostLine,
} from '../src/index.ts';
import { cargoLine, freightLine, requestDetail } from './request-fixture.ts';

describe('expired quotation (spec 000 §5)', () => {
  it('warns when the sailing is after the last valid day', () => {
    expect(expiredQuoteWarning('2026-05-01', '2026-04-30')).toBe(
      'You are booking on a vessel with an expired quotation date',
    );
    expect(expiredQuoteWarning('2026-04-30', '2026-04-30')).toBeNull();
    expect(expiredQuoteWarning('2026-04-02', '2026-04-30')).toBeNull();
    expect(expiredQuoteWarning(null, '2026-04-30')).toBeNull();
    expect(expiredQuoteWarning('2026-05-01', null)).toBeNull();
  });

  it("counts the sailing's day on the port's clock", () => {
    // 30 April 23:30 UTC is already 1 May in Hamburg (UTC+2).
    expect(sailingDayOf('2026-04-30T23:30:00.000Z', 120)).toBe('2026-05-01');
    expect(sailingDayOf('2026-04-30T23:30:00.000Z', 0)).toBe('2026-04-30');
    expect(sailingDayOf(null, 120)).toBeNull();
    expect(sailingDayOf('not a date', 120)).toBeNull();
  });
});

describe('name similarity', () => {
  it('is the Dice coefficient of letter pairs, case and spacing aside', () => {
    expect(nameSimilarity('HAPAG-LLOYD', 'Hapag  Lloyd')).toBeCloseTo(0.8);
    expect(nameSimilarity('FURNITURE', 'furniture parts')).toBeCloseTo(8 / 11);
    expect(nameSimilarity('HSG', ' hsg ')).toBe(1);
    expect(nameSimilarity('HSG', 'HSD')).toBe(0.5);
    expect(nameSimilarity('', '')).toBe(0);
  });
});

const port = (id: string) => ({ id, name: id, city: id, countryCode: id.slice(0, 2) });

function quote(
  id: number,
  overrides: Partial<SuggestionQuote> = {},
  commodity = 'FURNITURE',
): SuggestionQuote {
  return {
    id,
    dateIssued: `2026-04-${String(id).padStart(2, '0')}T08:00:00.000Z`,
    client: { id: 'client-a', name: 'Alpine Trading AG' },
    carrier: { id: 'HSG', name: 'HAPAG-LLOYD', color: '#ff6600' },
    origin: port('DEHAM'),
    destination: port('BRSSZ'),
    containers: [
      {
        quantity: 1,
        containerType: { id: '45G1', label: '40HC', description: "40' High Cube" },
        commodityType: { id: 'c', name: commodity },
        pickupLocation: null,
      },
    ],
    ...overrides,
  };
}

describe("'Pick a quote' suggestions", () => {
  const request = requestDetail();

  it('keeps quotes of the client and lane whose carrier and commodity are alike, newest first', () => {
    const quotes = [
      quote(1),
      quote(2, { carrier: { id: 'HLAG', name: 'Hapag Lloyd', color: '' } }),
      quote(3, {}, 'FURNITURE PARTS'),
      quote(4, { carrier: { id: 'HSD', name: 'HAMBURG SÜD', color: '' } }),
      quote(5, {}, 'MACHINERY'),
      quote(6, { origin: port('DEBRV') }),
      quote(7, { destination: port('BRRIG') }),
      quote(8, { client: { id: 'client-b', name: 'Other' } }),
    ];
    const picked = quoteSuggestions(request, quotes);
    expect(picked.map((s) => s.quote.id)).toEqual([3, 2, 1]);
    expect(picked[1]!.carrierScore).toBeCloseTo(0.8);
    expect(picked[0]!.commodityScore).toBeCloseTo(8 / 11);
  });

  it('needs carrier similarity above 0.7 and commodity above 0.5, not equal to them', () => {
    // Ten letter pairs each, seven shared: exactly 0.7. 'ABC' / 'ABD' share one pair of two: exactly 0.5.
    const mine = { ...request, carrier: { id: 'Q1', name: 'ABCDEFGHIJK' } };
    const carrierAt07 = quote(1, { carrier: { id: 'Z9', name: 'ABCDEFGHXYZ', color: '' } });
    expect(nameSimilarity('ABCDEFGHIJK', 'ABCDEFGHXYZ')).toBe(0.7);
    expect(quoteSuggestions(mine, [carrierAt07])).toEqual([]);
    const carrierAbove = quote(2, { carrier: { id: 'Z9', name: 'ABCDEFGHIJX', color: '' } });
    expect(quoteSuggestions(mine, [carrierAbove])).toHaveLength(1);

    const abc = { ...request, containers: [cargoLine({ commodityType: { id: null, name: 'ABC' } })] };
    expect(nameSimilarity('ABC', 'ABD')).toBe(0.5);
    expect(quoteSuggestions(abc, [quote(3, {}, 'ABD')])).toEqual([]);
    expect(quoteSuggestions(abc, [quote(4, {}, 'ABC')])).toHaveLength(1);
  });

  it('offers at most 10', () => {
    const quotes = Array.from({ length: 14 }, (_, i) => quote(i + 1));
    const picked = quoteSuggestions(request, quotes);
    expect(picked).toHaveLength(10);
    expect(picked[0]!.quote.id).toBe(14);
  });
});

const cost = (description: string, value: number, unit = 'CTR', currency = 'USD'): TCostLine => ({
  pos: 1,
  description,
  currency,
  value,
  unit,
  remark: null,
  remarkRef: null,
});

describe('freight from a picked quote', () => {
  it("replaces External lines by the quote's, quantity-adjusted, and keeps internal lines and the commission last", () => {
    const existing = [
      freightLine({ seqNr: 1, text: 'Old seafreight' }),
      freightLine({
        seqNr: 2,
        text: 'Agency Commission',
        group: 'INTERNAL1',
        internal1: true,
        unit: 'TEU',
        unitValue: -25,
        total: -50,
      }),
      freightLine({ seqNr: 3, text: 'Trucking', group: 'INTERNAL2' }),
    ];
    const details = [
      {
        containerTypeId: '45G1',
        costLines: [
          cost('Seafreight', 1500),
          cost('Documentation Fee', 75, 'BL', 'EUR'),
          cost('Rebooking Fee', 100),
        ],
      },
    ];
    const lines = freightWithPickedQuote(existing, details, [cargoLine({ quantity: 3 })]);
    expect(lines.map((l) => [l.seqNr, l.text, l.quantity, l.unit, l.total])).toEqual([
      [1, 'Seafreight', 3, 'CTR', 4500],
      [2, 'Documentation Fee', 1, 'FEE', 75],
      [3, 'Trucking', 2, 'CTR', 2400],
      [4, 'Agency Commission', 2, 'TEU', -50],
    ]);
  });
});

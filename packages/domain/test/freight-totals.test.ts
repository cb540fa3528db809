import { describe, expect, it } from 'vitest';
import {
  canReorderFreight,
  freightLinesFromInput,
  freightLineTotal,
  freightTabLines,
  freightTotals,
  moveFreightLine,
  orderedTotals,
} from '../src/index.ts';
import { freightLine } from './request-fixture.ts';

describe('freight maths', () => {
  it('totals a line as quantity times unit value, a percent line as that percent', () => {
    expect(freightLineTotal({ quantity: 3, unitValue: 33.335, unit: 'CTR' })).toBe(100.01);
    expect(freightLineTotal({ quantity: 5, unitValue: -2400, unit: '%' })).toBe(-120);
  });

  it('adds up per currency, never converting, and leaves out bad currencies', () => {
    const lines = [
      freightLine({ quantity: 2, unitValue: 1200 }),
      freightLine({ quantity: 1, unitValue: 50.5, currency: 'EUR' }),
      freightLine({ quantity: 2, unitValue: 0.1, currency: 'EUR' }),
      freightLine({ quantity: 1, unitValue: 99, currency: 'CHF' }),
      freightLine({ quantity: 1, unitValue: 10, currency: 'BRL' }),
      freightLine({ quantity: 1, unitValue: 70, currency: '' }),
      freightLine({ quantity: 1, unitValue: 70, currency: 'GBP' }),
    ];
    expect(freightTotals(lines)).toEqual({ USD: 2400, EUR: 50.7, CHF: 99, BRL: 10 });
  });

  it('puts the leading currency first, then EUR, USD, CHF, BRL', () => {
    const totals = { USD: 1, EUR: 2, BRL: 3 };
    expect(orderedTotals(totals, 'USD').map((t) => t.currency)).toEqual(['USD', 'EUR', 'BRL']);
    expect(orderedTotals(totals, 'EUR')).toEqual([
      { currency: 'EUR', amount: 2 },
      { currency: 'USD', amount: 1 },
      { currency: 'BRL', amount: 3 },
    ]);
  });

  it('shows External lines flagged Internal 1 on the Internal 1 tab as well', () => {
    const lines = [
      freightLine({ seqNr: 1 }),
      freightLine({ seqNr: 2, internal1: true }),
      freightLine({ seqNr: 3, group: 'INTERNAL1' }),
      freightLine({ seqNr: 4, group: 'INTERNAL2' }),
    ];
    expect(freightTabLines(lines, 'EXTERNAL').map((l) => l.seqNr)).toEqual([1, 2]);
    expect(freightTabLines(lines, 'INTERNAL1').map((l) => l.seqNr)).toEqual([2, 3]);
    expect(freightTabLines(lines, 'INTERNAL2').map((l) => l.seqNr)).toEqual([4]);
  });

  it('numbers and totals the lines of a save itself', () => {
    const stored = freightLinesFromInput([
      {
        text: 'BAF',
        group: 'EXTERNAL',
        quantity: 2,
        unit: 'CTR',
        unitValue: 10.555,
        currency: 'USD',
        internal1: false,
        isManual: true,
      },
      {
        text: 'Trucking',
        group: 'INTERNAL2',
        quantity: 1,
        unit: 'FEE',
        unitValue: 300,
        currency: 'CHF',
        internal1: false,
        isManual: true,
      },
    ]);
    expect(stored.map((l) => [l.seqNr, l.total])).toEqual([
      [1, 21.11],
      [2, 300],
    ]);
  });
});

describe('reordering freight rows', () => {
  it('is offered only while editing and not on Internal 1', () => {
    expect(canReorderFreight('EXTERNAL', true)).toBe(true);
    expect(canReorderFreight('INTERNAL2', true)).toBe(true);
    expect(canReorderFreight('INTERNAL1', true)).toBe(false);
    expect(canReorderFreight('EXTERNAL', false)).toBe(false);
  });

  it("moves within a tab and keeps the other tabs' rows in place", () => {
    const lines = [
      freightLine({ seqNr: 1, text: 'A' }),
      freightLine({ seqNr: 2, text: 'x', group: 'INTERNAL2' }),
      freightLine({ seqNr: 3, text: 'B' }),
      freightLine({ seqNr: 4, text: 'C' }),
    ];
    const moved = moveFreightLine(lines, 'EXTERNAL', 2, 0);
    expect(moved.map((l) => l.text)).toEqual(['C', 'x', 'A', 'B']);
    expect(moved.map((l) => l.seqNr)).toEqual([1, 2, 3, 4]);
    expect(moveFreightLine(lines, 'EXTERNAL', 0, 9).map((l) => l.text)).toEqual(['A', 'x', 'B', 'C']);
  });
});

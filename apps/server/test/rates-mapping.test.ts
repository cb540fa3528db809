import { describe, expect, it } from 'vitest';
import { cellAmount, cellDay } from '../src/modules/rates/cells.ts';
import { RATE_FILE_COLUMNS, type RateFileColumn } from '../src/modules/rates/columns.ts';
import { mapRateTable, portCodesIn, type RateTable } from '../src/modules/rates/mapping.ts';
import type { Cell } from '../src/modules/rates/cells.ts';

const known = {
  carrierIds: new Set(['HSG', 'CMA', 'MSC']),
  portIds: new Set(['DEHAM', 'BRSSZ', 'NLRTM']),
  containerTypeIds: new Set(['22G1', '45G1', '22G1-SO']),
};

type Row = Partial<Record<RateFileColumn, Cell>>;

const line = (over: Row = {}): Row => ({
  carrier: 'HSG',
  origin: 'DEHAM',
  destination: 'BRSSZ',
  containerType: '22G1',
  validFrom: '2026-11-01',
  validTo: '2026-11-30',
  description: 'Seafreight',
  currency: 'USD',
  value: '1150',
  unit: 'CTR',
  ...over,
});

/** A table with the full template header and the rows from row 2 on. */
function table(rows: Row[], header: readonly string[] = RATE_FILE_COLUMNS): RateTable {
  return {
    header: [...header],
    rows: rows.map((r, i) => ({ row: i + 2, cells: header.map((c) => r[c as RateFileColumn] ?? null) })),
  };
}

describe('mapRateTable: good rows', () => {
  it('makes one rate of the lines that share carrier, lane, type and validFrom', () => {
    const { rates, errors } = mapRateTable(
      table([
        line({
          frequency: 'Weekly',
          routing: 'DEHAM - NLRTM - BRSSZ',
          transitDays: '24',
          termsAndConditions: 'Carrier terms apply',
          termsUrl: 'https://www.example.com/terms',
          otherTerms: 'Payment: Prepaid\nFree time: 14 days',
          remarks: 'Cargo: General cargo only',
        }),
        line({
          description: 'BAF',
          value: '210.5',
          remark: 'Floating',
          remarkRef: '1',
          remarkRefText: 'BAF follows the tariff.',
        }),
        line({ description: 'Documentation Fee', currency: 'eur', value: '65', unit: 'bl' }),
        line({ containerType: '45G1', value: '1680' }),
      ]),
      known,
    );
    expect(errors).toEqual([]);
    expect(rates).toHaveLength(2);
    const [twenty, forty] = rates;
    expect(twenty).toMatchObject({
      carrierId: 'HSG',
      originId: 'DEHAM',
      destinationId: 'BRSSZ',
      containerTypeId: '22G1',
      validFrom: '2026-11-01',
      validTo: '2026-11-30',
      serviceDetails: { frequency: 'Weekly', routing: 'DEHAM - NLRTM - BRSSZ', transitDays: 24 },
      costRemarks: [{ remarkRef: '1', remarkText: 'BAF follows the tariff.' }],
      remarks: [{ title: 'Remarks', label: 'Cargo', text: 'General cargo only' }],
    });
    expect(twenty!.terms.map((t) => [t.label, t.value, t.url])).toEqual([
      ['TERMS & CONDITIONS', 'Carrier terms apply', 'https://www.example.com/terms'],
      ['Payment', 'Prepaid', null],
      ['Free time', '14 days', null],
    ]);
    expect(twenty!.costLines).toEqual([
      {
        pos: 1,
        description: 'Seafreight',
        currency: 'USD',
        value: 1150,
        unit: 'CTR',
        remark: null,
        remarkRef: null,
      },
      {
        pos: 2,
        description: 'BAF',
        currency: 'USD',
        value: 210.5,
        unit: 'CTR',
        remark: 'Floating',
        remarkRef: '1',
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
    ]);
    // Rate-level columns belong to their own rate only.
    expect(forty).toMatchObject({ containerTypeId: '45G1', serviceDetails: null, terms: [], remarks: [] });
  });

  it("keeps 'incl.' lines without a value, whatever the spelling", () => {
    const { rates, errors } = mapRateTable(
      table([line(), line({ description: 'Seal Fee', currency: 'INCL', value: null, remark: 'In the THC' })]),
      known,
    );
    expect(errors).toEqual([]);
    expect(rates[0]!.costLines[1]).toMatchObject({ currency: 'incl.', value: null, remark: 'In the THC' });
  });

  it('orders lines by pos when every line has one, and reads XLSX numbers and dates', () => {
    const { rates, errors } = mapRateTable(
      table([
        line({ pos: 2, description: 'THC', value: 245 }),
        line({
          pos: 1,
          validFrom: new Date(Date.UTC(2026, 10, 1)),
          validTo: new Date(Date.UTC(2026, 10, 30)),
          value: 1150.4999999,
        }),
      ]),
      known,
    );
    expect(errors).toEqual([]);
    expect(rates[0]!.costLines.map((l) => [l.pos, l.description, l.value])).toEqual([
      [1, 'Seafreight', 1150.5],
      [2, 'THC', 245],
    ]);
  });

  it('accepts headers written differently, leaves out optional columns and skips blank rows', () => {
    const header = ['Carrier', 'Origin', 'Destination', 'Container Type', 'valid_from', 'VALID TO'];
    const rest = ['description', 'currency', 'value', 'unit'];
    const { rates, errors } = mapRateTable(
      {
        header: [...header, ...rest],
        rows: [
          {
            row: 2,
            cells: [
              'hsg',
              'deham',
              'brssz',
              '22g1-so',
              '01.11.2026',
              '30.11.2026',
              'Seafreight',
              'usd',
              '1150,50',
              'ctr',
            ],
          },
          { row: 3, cells: ['', null, '  '] },
        ],
      },
      known,
    );
    expect(errors).toEqual([]);
    expect(rates).toHaveLength(1);
    expect(rates[0]).toMatchObject({ carrierId: 'HSG', containerTypeId: '22G1-SO', validFrom: '2026-11-01' });
    expect(rates[0]!.costLines[0]).toMatchObject({ currency: 'USD', value: 1150.5, unit: 'CTR' });
  });
});

describe('mapRateTable: the report names row, column and what to do', () => {
  const errorsOf = (rows: Row[]) => mapRateTable(table(rows), known).errors;

  it.each<[string, Row, string, RegExp]>([
    ['unknown carrier', { carrier: 'XYZ' }, 'carrier', /There is no carrier XYZ; use one of CMA, HSG, MSC/],
    ['malformed port', { origin: 'Hamburg' }, 'origin', /UN\/LOCODE such as DEHAM/],
    ['unknown port', { destination: 'USNYC' }, 'destination', /no port with the code USNYC/],
    ['unknown container type', { containerType: '22X9' }, 'containerType', /no container type 22X9/],
    ['malformed date', { validFrom: '11/01/2026' }, 'validFrom', /yyyy-MM-dd/],
    ['impossible date', { validTo: '2026-02-30' }, 'validTo', /does not exist/],
    ['validTo before validFrom', { validTo: '2026-10-31' }, 'validTo', /before validFrom 2026-11-01/],
    ['unknown currency', { currency: 'GBP' }, 'currency', /EUR, USD, CHF, BRL or incl\./],
    ['unknown unit', { unit: 'KG' }, 'unit', /CTR, TEU, BL/],
    ['non-numeric value', { value: '1.150,00' }, 'value', /Give a number/],
    ['thousands separator', { value: '1,150' }, 'value', /without thousands separators/],
    ['negative value', { value: '-5' }, 'value', /0 or more/],
    ['missing value', { value: null }, 'value', /only included charges/],
    ['value on an incl. line', { currency: 'incl.', value: '10' }, 'value', /Leave value empty/],
    ['missing description', { description: ' ' }, 'description', /Fill this in/],
    ['same origin and destination', { destination: 'DEHAM' }, 'destination', /other than the origin/],
    ['bad terms URL', { termsUrl: 'www.example.com' }, 'termsUrl', /https:\/\//],
    ['terms line without a label', { otherTerms: 'Prepaid' }, 'otherTerms', /Label: text/],
    [
      'T&C among the other terms',
      { otherTerms: 'TERMS & CONDITIONS: x' },
      'otherTerms',
      /termsAndConditions column/,
    ],
    ['fractional transit days', { transitDays: '2.5' }, 'transitDays', /whole number/],
    ['footnote text without a mark', { remarkRefText: 'x' }, 'remarkRefText', /Give the remarkRef/],
  ])('%s', (_name, over, column, message) => {
    const errors = errorsOf([line(), line({ description: 'BAF', ...over })]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ row: 3, column });
    expect(errors[0]!.message).toMatch(message);
  });

  it('refuses rate-level values that differ between the lines of one rate', () => {
    const errors = errorsOf([
      line({ frequency: 'Weekly' }),
      line({ description: 'BAF', frequency: 'Daily' }),
    ]);
    expect(errors).toEqual([
      { row: 3, column: 'frequency', message: 'This differs from row 2 of the same rate ("Weekly").' },
    ]);
    expect(errorsOf([line(), line({ description: 'BAF', validTo: '2026-11-29' })])[0]).toMatchObject({
      row: 3,
      column: 'validTo',
    });
  });

  it('refuses pos given on some lines only, or twice', () => {
    expect(errorsOf([line({ pos: '1' }), line({ description: 'BAF' })])).toEqual([
      { row: 3, column: 'pos', message: 'Give pos on every line of this rate or on none.' },
    ]);
    expect(errorsOf([line({ pos: '1' }), line({ description: 'BAF', pos: '1' })])).toEqual([
      { row: 3, column: 'pos', message: 'pos 1 is also on row 2 of this rate.' },
    ]);
  });

  it('needs the text of each footnote once, and the same text wherever it repeats', () => {
    expect(errorsOf([line({ remarkRef: '1' })])[0]).toMatchObject({ row: 2, column: 'remarkRef' });
    expect(
      errorsOf([
        line({ remarkRef: '1', remarkRefText: 'a' }),
        line({ description: 'BAF', remarkRef: '1', remarkRefText: 'b' }),
      ]),
    ).toEqual([{ row: 3, column: 'remarkRefText', message: 'Remark 1 has another text on row 2.' }]);
  });

  it('lists every problem of every row, sorted by row and column, and then imports nothing', () => {
    const { rates, errors } = mapRateTable(
      table([line({ unit: 'X', carrier: 'NOPE' }), line(), line({ validFrom: 'soon' })]),
      known,
    );
    expect(rates).toEqual([]);
    expect(errors.map((e) => `${e.row}:${e.column}`)).toEqual(['2:carrier', '2:unit', '4:validFrom']);
  });

  it('checks across cells even when another cell of the row failed', () => {
    expect(errorsOf([line({ carrier: 'NOPE', validTo: '2026-10-01' })]).map((e) => e.column)).toEqual([
      'carrier',
      'validTo',
    ]);
  });

  it('reports header problems on row 1 before reading any row', () => {
    const header = RATE_FILE_COLUMNS.filter((c) => c !== 'validTo');
    const { errors } = mapRateTable(table([line()], [...header, 'price', 'unit']), known);
    expect(errors).toEqual([
      { row: 1, column: 'price', message: 'This column is not one of the template.' },
      { row: 1, column: 'unit', message: 'This column appears twice.' },
      { row: 1, column: 'validTo', message: 'The file has no such column; add it to the header row.' },
    ]);
  });
});

describe('cells', () => {
  it('reads days in ISO and dotted forms and refuses slashes', () => {
    expect(cellDay('2026-11-01')).toEqual({ ok: true, value: '2026-11-01' });
    expect(cellDay('1.11.2026')).toEqual({ ok: true, value: '2026-11-01' });
    expect(cellDay('11/01/2026')).toMatchObject({ ok: false });
    expect(cellDay(46000)).toMatchObject({ ok: false });
    expect(cellDay(null)).toBeNull();
  });

  it('reads amounts with a decimal point or a lone decimal comma', () => {
    expect(cellAmount('1250.5')).toEqual({ ok: true, value: 1250.5 });
    expect(cellAmount('1250,50')).toEqual({ ok: true, value: 1250.5 });
    expect(cellAmount('1,250')).toMatchObject({ ok: false });
    expect(cellAmount('USD 5')).toMatchObject({ ok: false });
    expect(cellAmount('')).toBeNull();
  });
});

describe('portCodesIn', () => {
  it('lists the ports a table names, once each, for the reference look-up', () => {
    expect(portCodesIn(table([line(), line({ destination: 'nlrtm' })])).sort()).toEqual([
      'BRSSZ',
      'DEHAM',
      'NLRTM',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  adjustedQuantity,
  agencyCommissionLine,
  freightFromQuote,
  isExcludedTariffLine,
  recognizeFreightUnit,
  withCommissionLast,
  type TCostLine,
} from '../src/index.ts';

const cargo = [
  { containerTypeId: '22G1', description: "20' Dry Container", quantity: 2 },
  { containerTypeId: '45G1', description: "40' High Cube Dry Container", quantity: 1 },
  { containerTypeId: '42G1-SO', description: "40' Dry Container S.O.", quantity: 1 },
];

const line = (description: string, value: number | null, unit = 'CTR', currency = 'USD'): TCostLine => ({
  pos: 1,
  description,
  currency,
  value,
  unit,
  remark: null,
  remarkRef: null,
});

describe('freight unit recognition', () => {
  it('reads container, TEU, shipment, set and named 20/40 foot types', () => {
    expect(recognizeFreightUnit('per container')).toEqual({ kind: 'CTR' });
    expect(recognizeFreightUnit('pro Container')).toEqual({ kind: 'CTR' });
    expect(recognizeFreightUnit('per TEU')).toEqual({ kind: 'TEU' });
    expect(recognizeFreightUnit('per shipment')).toEqual({ kind: 'FEE' });
    expect(recognizeFreightUnit('per set')).toEqual({ kind: 'SET' });
    expect(recognizeFreightUnit("per 40'HC")).toEqual({ kind: 'TYPE', size: '40', code: 'HC' });
    expect(recognizeFreightUnit("20'HC")).toBeNull();
    expect(recognizeFreightUnit('per pallet')).toBeNull();
  });

  it('adjusts quantities to the cargo', () => {
    expect(adjustedQuantity({ kind: 'TEU' }, cargo)).toBe(2 + 2 + 2);
    expect(adjustedQuantity({ kind: 'CTR' }, cargo)).toBe(4);
    expect(adjustedQuantity({ kind: 'FEE' }, cargo)).toBe(1);
    expect(adjustedQuantity({ kind: 'TYPE', size: '20', code: 'DC' }, cargo)).toBe(2);
    expect(adjustedQuantity({ kind: 'TYPE', size: '40', code: 'SO' }, cargo)).toBe(1);
    expect(adjustedQuantity({ kind: 'TYPE', size: '40', code: 'RH' }, cargo)).toBeNull();
  });
});

describe('freightFromQuote', () => {
  it('takes each type its count, B/L lines once, and leaves out excluded and included charges', () => {
    const details = [
      {
        containerTypeId: '22G1',
        costLines: [
          line('Seafreight', 1000),
          line('GRI', 50, 'TEU'),
          line('Documentation Fee', 65, 'BL', 'EUR'),
          line('Seal Fee', null, 'CTR', 'incl.'),
          line('Cancellation Fee', 150),
        ],
      },
      {
        containerTypeId: '45G1',
        costLines: [line('Seafreight', 1500), line('Documentation Fee', 65, 'BL', 'EUR')],
      },
    ];
    const freight = freightFromQuote(details, cargo);
    expect(freight.map((f) => [f.text, f.quantity, f.unit, f.total])).toEqual([
      ['Seafreight', 2, 'CTR', 2000],
      ['GRI', 2, 'TEU', 100],
      ['Documentation Fee', 1, 'FEE', 65],
      ['Seafreight', 1, 'CTR', 1500],
    ]);
    expect(freight.map((f) => f.seqNr)).toEqual([1, 2, 3, 4]);
  });

  it('keeps a named-type line only when that type is booked', () => {
    const details = [
      {
        containerTypeId: '22G1',
        costLines: [line("Reefer plug-in 40'RH", 80, "per 40'RH"), line("Handling 40'HC", 30, "40'HC")],
      },
    ];
    expect(freightFromQuote(details, cargo).map((f) => f.text)).toEqual(["Handling 40'HC"]);
  });

  it('knows the excluded tariff names and included currencies', () => {
    expect(isExcludedTariffLine({ description: 'Umbuchungsgebühr', currency: 'EUR' })).toBe(true);
    expect(isExcludedTariffLine({ description: 'house-bill of lading', currency: 'EUR' })).toBe(true);
    expect(isExcludedTariffLine({ description: 'THC', currency: 'Inkl.' })).toBe(true);
    expect(isExcludedTariffLine({ description: 'THC', currency: 'EUR' })).toBe(false);
  });

  it('puts the Agency Commission line last', () => {
    const freight = freightFromQuote(
      [{ containerTypeId: '22G1', costLines: [line('Seafreight', 1000)] }],
      cargo,
    );
    const commission = agencyCommissionLine({
      carrierId: 'HSG',
      commission: { kind: 'perTeu', amount: 20 },
      teus: 2,
      currency: 'USD',
      seqNr: 0,
    });
    const all = withCommissionLast([commission, ...freight], commission);
    expect(all.map((l) => l.text)).toEqual(['Seafreight', 'Agency Commission']);
    expect(all.at(-1)).toMatchObject({ seqNr: 2, total: -40 });
  });
});

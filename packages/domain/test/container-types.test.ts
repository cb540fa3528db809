import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  CONTAINER_TYPE_LABELS,
  CONTAINER_TYPE_PATTERN,
  HIDDEN_AVAILABILITY_TYPES,
  PAYMENT_NEEDS_DOCUMENTS,
  baseContainerTypeId,
  carrierDisplayName,
  containerGroupOf,
  isReefer,
  isShipperOwned,
  isoGroupOf,
  normalizeContainerTypeCode,
  teuOf,
  teuTotal,
} from '../src/index.ts';

describe('container type labels (002 §5)', () => {
  it('gives the eight spec labels', () => {
    expect(CONTAINER_TYPE_LABELS).toEqual({
      '22G1': '20DC',
      '42G1': '40DC',
      '45G1': '40HC',
      '22R1': '20RF',
      '45R1': '40RH',
      '22U1': '20OT',
      '42U1': '40OT',
      '45U1': '40OH',
    });
  });
});

describe('normalizeContainerTypeCode (000 §3 equipment type mapping)', () => {
  it.each([
    ['20G0', '22G1'],
    ['22G0', '22G1'],
    ['45G0', '45G1'],
    ['42G0', '42G1'],
    ['42R1', '45R1'],
    ['45R0', '45R1'],
  ])('maps %s to %s', (from, to) => {
    expect(normalizeContainerTypeCode(from)).toBe(to);
  });

  it('upper-cases and trims other codes and leaves them as they are', () => {
    expect(normalizeContainerTypeCode(' 22g1 ')).toBe('22G1');
    expect(normalizeContainerTypeCode('45r1')).toBe('45R1');
    expect(normalizeContainerTypeCode('22P1')).toBe('22P1');
    expect(normalizeContainerTypeCode('42g0')).toBe('42G1');
  });
});

describe('isShipperOwned', () => {
  it('is true when the description includes or ends with S.O.', () => {
    expect(isShipperOwned("20' Dry Container S.O.")).toBe(true);
    expect(isShipperOwned('40HC S.O. (own)')).toBe(true);
  });
  it('is false otherwise', () => {
    expect(isShipperOwned("20' Dry Container")).toBe(false);
    expect(isShipperOwned('SO container')).toBe(false);
    expect(isShipperOwned('')).toBe(false);
    expect(isShipperOwned(null)).toBe(false);
    expect(isShipperOwned(undefined)).toBe(false);
  });
});

describe('isReefer', () => {
  it('is true only for 22R1 and 45R1', () => {
    expect(isReefer('22R1')).toBe(true);
    expect(isReefer('45R1')).toBe(true);
    expect(isReefer('42R1')).toBe(false);
    expect(isReefer('22G1')).toBe(false);
  });
});

describe('teuOf (000 §5)', () => {
  it('counts 1 for ids starting with 2 and 2 otherwise', () => {
    expect(teuOf('22G1')).toBe(1);
    expect(teuOf('22R1')).toBe(1);
    expect(teuOf('22G1-SO')).toBe(1);
    expect(teuOf('42G1')).toBe(2);
    expect(teuOf('45G1')).toBe(2);
    expect(teuOf('L5G1')).toBe(2);
  });

  it('sums the TEU of cargo lines, a line without a type counting nothing', () => {
    const lines = [
      { quantity: 3, containerTypeId: '22G1' },
      { quantity: 2, containerTypeId: '45R1' },
      { quantity: 5, containerTypeId: null },
    ];
    expect(teuTotal(lines)).toBe(7);
    expect(teuTotal([])).toBe(0);
  });
});

describe('CONTAINER_TYPE_PATTERN', () => {
  it('accepts two digits, a letter, a digit and an optional letter', () => {
    expect(CONTAINER_TYPE_PATTERN.test('22G1')).toBe(true);
    expect(CONTAINER_TYPE_PATTERN.test('45R1A')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const bad of ['2G1', '22GG', '22G1AB', 'L5G1', '22g1', ' 22G1', '22G1-SO']) {
      expect(CONTAINER_TYPE_PATTERN.test(bad)).toBe(false);
    }
  });
});

describe('containerGroupOf (002 §5)', () => {
  it('groups the eight spec types', () => {
    expect(containerGroupOf('22G1')).toBe("20' general purpose");
    expect(containerGroupOf('42G1')).toBe("40' general purpose");
    expect(containerGroupOf('45G1')).toBe("40' general purpose");
    expect(containerGroupOf('22R1')).toBe("20' reefer");
    expect(containerGroupOf('45R1')).toBe("40' reefer");
    expect(containerGroupOf('22U1')).toBe("20' special");
    expect(containerGroupOf('42U1')).toBe("40' special");
    expect(containerGroupOf('45U1')).toBe("40' special");
  });
  it('applies the code mapping and the shipper-owned suffix first', () => {
    expect(containerGroupOf('22G0')).toBe("20' general purpose");
    expect(containerGroupOf('42R1')).toBe("40' reefer");
    expect(containerGroupOf('45G1-SO')).toBe("40' general purpose");
  });
  it('gives no group to other types', () => {
    expect(containerGroupOf('22P1')).toBeNull();
    expect(containerGroupOf('22T1')).toBeNull();
  });
});

describe('isoGroupOf', () => {
  it.each([
    ['42R1', '42RT'],
    ['22G1', '22GP'],
    ['45G1', '45GP'],
    ['22R9', '22RC'],
    ['42R3', '42RS'],
    ['22U1', '22UT'],
    ['22U6', '22UP'],
    ['22P1', '22PF'],
    ['42P3', '42PC'],
    ['42P6', '42PS'],
    ['29P0', '29PL'],
    ['22T1', '22TN'],
    ['20T3', '20TD'],
    ['28T8', '28TG'],
    ['45B3', '45BK'],
    ['22B0', '22BU'],
    ['26H0', '26HR'],
    ['L5G1', 'L5GP'],
    ['22G1-SO', '22GP'],
  ])('derives %s -> %s from the code', (code, group) => {
    expect(isoGroupOf(code)).toBe(group);
  });
});

describe('baseContainerTypeId', () => {
  it('strips the shipper-owned suffix', () => {
    expect(baseContainerTypeId('45G1-SO')).toBe('45G1');
    expect(baseContainerTypeId('45g1')).toBe('45G1');
  });
});

describe('HIDDEN_AVAILABILITY_TYPES', () => {
  it('lists the flat racks hidden from the availability table', () => {
    expect([...HIDDEN_AVAILABILITY_TYPES].sort()).toEqual([
      '22P1',
      '22P3',
      '22P5',
      '42P1',
      '42P3',
      '42P5',
      '45P3',
    ]);
  });
});

describe('carriers (000 §1)', () => {
  it('has twelve distinct carriers with distinct colours', () => {
    expect(CARRIERS).toHaveLength(12);
    expect(new Set(CARRIERS.map((c) => c.id)).size).toBe(12);
    expect(new Set(CARRIERS.map((c) => c.color.toLowerCase())).size).toBe(12);
    for (const c of CARRIERS) expect(c.color).toMatch(/^#[0-9a-f]{6}$/i);
  });
  it('maps ids to the display names of the spec', () => {
    expect(carrierDisplayName('SLOM')).toBe('SLOMAN NEPTUN');
    expect(carrierDisplayName('STNN')).toBe('HUGO STINNES');
    expect(carrierDisplayName('HSG')).toBe('HAPAG-LLOYD');
    expect(carrierDisplayName('xyz')).toBe('XYZ');
  });
  it('asks for accounting documents for HSG and HMM only', () => {
    expect([...PAYMENT_NEEDS_DOCUMENTS].sort()).toEqual(['HMM', 'HSG']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  agencyCommissionLine,
  bookingFlags,
  canEditRequest,
  cargoStepComplete,
  containerNumbersFor,
  formatRequestId,
  isRequestId,
  ZRequestId,
  newCargoLine,
  normalizeQuantity,
  normalizeWeight,
  parseTemperature,
  requestMonth,
  requestTabOf,
  statusAfterAgentChange,
  statusAfterRestore,
  statusOptionsFor,
  storedContainerNumbers,
  visibleContainerNumbers,
  withContainerType,
  withPickupReference,
  REQUEST_STATUS,
} from '../src/index.ts';

const DRY = { id: '22G1', description: "20' Dry Container", couldBeOversize: false };
const SO = { id: '22G1-SO', description: "20' Dry Container S.O.", couldBeOversize: false };
const REEFER = { id: '45R1', description: "40' High Cube Reefer Container", couldBeOversize: false };
const FLAT = { id: '45P1', description: "40' Flat Rack", couldBeOversize: true };

describe('request ids', () => {
  it('are req- plus yyyyMM plus a 4-digit counter, more digits past 9999', () => {
    expect(formatRequestId('202611', 7)).toBe('req-2026110007');
    expect(formatRequestId('202611', 12345)).toBe('req-20261112345');
    expect(isRequestId('req-2026110007')).toBe(true);
    expect(isRequestId('req-2026130007')).toBe(false);
    expect(() => formatRequestId('2026-11', 1)).toThrow();
  });

  it('are checked in requests by the same pattern, with a message', () => {
    expect(ZRequestId.safeParse('req-2026110007').success).toBe(true);
    const month13 = ZRequestId.safeParse('req-2026130007');
    expect(month13.success).toBe(false);
    expect(month13.error?.issues[0]?.message).toBe('Request ids look like req-2026110001.');
  });

  it('take the month in the business time zone', () => {
    // 30 Nov 23:30 UTC is already 1 December in Zurich.
    expect(requestMonth(new Date('2026-11-30T23:30:00Z'), 'Europe/Zurich')).toBe('202612');
    expect(requestMonth(new Date('2026-11-30T23:30:00Z'), 'UTC')).toBe('202611');
  });
});

describe('request status', () => {
  it('moves with the agent and on restore', () => {
    expect(statusAfterAgentChange(REQUEST_STATUS.requested, true)).toBe(REQUEST_STATUS.inProgress);
    expect(statusAfterAgentChange(REQUEST_STATUS.inProgress, false)).toBe(REQUEST_STATUS.requested);
    expect(statusAfterAgentChange(REQUEST_STATUS.confirmed, false)).toBe(REQUEST_STATUS.confirmed);
    expect(statusAfterRestore(true)).toBe(REQUEST_STATUS.inProgress);
    expect(statusAfterRestore(false)).toBe(REQUEST_STATUS.requested);
  });

  it('sorts requests into the tabs and offers the status options per view', () => {
    expect(requestTabOf({ statusCode: 10, hold: false })).toBe('requests');
    expect(requestTabOf({ statusCode: 20, hold: true })).toBe('on-hold');
    expect(requestTabOf({ statusCode: 30, hold: true })).toBe('archived-requests');
    expect(statusOptionsFor('requests')).toEqual([10, 20]);
    expect(statusOptionsFor('archived-requests')).toEqual([30, 40]);
  });

  it('allows editing below Confirmed, when Requested or by an agent', () => {
    expect(canEditRequest({ statusCode: 10 }, false)).toBe(true);
    expect(canEditRequest({ statusCode: 20 }, false)).toBe(false);
    expect(canEditRequest({ statusCode: 20 }, true)).toBe(true);
    expect(canEditRequest({ statusCode: 30 }, true)).toBe(false);
  });
});

describe('container line rules', () => {
  const today = '2026-11-22';

  it('starts a line with quantity 1, IMO and OOG off, linked references and today as pickup date', () => {
    expect(newCargoLine(today)).toMatchObject({
      quantity: 1,
      imo: false,
      oog: false,
      referencesLinked: true,
      pickupDate: today,
    });
  });

  it('clears pickup for shipper-owned types and asks one container number per unit', () => {
    const line = withContainerType(
      { ...newCargoLine(today), quantity: 2, pickupLocationId: 'DEHAM-EUROGATE', pickupReference: 'X1' },
      SO,
    );
    expect(line).toMatchObject({ pickupLocationId: null, pickupReference: '', pickupDate: null });
    expect(line.containerNumbers).toEqual(['', '']);
    expect(withContainerType(line, DRY).containerNumbers).toEqual([]);
  });

  it('gives reefers ventilation closed and drops out-of-gauge for types that cannot be oversize', () => {
    expect(withContainerType(newCargoLine(today), REEFER).ventilation).toBe('CLOSED');
    expect(withContainerType(newCargoLine(today), DRY).ventilation).toBeNull();
    expect(withContainerType({ ...newCargoLine(today), oog: true }, DRY).oog).toBe(false);
    expect(withContainerType({ ...newCargoLine(today), oog: true }, FLAT).oog).toBe(true);
  });

  it('trims container numbers to the quantity and drops blanks when stored', () => {
    expect(containerNumbersFor(2, [' MSCU1234565 ', 'TGHU7654321', 'EXTRA'])).toEqual([
      'MSCU1234565',
      'TGHU7654321',
    ]);
    expect(storedContainerNumbers(['mscu1234565', '  ', 'NOT AVAILABLE'])).toEqual([
      'MSCU1234565',
      'NOT AVAILABLE',
    ]);
    expect(visibleContainerNumbers(['MSCU1234565', 'NOT AVAILABLE'])).toEqual(['MSCU1234565']);
  });

  it('normalises quantity, weight and temperature input', () => {
    expect(normalizeQuantity(0)).toBe(1);
    expect(normalizeQuantity('3')).toBe(3);
    expect(normalizeWeight(-5)).toBe(0);
    expect(normalizeWeight('abc')).toBeNull();
    expect(normalizeWeight('12500.6')).toBe(12501);
    expect(parseTemperature('-')).toBeNull();
    expect(parseTemperature('-18.5°C')).toBe(-18.5);
  });

  it('keeps linked references together until unlinked', () => {
    const linked = withPickupReference(newCargoLine(today), 'REF1');
    expect(linked).toMatchObject({ pickupReference: 'REF1', deliveryReference: 'REF1', vgmPin: 'REF1' });
    const unlinked = withPickupReference({ ...linked, referencesLinked: false }, 'REF2');
    expect(unlinked).toMatchObject({ pickupReference: 'REF2', deliveryReference: 'REF1' });
  });

  it('completes step 2 only with every required field, and flags imo and soc', () => {
    const dry = { ...withContainerType(newCargoLine(today), DRY), commodityTypeId: 'c1', weight: 1000 };
    expect(cargoStepComplete([dry])).toBe(false);
    expect(cargoStepComplete([{ ...dry, pickupLocationId: 'p1' }])).toBe(true);
    const so = { ...withContainerType(newCargoLine(today), SO), commodityTypeId: 'c1', weight: 1000 };
    expect(cargoStepComplete([so])).toBe(true);
    expect(cargoStepComplete([])).toBe(false);
    expect(bookingFlags([so, { ...dry, imo: true }])).toEqual({ imo: true, soc: true });
    expect(bookingFlags([dry])).toEqual({ imo: false, soc: false });
  });
});

describe('agency commission', () => {
  it('is per TEU and negative, or 5 % of the base for HMM', () => {
    expect(
      agencyCommissionLine({
        carrierId: 'HSG',
        commission: { kind: 'perTeu', amount: 25 },
        teus: 4,
        currency: 'USD',
        seqNr: 9,
      }),
    ).toMatchObject({
      quantity: 4,
      unit: 'TEU',
      unitValue: -25,
      total: -100,
    });
    expect(
      agencyCommissionLine({
        carrierId: 'HMM',
        commission: { kind: 'percent', percent: 5, baseAmount: 2000 },
        teus: 4,
        currency: 'USD',
        seqNr: 1,
      }),
    ).toMatchObject({
      quantity: 5,
      unit: '%',
      total: -100,
    });
    expect(
      agencyCommissionLine({
        carrierId: 'ZIM',
        commission: { kind: 'perTeu', amount: 10 },
        teus: 0,
        currency: 'USD',
        seqNr: 1,
      }).quantity,
    ).toBe(1);
  });
});

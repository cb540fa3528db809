import { describe, expect, it } from 'vitest';
import {
  CARGO_LINE_MESSAGES as M,
  cargoLineInput,
  newCargoLine,
  REQUIRED,
  withContainerType,
  zCargoLinesForm,
  ZCargoLineInput,
  type CargoLineFormValues,
} from '../src/index.ts';

const valid = { quantity: 1, containerTypeId: '22G1', commodity: { id: 'MACHINERY' }, weight: 1000 };
const messagesOf = (line: object) => {
  const parsed = ZCargoLineInput.safeParse({ ...valid, ...line });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('cargo line messages', () => {
  it('answers every range check in words a person can act on, never zod defaults', () => {
    expect(
      messagesOf({
        quantity: 1000,
        weight: -1,
        temperature: 41,
        humidity: 101,
        pickupReference: 'x'.repeat(51),
        containerNumbers: ['x'.repeat(21)],
        imo: {
          flag: true,
          entries: [{ imoClass: 'x'.repeat(11), unNumber: '1203', pgNumber: 'x'.repeat(6) }],
        },
        oog: { flag: true, entries: [{ length: 10_001, width: -1, height: 'tall', weight: 100_001 }] },
      }),
    ).toEqual({
      quantity: M.quantityMax,
      weight: M.weightRange,
      temperature: M.temperature,
      humidity: M.humidity,
      pickupReference: M.reference,
      'containerNumbers.0': M.containerNumber,
      'imo.entries.0.imoClass': M.imoClassMax,
      'imo.entries.0.pgNumber': M.pgNumber,
      'oog.entries.0.length': M.length,
      'oog.entries.0.width': M.width,
      'oog.entries.0.height': M.height,
      'oog.entries.0.weight': M.oogWeight,
    });
  });

  it('accepts a valid line', () => {
    expect(messagesOf({})).toEqual({});
  });

  it('names a ventilation or depot it cannot take in words too', () => {
    expect(messagesOf({ ventilation: 'AJAR', pickupLocationId: '' })).toEqual({
      ventilation: M.ventilation,
      pickupLocationId: REQUIRED,
    });
  });
});

const DRY = { id: '22G1', description: "20' Dry Container", couldBeOversize: false };
const OPEN_TOP = { id: '42U1', description: "40' Open Top Container", couldBeOversize: true };
const SHIPPER_OWNED = { id: '22G1-SO', description: "20' Dry Container S.O.", couldBeOversize: false };

function formLine(patch: Partial<CargoLineFormValues> = {}, type = DRY): CargoLineFormValues {
  return {
    ...withContainerType(newCargoLine('2026-05-04'), type),
    commodityTypeId: 'machinery',
    weight: 12_000,
    pickupLocationId: 'hamburg-depot',
    commodityName: null,
    imoEntries: [],
    oogEntries: [],
    demDetTariffs: [],
    storageTariffs: [],
    pluginTariffs: [],
    ...patch,
  };
}

/** The lines form's messages by path, as react-hook-form's zodResolver receives them. */
function formMessages(lines: CargoLineFormValues[]) {
  const parsed = zCargoLinesForm().safeParse({ lines });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the online booking lines form', () => {
  it("checks each line with the request schema and puts its messages at the form's fields", () => {
    const openTop = formLine(
      {
        imo: true,
        imoEntries: [{ imoClass: '3', unNumber: '12', pgNumber: 'II' }],
        oog: true,
        oogEntries: [{ length: '12000', width: '', height: '250', weight: '' }],
        temperature: 55,
      },
      OPEN_TOP,
    );
    const shipperOwned = formLine(
      {
        quantity: 3,
        containerNumbers: ['', 'X'.repeat(21), ''],
        commodityTypeId: null,
        commodityName: 'X'.repeat(101),
      },
      SHIPPER_OWNED,
    );
    expect(formMessages([formLine(), openTop, shipperOwned])).toEqual({
      'lines.1.imoEntries.0.unNumber': M.unNumber,
      'lines.1.oogEntries.0.length': M.length,
      'lines.1.temperature': M.temperature,
      'lines.2.containerNumbers.1': M.containerNumber,
      'lines.2.commodityName': M.commodityMax,
    });
  });

  it('leaves a type or commodity not chosen yet to the step rule, not to a field message', () => {
    expect(formMessages([formLine({ containerType: null, commodityTypeId: null, weight: null })])).toEqual(
      {},
    );
  });

  it('sends the line as the request takes it: empty measures are none, blank container numbers dropped', () => {
    const input = cargoLineInput(
      formLine(
        { oog: true, oogEntries: [{ length: '1200', width: '', height: '2,5', weight: '' }] },
        OPEN_TOP,
      ),
    );
    expect(input.oog).toEqual({
      flag: true,
      entries: [{ length: 1200, width: null, height: 2.5, weight: null }],
    });
    const owned = cargoLineInput(
      formLine({ quantity: 2, containerNumbers: ['msku1234565', ' '] }, SHIPPER_OWNED),
    );
    expect(owned).toMatchObject({
      containerNumbers: ['MSKU1234565'],
      pickupLocationId: null,
      pickupDate: null,
    });
    expect(ZCargoLineInput.safeParse(owned).success).toBe(true);
  });
});

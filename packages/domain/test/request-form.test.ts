import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_EDITABLE_FIELDS,
  INVALID_CURRENCY,
  PATCH_FIELDS,
  cargoLineFormValuesOf,
  cargoLineInput,
  patchHasChanges,
  requestFormValues,
  requestPatch,
  withFreightTotal,
  zRequestForm,
} from '../src/index.ts';
import { cargoLine, freightLine, requestDetail } from './request-fixture.ts';

const CLIENT = { id: '7e1d2c3b-4a59-4f68-8b7a-6c5d4e3f2a1b', name: 'Alpine Trading AG' };
const detail = (overrides = {}) =>
  requestDetail({ client: CLIENT, freightDetails: [freightLine()], containers: [cargoLine()], ...overrides });
const open = (d = detail()) => requestFormValues(d, cargoLineFormValuesOf);

describe('the request page edit form', () => {
  it('sends only the changed fields with the version the edit started from', () => {
    const initial = open();
    expect(requestPatch(initial, initial, PATCH_FIELDS, 7)).toEqual({ version: 7 });
    expect(patchHasChanges(requestPatch(initial, initial, PATCH_FIELDS, 7))).toBe(false);
    const edited = { ...initial, agreementNo: 'AG-1', customerReference: 'PO-200' };
    expect(requestPatch(initial, edited, PATCH_FIELDS, 7)).toEqual({
      version: 7,
      agreementNo: 'AG-1',
      customerReference: 'PO-200',
    });
  });

  it('leaves out what a customer may not change, and a departure written with another offset', () => {
    const initial = open();
    const edited = {
      ...initial,
      agreementNo: 'AG-1',
      customerReference: 'PO-200',
      etd: '2026-05-05T20:00:00+02:00',
    };
    expect(requestPatch(initial, edited, CUSTOMER_EDITABLE_FIELDS, 2)).toEqual({
      version: 2,
      customerReference: 'PO-200',
    });
    expect(requestPatch(initial, edited, PATCH_FIELDS, 2)).not.toHaveProperty('etd');
  });

  it('reads a stored cargo line back into the line form unchanged', () => {
    const line = cargoLine();
    const input = cargoLineInput(cargoLineFormValuesOf(line));
    expect(input.quantity).toBe(line.quantity);
    expect(input.containerTypeId).toBe(line.containerType.id);
    expect(input.pickupLocationId).toBe(line.pickupLocation?.id ?? null);
    const initial = open();
    expect(
      requestPatch(initial, JSON.parse(JSON.stringify(initial)) as typeof initial, PATCH_FIELDS, 1),
    ).toEqual({ version: 1 });
  });

  it("puts the PATCH schema's messages at the form's fields and never asks for 'something to save'", () => {
    const values = open();
    const broken = {
      ...values,
      freightDetails: [{ ...values.freightDetails[0]!, currency: 'GBP' }],
      client: { id: 'not-a-uuid', name: 'X' },
    };
    const staff = zRequestForm(PATCH_FIELDS).safeParse(broken);
    expect(staff.success).toBe(false);
    const issues = staff.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['freightDetails.0.currency', INVALID_CURRENCY]);
    expect(issues).toContainEqual(['client', 'Choose a client.']);
    expect(zRequestForm(PATCH_FIELDS).safeParse(values).success).toBe(true);
    // A customer's form checks only the customer's fields.
    expect(zRequestForm(CUSTOMER_EDITABLE_FIELDS).safeParse(broken).success).toBe(true);
  });

  it('keeps the total of an edited freight row', () => {
    const row = withFreightTotal({ ...freightLine(), quantity: 3, unitValue: 100.5, unit: 'CTR' });
    expect(row.total).toBe(301.5);
    expect(withFreightTotal({ ...row, quantity: Number.NaN }).total).toBe(0);
  });
});

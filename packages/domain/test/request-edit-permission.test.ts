import { describe, expect, it } from 'vitest';
import {
  canActorEditRequest,
  customerRequestView,
  CUSTOMER_EDITABLE_FIELDS,
  editableFields,
  PATCH_FIELDS,
  patchRefusal,
  requestEditRefusal,
  STAFF_ONLY_FIELDS,
  staffFieldsIn,
  vgmOptionRefusal,
  withoutStaffFields,
  WORKBENCH_MESSAGES,
  ZBookingRequestPatch,
  ZFreightLineInput,
} from '../src/index.ts';
import { userActor } from './actors.ts';
import { freightLine, requestDetail } from './request-fixture.ts';

const staff = userActor({ role: 'operations' });
const customer = userActor({ clientId: 'client-a' });
const customerView = userActor({ role: 'operations', clientId: 'client-a', mode: 'customer-view' });

describe('editing a request (spec 000 §4 "Editing is allowed only when…")', () => {
  it('lets staff edit below Confirmed and customers only while Requested', () => {
    expect(canActorEditRequest(staff, { statusCode: 10 })).toBe(true);
    expect(canActorEditRequest(staff, { statusCode: 20 })).toBe(true);
    expect(canActorEditRequest(customer, { statusCode: 10 })).toBe(true);
    expect(canActorEditRequest(customer, { statusCode: 20 })).toBe(false);
    expect(canActorEditRequest(staff, { statusCode: 30 })).toBe(false);
    expect(canActorEditRequest(staff, { statusCode: 40 })).toBe(false);
  });

  it('treats staff in customer view as the customer', () => {
    expect(canActorEditRequest(customerView, { statusCode: 20 })).toBe(false);
    expect(editableFields(customerView)).toEqual(CUSTOMER_EDITABLE_FIELDS);
    expect(editableFields(staff)).toEqual(PATCH_FIELDS);
  });

  it('gives the reason, in the words the customer read on submitting', () => {
    expect(requestEditRefusal(customer, { statusCode: 20 })).toEqual({
      code: 'CONFLICT',
      message: 'You are allowed to make changes as long as the booking is not in status: In Progress.',
    });
    expect(requestEditRefusal(staff, { statusCode: 30 })?.message).toBe(WORKBENCH_MESSAGES.closedForEditing);
    expect(requestEditRefusal(staff, { statusCode: 20 })).toBeNull();
  });
});

describe('which fields a customer may change', () => {
  it('splits every patch field into customer and staff fields', () => {
    expect([...CUSTOMER_EDITABLE_FIELDS, ...STAFF_ONLY_FIELDS].sort()).toEqual([...PATCH_FIELDS].sort());
    for (const f of [
      'agreementNo',
      'blNumber',
      'intBlNumber',
      'clientId',
      'statisticClientId',
      'freightDetails',
    ])
      expect(STAFF_ONLY_FIELDS).toContain(f);
    expect(CUSTOMER_EDITABLE_FIELDS).toContain('customerReference');
  });

  it('finds and strips the staff fields of a customer patch', () => {
    const patch = { version: 1, customerReference: 'PO-2', blNumber: 'X', freightDetails: [] };
    expect(staffFieldsIn(patch)).toEqual(['blNumber', 'freightDetails']);
    expect(withoutStaffFields(patch)).toEqual({ version: 1, customerReference: 'PO-2' });
  });

  it('refuses a customer patch naming staff fields, with their labels', () => {
    const request = requestDetail({ statusCode: 10, agent: null });
    expect(patchRefusal(customer, request, { version: 1, customerReference: 'PO-2' })).toBeNull();
    expect(patchRefusal(customer, request, { version: 1, agreementNo: 'A1', blNumber: 'B' })).toEqual({
      code: 'FORBIDDEN',
      message: 'Only staff can change: agreement number, B/L number.',
    });
    expect(patchRefusal(staff, request, { version: 1, agreementNo: 'A1' })).toBeNull();
  });

  it('refuses VGM by admin until an agent is assigned', () => {
    expect(vgmOptionRefusal('ADMIN', false)).toBe('Please assign Watcher (Assigned agent) first');
    expect(vgmOptionRefusal('ADMIN', true)).toBeNull();
    expect(vgmOptionRefusal('CLIENT', false)).toBeNull();
    const unassigned = requestDetail({ statusCode: 10, agent: null });
    expect(patchRefusal(staff, unassigned, { version: 1, vgmSubmittedBy: 'ADMIN' })?.message).toBe(
      'Please assign Watcher (Assigned agent) first',
    );
    expect(patchRefusal(staff, requestDetail(), { version: 1, vgmSubmittedBy: 'ADMIN' })).toBeNull();
  });

  it('keeps the internal B/L number for HSG only', () => {
    const zim = requestDetail({ carrier: { id: 'ZIM', name: 'ZIM', color: '#000' } });
    expect(patchRefusal(staff, zim, { version: 1, intBlNumber: 'X1' })?.message).toBe(
      WORKBENCH_MESSAGES.intBlOnlyHsg,
    );
    expect(patchRefusal(staff, zim, { version: 1, carrierId: 'HSG', intBlNumber: 'X1' })).toBeNull();
    expect(patchRefusal(staff, requestDetail(), { version: 1, intBlNumber: 'X1' })).toBeNull();
  });
});

describe("a customer's copy of the request", () => {
  it('drops internal freight, tags, statistic client and the internal B/L', () => {
    const detail = requestDetail({
      freightDetails: [
        freightLine({ seqNr: 1 }),
        freightLine({ seqNr: 2, internal1: true }),
        freightLine({ seqNr: 3, group: 'INTERNAL1' }),
        freightLine({ seqNr: 4, group: 'INTERNAL2' }),
      ],
      tagIds: ['t1'],
      statisticClient: { id: 's', name: 'Stat AG' },
      intBlNumber: 'HLCUHAM123456789',
    });
    const view = customerRequestView(detail);
    expect(view.freightDetails.map((l) => l.seqNr)).toEqual([1]);
    expect(view.tagIds).toEqual([]);
    expect(view.statisticClient).toBeNull();
    expect(view.intBlNumber).toBeNull();
    expect(view.customerReference).toBe('PO-100');
  });
});

describe('the patch schema', () => {
  it('needs the version and something to save', () => {
    expect(ZBookingRequestPatch.safeParse({ customerReference: 'x' }).success).toBe(false);
    const empty = ZBookingRequestPatch.safeParse({ version: 2 });
    expect(empty.error?.issues[0]?.message).toBe('Nothing to save.');
    expect(ZBookingRequestPatch.parse({ version: 2, blNumber: '  ' })).toEqual({
      version: 2,
      blNumber: null,
    });
  });

  it("answers a freight line's bad currency with the spec's message", () => {
    const base = { text: 'BAF', group: 'EXTERNAL', quantity: 1, unit: 'CTR', unitValue: 10 };
    expect(ZFreightLineInput.parse({ ...base, currency: ' chf ' }).currency).toBe('CHF');
    for (const currency of ['', 'GBP', 'incl.']) {
      const r = ZFreightLineInput.safeParse({ ...base, currency });
      expect(r.error?.issues[0]?.message).toBe('Invalid or missing currency');
    }
  });

  it('refuses an unknown leading currency and a quote number that is not one', () => {
    expect(ZBookingRequestPatch.safeParse({ version: 1, leadingCurrency: 'CHF' }).success).toBe(false);
    expect(ZBookingRequestPatch.safeParse({ version: 1, leadingCurrency: 'EUR' }).success).toBe(true);
    const quote = ZBookingRequestPatch.safeParse({ version: 1, quoteNumber: -3 });
    expect(quote.error?.issues[0]?.message).toBe(
      'You provided invalid quote number. Please either remove it or add a valid one.',
    );
  });
});

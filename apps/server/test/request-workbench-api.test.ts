import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_FIELD_LABELS, WORKBENCH_MESSAGES } from '@portal/domain';
import { cargoLine, chosenRoute } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { workbenchClient } from './workbench-helpers.ts';

/**
 * The request page and its save (issue 9 parts 1 to 3): GET detail and PATCH, with the edit rules, optimistic
 * versions, the HSG rule, freight, the edit history and the live event.
 */

let t: TestApp;
let api: ReturnType<typeof workbenchClient>;
let customerA: string;
let customerB: string;
let customerB2: string;
let staff: string;
let staffId: string;
let restrictedStaff: string;
let route: Record<string, unknown>;

const HSG_BL = 'HLCUHAM123456789';

const freight = [
  { text: 'Seafreight', group: 'EXTERNAL', quantity: 2, unit: 'CTR', unitValue: 1450, currency: 'USD' },
  { text: 'THC Hamburg', group: 'EXTERNAL', quantity: 2, unit: 'CTR', unitValue: 260, currency: 'eur' },
  { text: 'Buy rate', group: 'INTERNAL1', quantity: 2, unit: 'CTR', unitValue: 1200, currency: 'USD' },
  { text: 'Margin share', group: 'INTERNAL2', quantity: 1, unit: 'SET', unitValue: 75, currency: 'CHF' },
];

beforeAll(async () => {
  t = await buildTestApp();
  api = workbenchClient(t);
  customerA = (await loginAs(t.app, 'customerA1')).cookie;
  customerB = (await loginAs(t.app, 'customerB1')).cookie;
  customerB2 = (await loginAs(t.app, 'customerB2')).cookie;
  const s = await loginAs(t.app, 'superadmin');
  staff = s.cookie;
  staffId = s.userId;
  restrictedStaff = (await loginAs(t.app, 'salesRestricted')).cookie;
  route = await chosenRoute(t.app);
});
afterAll(async () => t?.close());

describe('GET /api/booking-requests/:id (the request page)', () => {
  it('gives staff the whole detail and the customer their copy; other companies and carriers get 404', async () => {
    const id = await api.submit(customerA, { schedule: route });
    const asStaff = (await api.detail(id, staff)).json();
    expect(asStaff).toMatchObject({
      id,
      version: 0,
      blNumber: null,
      intBlNumber: null,
      intraRefNumber: null,
      statisticClient: null,
      externalBookingReference: null,
      bookingId: null,
      leadingCurrency: 'USD',
      specialRemarks: [],
      tagIds: [],
      statusText: 'Requested',
    });
    expect(asStaff.freightDetails.some((l: { group: string }) => l.group === 'INTERNAL1')).toBe(true);
    const asCustomer = (await api.detail(id, customerA)).json();
    expect(asCustomer.freightDetails.every((l: { group: string }) => l.group === 'EXTERNAL')).toBe(true);
    expect((await api.detail(id, customerB)).statusCode).toBe(404);

    const zim = await api.submit(customerA, { carrierId: 'ZIM' });
    expect((await api.detail(zim, restrictedStaff)).statusCode).toBe(404);
    expect((await api.detail(zim, staff)).statusCode).toBe(200);
    const dal = await api.submit(customerB, { carrierId: 'DAL' });
    expect((await api.detail(dal, customerB2)).statusCode).toBe(404);
    expect((await api.detail(dal, customerB)).statusCode).toBe(200);
  });

  it('marks the request read when its agent opens it, and only then', async () => {
    const id = await api.submit(customerA);
    const assigned = (await api.watchers(id, staff, { version: 0, agentId: staffId })).json();
    expect(assigned.isUnread).toBe(true);
    const other = (await loginAs(t.app, 'sales')).cookie;
    expect((await api.detail(id, other)).json().isUnread).toBe(true);
    const events = await api.eventsDuring(id, async () => {
      expect((await api.detail(id, staff)).json()).toMatchObject({ isUnread: false, version: 1 });
    });
    expect(events).toContainEqual(expect.objectContaining({ entity: 'booking-request', id }));
    expect((await api.detail(id, other)).json()).toMatchObject({ isUnread: false, version: 1 });
  });
});

describe('PATCH /api/booking-requests/:id (a save)', () => {
  it('saves staff fields in one go: version + 1, the HSG rule, freight lines, an edit history and an event', async () => {
    const id = await api.submit(customerA, { schedule: route });
    let answer!: Awaited<ReturnType<typeof api.patch>>;
    const events = await api.eventsDuring(id, async () => {
      answer = await api.patch(id, staff, {
        version: 0,
        agreementNo: 'AGR-77',
        blNumber: HSG_BL,
        intraRefNumber: '2001234567',
        leadingCurrency: 'EUR',
        freightDetails: freight,
        specialRemarks: [{ id: 'own', text: 'Please load on deck.' }],
      });
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const saved = answer.json();
    expect(saved).toMatchObject({
      version: 1,
      agreementNo: 'AGR-77',
      blNumber: HSG_BL,
      intBlNumber: HSG_BL,
      leadingCurrency: 'EUR',
      specialRemarks: [{ id: 'own', text: 'Please load on deck.' }],
    });
    expect(saved.containers[0]).toMatchObject({
      pickupReference: HSG_BL,
      deliveryReference: HSG_BL,
      vgmPin: HSG_BL,
    });
    expect(saved.freightDetails.map((l: { seqNr: number; total: number }) => [l.seqNr, l.total])).toEqual([
      [1, 2900],
      [2, 520],
      [3, 2400],
      [4, 75],
    ]);
    expect(saved.freightDetails[1].currency).toBe('EUR');
    expect(events).toContainEqual(
      expect.objectContaining({ entity: 'booking-request', id, clientId: saved.client.id }),
    );

    const edited = (await api.activity(id)).filter((a) => a.changeType === 'EDITED');
    const visible = edited.find((a) => !a.isInternal)!;
    const internal = edited.find((a) => a.isInternal)!;
    const labels = (entry: typeof visible) => entry.changedFields!.map((f) => f.fieldName);
    expect(labels(visible)).toEqual([
      REQUEST_FIELD_LABELS.agreementNo,
      REQUEST_FIELD_LABELS.blNumber,
      REQUEST_FIELD_LABELS.intraRefNumber,
      REQUEST_FIELD_LABELS.freightDetails,
      REQUEST_FIELD_LABELS.containers,
      REQUEST_FIELD_LABELS.leadingCurrency,
      REQUEST_FIELD_LABELS.specialRemarks,
    ]);
    // The internal B/L and the totals over the internal lines are for staff only.
    expect(labels(internal)).toEqual([REQUEST_FIELD_LABELS.intBlNumber, REQUEST_FIELD_LABELS.freightDetails]);
    expect(visible.changedFields!.find((f) => f.fieldName === 'freight details')!.newVal).toBe(
      "2 lines: EUR 520.00, USD 2'900.00",
    );

    const asCustomer = (await api.detail(id, customerA)).json();
    expect(asCustomer.intBlNumber).toBeNull();
    expect(asCustomer.freightDetails.map((l: { text: string }) => l.text)).toEqual([
      'Seafreight',
      'THC Hamburg',
    ]);
  });

  it('answers 409 to a save on an old version and writes nothing', async () => {
    const id = await api.submit(customerA);
    expect((await api.patch(id, staff, { version: 0, agreementNo: 'FIRST' })).statusCode).toBe(200);
    const stale = await api.patch(id, staff, { version: 0, agreementNo: 'SECOND' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'CONFLICT', message: WORKBENCH_MESSAGES.staleVersion });
    expect((await api.detail(id, staff)).json()).toMatchObject({ version: 1, agreementNo: 'FIRST' });
  });

  it('lets two savers of one version through one at a time: one wins, the other is told', async () => {
    const id = await api.submit(customerA);
    const answers = await Promise.all([
      api.patch(id, staff, { version: 0, agreementNo: 'ONE' }),
      api.patch(id, staff, { version: 0, agreementNo: 'TWO' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const edits = (await api.activity(id)).filter((a) => a.changeType === 'EDITED');
    expect(edits).toHaveLength(1);
  });

  it('lets the customer change what they entered while Requested, nothing of the staff’s, and nothing later', async () => {
    const id = await api.submit(customerA);
    const own = await api.patch(id, customerA, {
      version: 0,
      customerReference: 'PO-NEW',
      additionalInfo: 'Call before delivery.',
      containers: [cargoLine({ quantity: 3 })],
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ version: 1, customerReference: 'PO-NEW', tagIds: [] });
    expect(own.json().containers[0].quantity).toBe(3);

    const before = await api.activity(id);
    const staffField = await api.patch(id, customerA, {
      version: 1,
      customerReference: 'PO-SNEAKY',
      blNumber: 'X',
      freightDetails: [],
    });
    expect(staffField.statusCode).toBe(403);
    expect(staffField.json().message).toBe('Only staff can change: B/L number, freight details.');
    expect((await api.detail(id, staff)).json()).toMatchObject({ version: 1, customerReference: 'PO-NEW' });
    expect(await api.activity(id)).toHaveLength(before.length);

    await api.watchers(id, staff, { version: 1, agentId: staffId });
    const late = await api.patch(id, customerA, { version: 2, customerReference: 'PO-LATE' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(WORKBENCH_MESSAGES.customerEditWindow);
    expect((await api.patch(id, customerB, { version: 2, customerReference: 'X' })).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and the field, writing nothing', async () => {
    const id = await api.submit(customerA, { carrierId: 'ZIM' });
    const cases: [object, string][] = [
      [{ version: 0 }, 'Nothing to save.'],
      [{ version: 0, freightDetails: [{ ...freight[0], currency: 'XYZ' }] }, 'Invalid or missing currency'],
      [{ version: 0, intBlNumber: HSG_BL }, WORKBENCH_MESSAGES.intBlOnlyHsg],
      [{ version: 0, vgmSubmittedBy: 'ADMIN' }, WORKBENCH_MESSAGES.vgmAdminNeedsAgent],
      [{ version: 0, quoteNumber: 999999999 }, 'quoteNumber: You provided invalid quote number'],
      [
        { version: 0, clientId: '7f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b' },
        'clientId: There is no such client.',
      ],
      [{ version: 0, carrierId: 'NOPE' }, 'carrierId: There is no carrier NOPE.'],
      [{ version: 0, containers: [cargoLine({ containerTypeId: '99Z9' })] }, 'containers.0.containerTypeId'],
      [{ version: 0, schedule: route }, 'schedule: The chosen sailing is of another carrier.'],
      [{ version: 0, etd: '2026-13-45' }, 'etd'],
    ];
    for (const [body, message] of cases) {
      const answer = await api.patch(id, staff, body);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().message, JSON.stringify(body)).toContain(message);
    }
    expect((await api.detail(id, staff)).json().version).toBe(0);
    expect((await api.activity(id)).filter((a) => a.changeType === 'EDITED')).toEqual([]);
  });

  it('takes the sailing from our own schedule and keeps the itinerary in step', async () => {
    const id = await api.submit(customerA);
    const origin = route.origin as { vessel: { name: string }; voyageNumber: string; departure: string };
    const forged = { ...route, origin: { ...origin, departure: origin.departure, terminal: null } };
    const saved = await api.patch(id, customerA, { version: 0, schedule: forged });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ vessel: origin.vessel.name, voyage: origin.voyageNumber });
    expect(saved.json().itinerary.portOfLoading.departure).toBe(origin.departure);

    const moved = await api.patch(id, staff, { version: 1, etd: '2030-01-15T10:00:00Z', vessel: 'BAHIA' });
    expect(moved.json()).toMatchObject({ etd: '2030-01-15T10:00:00.000Z', vessel: 'BAHIA' });
    expect(moved.json().itinerary.portOfLoading).toMatchObject({
      vessel: 'BAHIA',
      departure: '2030-01-15T10:00:00.000Z',
    });
    const history = (await api.activity(id)).filter((a) => a.changeType === 'EDITED').at(-1)!;
    expect(history.changedFields!.map((f) => f.fieldName)).toEqual(['vessel', 'schedule']);
  });

  it('writes the request and its history in one transaction: a failing history write leaves the request as it was', async () => {
    const id = await api.submit(customerA);
    const db = t.database.db;
    await db.execute(sql`create or replace function workbench_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'history unavailable'; end $$`);
    await db.execute(
      sql.raw(`create trigger workbench_test_fail before insert on booking_request_activity for each row
        when (new.request_id = '${id}') execute function workbench_test_fail()`),
    );
    try {
      const failed = await api.patch(id, staff, { version: 0, agreementNo: 'LOST' });
      expect(failed.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger workbench_test_fail on booking_request_activity`);
      await db.execute(sql`drop function workbench_test_fail()`);
    }
    expect((await api.detail(id, staff)).json()).toMatchObject({ version: 0, agreementNo: null });
  });

  it('answers an unchanged save with the request as it is, without a new version or history', async () => {
    const id = await api.submit(customerA);
    const same = await api.patch(id, staff, { version: 0, customerReference: 'WB-1' });
    expect(same.json().version).toBe(0);
    expect((await api.activity(id)).filter((a) => a.changeType === 'EDITED')).toEqual([]);
  });
});

describe('GET /api/booking-requests/:id/initial (compare)', () => {
  it('shows the request as submitted, in the customer’s copy for the customer', async () => {
    const id = await api.submit(customerA, { schedule: route, customerReference: 'PO-FIRST' });
    await api.patch(id, staff, { version: 0, customerReference: 'PO-LATER', blNumber: HSG_BL });
    const initial = (
      await t.app.inject({ url: `/api/booking-requests/${id}/initial`, headers: { cookie: staff } })
    ).json();
    expect(initial).toMatchObject({ customerReference: 'PO-FIRST', blNumber: null, version: 0, agent: null });
    expect(initial.freightDetails.some((l: { group: string }) => l.group !== 'EXTERNAL')).toBe(true);
    const mine = await t.app.inject({
      url: `/api/booking-requests/${id}/initial`,
      headers: { cookie: customerA },
    });
    expect(mine.json().freightDetails.every((l: { group: string }) => l.group === 'EXTERNAL')).toBe(true);
    const theirs = await t.app.inject({
      url: `/api/booking-requests/${id}/initial`,
      headers: { cookie: customerB },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES, WORKBENCH_MESSAGES, type LiveEvent } from '@portal/domain';
import {
  bookingRequestActivity,
  bookingRequests,
  bookings,
  checklists,
  notifications,
} from '../src/platform/db/schema/index.ts';
import { cargoLine } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/**
 * Book Now (issue 9 part 9, spec 000 §7 `POST /api/bookingRequest`): a request becomes a booking, numbered by the
 * portal or by the ERP, in one transaction; refusals and ERP failures write nothing.
 */

const FREIGHT = [
  {
    seqNr: 1,
    text: 'Seafreight',
    group: 'EXTERNAL' as const,
    quantity: 2,
    unit: 'CTR',
    unitValue: 900,
    currency: 'USD',
    total: 1800,
    internal1: false,
    isManual: true,
  },
];

interface Visitors {
  staff: string;
  agentId: string;
  customerA: string;
  customerB: string;
  restricted: string;
}

async function visitorsOf(t: TestApp): Promise<Visitors> {
  const operations = await loginAs(t.app, 'operations');
  return {
    staff: operations.cookie,
    agentId: operations.userId,
    customerA: (await loginAs(t.app, 'customerA1')).cookie,
    customerB: (await loginAs(t.app, 'customerB1')).cookie,
    restricted: (await loginAs(t.app, 'salesRestricted')).cookie,
  };
}

/** A request of customerA1's company, ready to book unless `over` takes something away. */
async function request(
  t: TestApp,
  v: Visitors,
  over: Partial<typeof bookingRequests.$inferInsert> = {},
  carrierId = 'HSG',
): Promise<{ id: string; version: number }> {
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    headers: { cookie: v.customerA },
    payload: {
      origin: 'DEHAM',
      destination: 'BRSSZ',
      carrierId,
      customerReference: 'BOOK-NOW',
      termsAccepted: true,
      containers: [cargoLine()],
    },
  });
  if (submitted.statusCode !== 201) throw new Error(`submit: ${submitted.body}`);
  const id = submitted.json().id as string;
  const [row] = await t.database.db
    .update(bookingRequests)
    .set({
      agentId: v.agentId,
      statusCode: 20,
      vessel: 'SANTOS EXPRESS',
      voyage: '2647S',
      etd: addDays(new Date(), 10),
      eta: addDays(new Date(), 31),
      agreementNo: 'S26HLAG0042',
      freightDetails: FREIGHT,
      ...over,
    })
    .where(eq(bookingRequests.id, id))
    .returning();
  return { id, version: row!.version };
}

const bookNow = (t: TestApp, cookie: string | undefined, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookingRequest',
    headers: cookie ? { cookie } : {},
    payload: body,
  });

async function state(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
  const booked = await t.database.db.select().from(bookings).where(eq(bookings.requestId, id));
  const created = await t.database.db
    .select()
    .from(bookingRequestActivity)
    .where(
      and(eq(bookingRequestActivity.requestId, id), eq(bookingRequestActivity.changeType, 'BOOKING_CREATED')),
    );
  return { request: row!, bookings: booked, activity: created };
}

/** What a refused or failed Book Now must leave: the request as it was, no booking, no entry. */
async function expectUnchanged(t: TestApp, id: string, version: number) {
  const after = await state(t, id);
  expect(after.request).toMatchObject({ version, statusCode: 20, bookingId: null });
  expect(after.bookings).toEqual([]);
  expect(after.activity).toEqual([]);
}

describe('POST /api/bookingRequest without an ERP', () => {
  let t: TestApp;
  let v: Visitors;
  beforeAll(async () => {
    t = await buildTestApp();
    v = await visitorsOf(t);
  });
  afterAll(async () => t?.close());

  it('books the request with the next file number: booking row, Confirmed, activity, events', async () => {
    const { id, version } = await request(t, v);
    const heard: LiveEvent[] = [];
    const stop = t.app.ctx.events.subscribe((e) => heard.push(e));
    const answer = await bookNow(t, v.staff, { requestId: id, version });
    expect(answer.statusCode, answer.body).toBe(200);
    const { bookingId, payload } = answer.json() as { bookingId: string; payload: Record<string, unknown> };
    expect(bookingId).toMatch(/^\d+$/);
    expect(payload).toMatchObject({
      requestId: id,
      CarrierID: 'HSG',
      POL: 'DEHAM',
      POD: 'BRSSZ',
      Vessel: 'SANTOS EXPRESS',
      Agreement: 'S26HLAG0042',
      'Cust-BkgRef': 'BOOK-NOW',
      FreightDetails: [expect.objectContaining({ ChargeCode: 'OFR', Unit: 'CTR', Total: 1800 })],
      CargoDetails: [expect.objectContaining({ CtrQuantity: 2, CtypID: '22G1' })],
    });

    const after = await state(t, id);
    expect(after.request).toMatchObject({ statusCode: 30, bookingId, version: version + 1 });
    expect(after.bookings).toHaveLength(1);
    expect(after.bookings[0]).toMatchObject({
      id: bookingId,
      requestId: id,
      clientId: after.request.clientId,
      carrierId: 'HSG',
      category: 'Export',
      vessel: 'SANTOS EXPRESS',
      voyage: '2647S',
      polId: 'DEHAM',
      podId: 'BRSSZ',
      customerReference: 'BOOK-NOW',
      agreementNo: 'S26HLAG0042',
      agentId: v.agentId,
      freight: FREIGHT,
      payload,
    });
    expect(after.bookings[0]!.cargo).toHaveLength(1);
    expect(after.bookings[0]!.etd?.getTime()).toBe(after.request.etd?.getTime());
    // The booking's checklist was written with it (issue 10 part 2), of the booking's category.
    const [list] = await t.database.db
      .select()
      .from(checklists)
      .where(and(eq(checklists.recordKind, 'bookings'), eq(checklists.recordId, bookingId)));
    expect(list).toMatchObject({ category: 'Export', clientId: after.request.clientId, staffChecked: 0 });
    const bookingChecklist = await t.app.inject({
      url: `/api/bookings/${bookingId}/checklist`,
      headers: { cookie: v.customerA },
    });
    expect(bookingChecklist.json().progress).toEqual({ checked: 0, total: list!.customerTotal });
    expect(after.activity).toEqual([
      expect.objectContaining({
        comment: `Created booking ${bookingId}; accepted carrier terms: ${t.config.COMPANY_SITE_URL}`,
        data: { bookingId, termsUrl: t.config.COMPANY_SITE_URL },
        isInternal: false,
      }),
    ]);
    for (let i = 0; i < 50 && !heard.some((e) => e.id === id); i++)
      await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(heard).toContainEqual(
      expect.objectContaining({ entity: 'booking-request', id, clientId: after.request.clientId }),
    );

    // The customer who asked for it hears that it is Confirmed (issue 10 part 5).
    const news = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.referenceId, id), eq(notifications.cause, 'STATUS_CHANGED')));
    expect(news.map((n) => [n.userId, n.text])).toEqual([
      [after.request.createdById, `booking request ${id} is now Confirmed`],
    ]);

    // The customer's page shows it Confirmed with its booking; a second Book Now is refused.
    const page = await t.app.inject({ url: `/api/booking-requests/${id}`, headers: { cookie: v.customerA } });
    expect(page.json()).toMatchObject({ statusCode: 30, bookingId });
    const again = await bookNow(t, v.staff, { requestId: id, version: version + 1 });
    expect([again.statusCode, again.json().message]).toEqual([409, LIFECYCLE_MESSAGES.alreadyBooked]);
  });

  it('numbers bookings from the database sequence, one after the other', async () => {
    const first = await request(t, v);
    const second = await request(t, v);
    const a = (await bookNow(t, v.staff, { requestId: first.id, version: first.version })).json().bookingId;
    const b = (await bookNow(t, v.staff, { requestId: second.id, version: second.version })).json().bookingId;
    expect(Number(b)).toBeGreaterThan(Number(a));
  });

  it('refuses a request with warnings, without an agent, with the reason, writing nothing', async () => {
    const noAgent = await request(t, v, { agentId: null, statusCode: 10 });
    const refused = await bookNow(t, v.staff, { requestId: noAgent.id, version: noAgent.version });
    expect([refused.statusCode, refused.json().message]).toEqual([409, LIFECYCLE_MESSAGES.bookNowNeedsAgent]);

    const noFreight = await request(t, v, { freightDetails: [] });
    const warned = await bookNow(t, v.staff, { requestId: noFreight.id, version: noFreight.version });
    expect([warned.statusCode, warned.json().message]).toEqual([409, LIFECYCLE_MESSAGES.bookNowWarnings]);
    await expectUnchanged(t, noFreight.id, noFreight.version);

    const noVessel = await request(t, v, { vessel: null });
    const unscheduled = await bookNow(t, v.staff, { requestId: noVessel.id, version: noVessel.version });
    expect(unscheduled.json().message).toBe(LIFECYCLE_MESSAGES.bookNowWarnings);
    await expectUnchanged(t, noVessel.id, noVessel.version);
  });

  it('answers 409 on a stale version', async () => {
    const { id, version } = await request(t, v);
    const stale = await bookNow(t, v.staff, { requestId: id, version: version + 1 });
    expect([stale.statusCode, stale.json().message]).toEqual([409, WORKBENCH_MESSAGES.staleVersion]);
    await expectUnchanged(t, id, version);
  });

  it('never books for customers: 403 on their own request, 404 on another company’s; 401 signed out', async () => {
    const { id, version } = await request(t, v);
    const own = await bookNow(t, v.customerA, { requestId: id, version });
    expect([own.statusCode, own.json().message]).toEqual([403, WORKBENCH_MESSAGES.staffOnly]);
    expect((await bookNow(t, v.customerB, { requestId: id, version })).statusCode).toBe(404);
    expect((await bookNow(t, undefined, { requestId: id, version })).statusCode).toBe(401);
    await expectUnchanged(t, id, version);
  });

  it('is 404 for staff restricted to other carriers, and for a request that is not there', async () => {
    const cma = await request(t, v, {}, 'CMA');
    expect((await bookNow(t, v.restricted, { requestId: cma.id, version: cma.version })).statusCode).toBe(
      404,
    );
    await expectUnchanged(t, cma.id, cma.version);
    expect((await bookNow(t, v.staff, { requestId: 'req-2099120001', version: 0 })).statusCode).toBe(404);
  });

  it('answers 400 for a body that is not a Book Now', async () => {
    for (const body of [{}, { requestId: 'nope', version: 0 }, { requestId: 'req-2026110001', version: -1 }])
      expect((await bookNow(t, v.staff, body)).statusCode).toBe(400);
  });
});

describe('POST /api/bookingRequest with ERP_BOOKING_URL', () => {
  let t: TestApp;
  let v: Visitors;
  let erp: Server;
  const received: unknown[] = [];
  let respond: (res: ServerResponse) => void = () => undefined;

  beforeAll(async () => {
    erp = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body));
        respond(res);
      });
    });
    await new Promise<void>((resolve) => erp.listen(0, '127.0.0.1', resolve));
    const { port } = erp.address() as AddressInfo;
    t = await buildTestApp({
      ERP_BOOKING_URL: `http://127.0.0.1:${port}/api/bookingRequest`,
      ERP_BOOKING_TIMEOUT_MS: '500',
    });
    v = await visitorsOf(t);
  });
  afterAll(async () => {
    await t?.close();
    erp.closeAllConnections();
    await new Promise((resolve) => erp.close(resolve));
  });

  const json = (status: number, body: unknown) => (res: ServerResponse) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  it('posts the backend booking and takes the FileID as the booking id', async () => {
    respond = json(200, { FileID: 'ERP-4711', Status: 'OK' });
    const { id, version } = await request(t, v);
    const answer = await bookNow(t, v.staff, { requestId: id, version });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().bookingId).toBe('ERP-4711');
    expect(received.at(-1)).toMatchObject({ requestId: id, CarrierID: 'HSG', POL: 'DEHAM' });
    const after = await state(t, id);
    expect(after.request).toMatchObject({ statusCode: 30, bookingId: 'ERP-4711' });
    expect(after.bookings.map((b) => b.id)).toEqual(['ERP-4711']);
  });

  it.each([
    ['without a FileID', json(200, { Status: 'OK' }), WORKBENCH_MESSAGES.unableToCreateBooking],
    [
      'with a FileID that cannot name a booking',
      json(200, { FileID: '../../x' }),
      WORKBENCH_MESSAGES.unableToCreateBooking,
    ],
    ['with a 500', json(500, { error: 'down' }), WORKBENCH_MESSAGES.failedToRequestBooking],
    ['not at all in time', () => undefined, WORKBENCH_MESSAGES.failedToRequestBooking],
  ])('refuses an ERP answer %s and writes nothing', async (_what, answerWith, message) => {
    respond = answerWith;
    const { id, version } = await request(t, v);
    const answer = await bookNow(t, v.staff, { requestId: id, version });
    expect([answer.statusCode, answer.json()]).toEqual([503, { code: 'UNAVAILABLE', message }]);
    await expectUnchanged(t, id, version);
  });

  it('refuses a FileID that already names a booking', async () => {
    respond = json(200, { FileID: 'ERP-4711' });
    const { id, version } = await request(t, v);
    const answer = await bookNow(t, v.staff, { requestId: id, version });
    expect(answer.statusCode).toBe(409);
    await expectUnchanged(t, id, version);
  });
});

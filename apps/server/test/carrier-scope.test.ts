import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICKUP_LOCATION_REQUIRED } from '@portal/domain';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { cargoLine, chosenRoute, upload } from './booking-requests-helpers.ts';
import { createQuoteGroup, firstCommodity, quoteRequest } from './quote-helpers.ts';

/**
 * Carrier scope in the repos (issue 8 Part 1): customerB2 (Hanse, carriers HSG and ZIM) and salesRestricted
 * (sales, not admin, carrier HSG) reach nothing of another carrier, by reading or by writing.
 */
let t: TestApp;
let customerB1: string;
let customerB2: string;
let restricted: string;
let superadmin: string;
let superadminId: string;
let groupId: number;
/** Hanse quotes of the group: HSG (allowed to both restricted users) and HSD (allowed to neither). */
let hsgQuote: number;
let hsdQuote: number;
let hsdRequest: string;
let hsdFile: string;
let hsgRequest: string;

function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

const request = (carrierId: string) => ({
  origin: 'DEHAM',
  destination: 'BRSSZ',
  carrierId,
  customerReference: `PO-${carrierId}`,
  termsAccepted: true,
  schedule: null,
  containers: [cargoLine()],
});

beforeAll(async () => {
  t = await buildTestApp();
  customerB1 = (await loginAs(t.app, 'customerB1')).cookie;
  customerB2 = (await loginAs(t.app, 'customerB2')).cookie;
  restricted = (await loginAs(t.app, 'salesRestricted')).cookie;
  const admin = await loginAs(t.app, 'superadmin');
  superadmin = admin.cookie;
  superadminId = admin.userId;
  const group = await createQuoteGroup(t.app, customerB1);
  groupId = group.groupId;
  hsgQuote = group.quoteOf('HSG');
  hsdQuote = group.quoteOf('HSD');

  const file = (await upload(t.app, customerB1)).json();
  const hsd = await call('POST', '/api/booking-requests', customerB1, {
    ...request('HSD'),
    files: { additional: [file.id], imo: [], certificate: [] },
  });
  expect(hsd.statusCode).toBe(201);
  hsdRequest = hsd.json().id;
  hsdFile = (await call('GET', `/api/booking-requests/${hsdRequest}`, customerB1)).json().files[0].id;
  hsgRequest = (await call('POST', '/api/booking-requests', customerB1, request('HSG'))).json().id;
}, 240_000);
afterAll(async () => t.close());

describe('quotes', () => {
  it('shows a restricted customer and staff member only the allowed carriers of a group', async () => {
    for (const cookie of [customerB2, restricted]) {
      const group = (await call('GET', `/api/quotes/groups/${groupId}`, cookie)).json();
      expect(group.quotes.map((q: { carrier: { id: string } }) => q.carrier.id)).toEqual(['HSG']);
      const list = (await call('GET', '/api/quotes/groups?perPage=100', cookie)).json();
      const listed = list.data.find((g: { id: number }) => g.id === groupId);
      expect(listed.carriers).toEqual(['HSG']);
      expect((await call('GET', `/api/quotes/${hsdQuote}`, cookie)).statusCode).toBe(404);
    }
  });

  it('refuses a restricted customer the activity of another carrier’s quote, reading and writing', async () => {
    const read = await call('GET', `/api/quotes/${hsdQuote}/activity`, customerB2);
    expect(read.statusCode).toBe(404);
    const write = await call('POST', `/api/quotes/${hsdQuote}/activity`, customerB2, {
      comment: 'Sneaking in',
      isInternal: false,
    });
    expect(write.statusCode).toBe(404);
    const log = (await call('GET', `/api/quotes/${hsdQuote}/activity`, customerB1)).json();
    expect(log.map((a: { comment: string }) => a.comment)).not.toContain('Sneaking in');
    expect((await call('GET', `/api/quotes/${hsgQuote}/activity`, customerB2)).statusCode).toBe(200);
  });

  it('answers a restricted staff member 404 on another carrier’s quote and writes nothing', async () => {
    const patched = await call('PATCH', `/api/quotes/${hsdQuote}`, restricted, { status: 3 });
    expect(patched.statusCode).toBe(404);
    const quote = (await call('GET', `/api/quotes/${hsdQuote}`, superadmin)).json();
    expect(quote.status).not.toBe(3);
    const log = (await call('GET', `/api/quotes/${hsdQuote}/activity`, superadmin)).json();
    expect(log.some((a: { comment: string }) => a.comment.startsWith('Status set to'))).toBe(false);
    expect((await call('PATCH', `/api/quotes/${hsgQuote}`, restricted, { status: 3 })).statusCode).toBe(200);
  });

  it('lets a restricted staff member assign only the quotes it sees', async () => {
    const put = (cookie: string, userId: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/quotes/groups/${groupId}/assignee`,
        headers: { cookie },
        payload: { userId },
      });
    expect((await put(superadmin, superadminId)).statusCode).toBe(200);
    expect((await put(restricted, null)).statusCode).toBe(200);
    const quotes = (await call('GET', `/api/quotes/groups/${groupId}`, superadmin)).json().quotes as {
      carrier: { id: string };
      assignedTo: { id: string } | null;
    }[];
    expect(quotes.find((q) => q.carrier.id === 'HSG')!.assignedTo).toBeNull();
    expect(quotes.find((q) => q.carrier.id === 'HSD')!.assignedTo?.id).toBe(superadminId);
  });
});

describe('booking requests', () => {
  it('lists and opens only the allowed carriers for a restricted customer and staff member', async () => {
    for (const cookie of [customerB2, restricted]) {
      const list = (await call('GET', '/api/booking-requests?tab=requests&perPage=50', cookie)).json();
      const ids = list.data.map((r: { id: string }) => r.id);
      expect(ids).toContain(hsgRequest);
      expect(ids).not.toContain(hsdRequest);
      expect(list.data.every((r: { carrier: { id: string } }) => ['HSG', 'ZIM'].includes(r.carrier.id))).toBe(
        true,
      );
      const asked = (await call('GET', '/api/booking-requests?tab=requests&carrier=HSD', cookie)).json();
      expect(asked.data).toEqual([]);
      expect((await call('GET', `/api/booking-requests/${hsdRequest}`, cookie)).statusCode).toBe(404);
    }
  });

  it('refuses the file download of another carrier’s request', async () => {
    const url = `/api/booking-requests/${hsdRequest}/files/${hsdFile}`;
    expect((await call('GET', url, customerB1)).statusCode).toBe(200);
    expect((await call('GET', url, customerB2)).statusCode).toBe(404);
    expect((await call('GET', url, restricted)).statusCode).toBe(404);
  });

  it('does not assign another carrier’s request for a restricted staff member', async () => {
    const answer = await call('POST', '/api/booking-requests/assign', restricted, {
      ids: [hsdRequest],
      agentId: null,
    });
    expect(answer.statusCode).toBe(404);
  });

  it('counts the badges within the carrier restriction, from the maintained counters', async () => {
    // On PostgreSQL other test files write to the same database at once: compare readings that agree.
    const read = async () => ({
      mine: (await call('GET', '/api/booking-requests/counts', restricted)).json().requests as number,
      hsg: (await call('GET', '/api/booking-requests?tab=requests&carrier=HSG&perPage=10', superadmin)).json()
        .count as number,
    });
    let reading = await read();
    for (let i = 0; i < 5 && reading.mine !== reading.hsg; i++) reading = await read();
    expect(reading.mine).toBe(reading.hsg);
    const all = (await call('GET', '/api/booking-requests/counts', superadmin)).json();
    expect(all.requests).toBeGreaterThan(reading.mine);
    await call('POST', '/api/booking-requests', customerB1, request('CMA'));
    const after = (await call('GET', '/api/booking-requests/counts', superadmin)).json();
    expect(after.requests).toBeGreaterThanOrEqual(all.requests + 1);
    expect((await call('GET', '/api/booking-requests/counts', restricted)).json().requests).toBeLessThan(
      after.requests,
    );
  });

  it('refuses a restricted customer a request of a carrier it may not book', async () => {
    const answer = await call('POST', '/api/booking-requests', customerB2, request('HSD'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^carrierId: You may not book with/);
  });
});

describe('the server owns the schedule', () => {
  it('stores the sailing from its own voyage, not the times a customer sends', async () => {
    const route = await chosenRoute(t.app);
    const forged = {
      ...route,
      origin: { ...route.origin, departure: '2030-01-01T00:00:00.000Z', arrival: '2030-01-01T00:00:00.000Z' },
      destination: { ...route.destination, arrival: '2030-02-01T00:00:00.000Z' },
      deadlines: [{ code: 'FCO', label: 'Cargo closing', time: '2031-01-01T00:00:00.000Z' }],
      spaceInfo: 'Plenty of space',
    };
    const rejected = await call('POST', '/api/booking-requests', customerB1, {
      ...request('HSG'),
      schedule: forged,
    });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().message).toBe(
      'schedule: This sailing is no longer in our schedule; please choose it again.',
    );

    const tampered = {
      ...route,
      destination: { ...route.destination, arrival: '2030-02-01T00:00:00.000Z' },
      deadlines: [{ code: 'FCO', label: 'Cargo closing', time: '2031-01-01T00:00:00.000Z' }],
      spaceInfo: 'Plenty of space',
    };
    const created = await call('POST', '/api/booking-requests', customerB1, {
      ...request('HSG'),
      schedule: tampered,
    });
    expect(created.statusCode).toBe(201);
    const stored = (await call('GET', `/api/booking-requests/${created.json().id}`, superadmin)).json();
    expect(stored.eta).toBe(route.destination.arrival);
    expect(stored.etd).toBe(route.origin.departure);
    expect(stored.itinerary.closings).toEqual(route.deadlines);
    const row = await t.database.db.query.bookingRequests.findFirst({
      where: (r, { eq }) => eq(r.id, created.json().id),
    });
    expect(row!.schedule!.spaceInfo).toBe(route.spaceInfo);
    expect(row!.schedule!.destination.arrival).toBe(route.destination.arrival);
    expect((row!.initialRequest as { schedule: { deadlines: unknown } }).schedule.deadlines).toEqual(
      route.deadlines,
    );
  });
});

describe('pickup location per depot country (spec 001 §5)', () => {
  it('refuses a Get Quote line without its depot where depots are shown', async () => {
    const answer = await call(
      'POST',
      '/api/quotes/create',
      customerB1,
      quoteRequest(await firstCommodity(t.app), { location: null }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(`containers.0.location: ${PICKUP_LOCATION_REQUIRED}`);
  });
});

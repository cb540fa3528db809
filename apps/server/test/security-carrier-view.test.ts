import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, clients, users } from '../src/platform/db/schema/index.ts';
import { DEMO_CLIENTS, DEMO_USERS, type DemoUserKey } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { cargoLine } from './booking-requests-helpers.ts';
import { subscribeEvents } from './sse.ts';

/**
 * Issue 20 part 1, "Customer view drops the carrier restriction": felix.wyss (sales, HSG only) got 404 on a CMA
 * request of Hanse, then read it, read other carriers' bookings, commented on them and heard their events after
 * POST /api/session/customer-view with Hanse. A view switch never widens what the person may see.
 */
let t: TestApp;
let base: string;
const cookies = {} as Record<DemoUserKey, string>;
let hanse: string;
let leaId: string;
let cmaRequest: string;
let hsgRequest: string;
const tag = `V${Date.now().toString(36).toUpperCase()}`;
const cmaBooking = `${tag}-CMA`;
const hsgBooking = `${tag}-HSG`;

const call = (method: 'GET' | 'POST', url: string, who: DemoUserKey, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });

const request = (carrierId: string) => ({
  origin: 'DEHAM',
  destination: 'BRSSZ',
  carrierId,
  customerReference: `PO-${tag}-${carrierId}`,
  termsAccepted: true,
  schedule: null,
  containers: [cargoLine()],
});

const comment = (text: string) => ({ comment: text, mentions: [], sharePublicly: true, reference: null });

async function customerView(who: DemoUserKey, clientId: string | null) {
  const answer = await call('POST', '/api/session/customer-view', who, { clientId });
  expect(answer.statusCode).toBeLessThan(300);
}

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const who of ['customerA1', 'customerB1', 'customerB2', 'salesRestricted', 'superadmin'] as const)
    cookies[who] = (await loginAs(t.app, who)).cookie;
  const db = t.database.db;
  hanse = (
    await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.erpClientId, DEMO_CLIENTS.B.erpClientId))
  )[0]!.id;
  leaId = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailAddress, DEMO_USERS.customerB2.emailAddress))
  )[0]!.id;
  const cma = await call('POST', '/api/booking-requests', 'customerB1', request('CMA'));
  expect(cma.statusCode).toBe(201);
  cmaRequest = cma.json().id;
  hsgRequest = (await call('POST', '/api/booking-requests', 'customerB1', request('HSG'))).json().id;
  const booking = { clientId: hanse, polId: 'DEHAM', podId: 'BRSSZ', vessel: 'NORDIC STAR', voyage: '601W' };
  await db.insert(bookings).values([
    { ...booking, id: cmaBooking, carrierId: 'CMA' },
    { ...booking, id: hsgBooking, carrierId: 'HSG' },
  ]);
}, 240_000);
afterAll(async () => t?.close());

describe('customer view keeps the staff member’s carrier restriction', () => {
  it('answers felix 404 on the CMA request, before and in customer view of its client', async () => {
    expect((await call('GET', `/api/booking-requests/${cmaRequest}`, 'salesRestricted')).statusCode).toBe(
      404,
    );
    await customerView('salesRestricted', hanse);
    try {
      const session = (await call('GET', '/api/session', 'salesRestricted')).json();
      expect(session).toMatchObject({ visitor: 'customer', mode: 'customer-view' });
      expect(session.user.carriers).toEqual(['HSG']);
      expect((await call('GET', `/api/booking-requests/${cmaRequest}`, 'salesRestricted')).statusCode).toBe(
        404,
      );
      expect((await call('GET', `/api/booking-requests/${hsgRequest}`, 'salesRestricted')).statusCode).toBe(
        200,
      );
      const list = (
        await call('GET', '/api/booking-requests?tab=requests&perPage=50', 'salesRestricted')
      ).json();
      expect(list.data.map((r: { carrier: { id: string } }) => r.carrier.id)).not.toContain('CMA');
      expect(list.data.map((r: { id: string }) => r.id)).toContain(hsgRequest);
    } finally {
      await customerView('salesRestricted', null);
    }
  });

  it('does not show felix other carriers’ bookings in customer view', async () => {
    await customerView('salesRestricted', hanse);
    try {
      expect((await call('GET', `/api/bookings/${cmaBooking}`, 'salesRestricted')).statusCode).toBe(404);
      expect((await call('GET', `/api/bookings/${hsgBooking}`, 'salesRestricted')).statusCode).toBe(200);
      const list = (await call('GET', `/api/bookings?q=${tag}`, 'salesRestricted')).json();
      expect(list.data.map((b: { id: string }) => b.id)).toEqual([hsgBooking]);
    } finally {
      await customerView('salesRestricted', null);
    }
  });

  it('refuses felix comments and new requests of other carriers in customer view, and writes nothing', async () => {
    await customerView('salesRestricted', hanse);
    try {
      const onRequest = await call(
        'POST',
        `/api/booking-requests/${cmaRequest}/activity`,
        'salesRestricted',
        comment(`${tag} request`),
      );
      expect(onRequest.statusCode).toBe(404);
      const onBooking = await call(
        'POST',
        `/api/bookings/${cmaBooking}/activity`,
        'salesRestricted',
        comment(`${tag} booking`),
      );
      expect(onBooking.statusCode).toBe(404);
      const created = await call('POST', '/api/booking-requests', 'salesRestricted', request('CMA'));
      expect(created.statusCode).toBe(400);
    } finally {
      await customerView('salesRestricted', null);
    }
    const logs = [
      (await call('GET', `/api/booking-requests/${cmaRequest}/activity`, 'superadmin')).json(),
      (await call('GET', `/api/bookings/${cmaBooking}/activity`, 'superadmin')).json(),
    ];
    for (const log of logs)
      expect(log.items.some((i: { comment: string | null }) => i.comment?.startsWith(tag))).toBe(false);
  });

  it('keeps other carriers’ events off felix’s event stream in customer view', async () => {
    await customerView('salesRestricted', hanse);
    const stream = await subscribeEvents(base, cookies.salesRestricted);
    try {
      expect(
        (
          await call(
            'POST',
            `/api/booking-requests/${cmaRequest}/activity`,
            'customerB1',
            comment('CMA news'),
          )
        ).statusCode,
      ).toBe(201);
      expect(
        (await call('POST', `/api/bookings/${cmaBooking}/activity`, 'customerB1', comment('CMA news')))
          .statusCode,
      ).toBe(201);
      expect(
        (
          await call(
            'POST',
            `/api/booking-requests/${hsgRequest}/activity`,
            'customerB1',
            comment('HSG news'),
          )
        ).statusCode,
      ).toBe(201);
      // The HSG comment comes last: once it has arrived, the CMA ones would have too.
      await expect.poll(() => stream.changes.some((c) => c.id === hsgRequest)).toBe(true);
      expect(stream.changes.filter((c) => c.id === cmaRequest || c.id === cmaBooking)).toEqual([]);
    } finally {
      stream.close();
      await customerView('salesRestricted', null);
    }
  });

  it('still shows an unrestricted staff member every carrier in customer view', async () => {
    await customerView('superadmin', hanse);
    try {
      expect((await call('GET', `/api/booking-requests/${cmaRequest}`, 'superadmin')).statusCode).toBe(200);
      expect((await call('GET', `/api/bookings/${cmaBooking}`, 'superadmin')).statusCode).toBe(200);
    } finally {
      await customerView('superadmin', null);
    }
  });
});

describe('restricted customers and other companies', () => {
  it('answers lea (Hanse, HSG and ZIM) and a customer of another company 404 on the CMA records', async () => {
    for (const who of ['customerB2', 'customerA1'] as const) {
      expect((await call('GET', `/api/booking-requests/${cmaRequest}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/api/bookings/${cmaBooking}`, who)).statusCode).toBe(404);
      const write = await call(
        'POST',
        `/api/booking-requests/${cmaRequest}/activity`,
        who,
        comment('Sneaking in'),
      );
      expect(write.statusCode).toBe(404);
    }
    expect((await call('GET', `/api/booking-requests/${hsgRequest}`, 'customerB2')).statusCode).toBe(200);
    expect((await call('GET', `/api/booking-requests/${hsgRequest}`, 'customerA1')).statusCode).toBe(404);
  });

  it('gives a superadmin acting as lea no more than lea may see', async () => {
    expect(
      (await call('POST', '/api/session/acting-as', 'superadmin', { userId: leaId })).statusCode,
    ).toBeLessThan(300);
    try {
      const session = (await call('GET', '/api/session', 'superadmin')).json();
      expect(session).toMatchObject({ mode: 'acting-as' });
      expect(session.user.carriers).toEqual(['HSG', 'ZIM']);
      expect((await call('GET', `/api/booking-requests/${cmaRequest}`, 'superadmin')).statusCode).toBe(404);
      expect((await call('GET', `/api/bookings/${cmaBooking}`, 'superadmin')).statusCode).toBe(404);
      expect((await call('GET', `/api/booking-requests/${hsgRequest}`, 'superadmin')).statusCode).toBe(200);
    } finally {
      await call('POST', '/api/session/acting-as', 'superadmin', { userId: null });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from '../src/platform/events/bus.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { cargoLine } from './booking-requests-helpers.ts';
import { createQuoteGroup } from './quote-helpers.ts';
import { subscribeEvents } from './sse.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const subscribe = (cookie?: string) => subscribeEvents(base, cookie);

describe('GET /api/events', () => {
  it('delivers each change only to the visitors allowed to see it', async () => {
    const a = await loginAs(t.app, 'customerA1');
    const b = await loginAs(t.app, 'customerB1');
    const staff = await loginAs(t.app, 'sales');
    const clientA = (
      await t.app.inject({ method: 'GET', url: '/api/clients', headers: { cookie: a.cookie } })
    ).json()[0].id;

    const anonymous = await subscribe();
    const customerA = await subscribe(a.cookie);
    const customerB = await subscribe(b.cookie);
    const staffStream = await subscribe(staff.cookie);

    await t.app.ctx.events.publish({ entity: 'booking-request', id: 'req-1', clientId: clientA });
    await t.app.ctx.events.publish({
      entity: 'activity',
      id: 'internal-1',
      clientId: clientA,
      staffOnly: true,
    });
    await t.app.ctx.events.publish({ entity: 'carrier', id: 'HSG', clientId: null });

    // Each stream is its own connection: wait for every one, not only the first two to be checked.
    await expect.poll(() => staffStream.changes.length).toBe(3);
    await expect.poll(() => customerA.changes.length).toBe(2);
    await expect.poll(() => customerB.changes.length).toBe(1);
    await expect.poll(() => anonymous.changes.length).toBe(1);
    expect(customerA.changes).toEqual([
      { entity: 'booking-request', id: 'req-1' },
      { entity: 'carrier', id: 'HSG' },
    ]);
    expect(customerB.changes).toEqual([{ entity: 'carrier', id: 'HSG' }]);
    expect(anonymous.changes).toEqual([{ entity: 'carrier', id: 'HSG' }]);
    for (const s of [anonymous, customerA, customerB, staffStream]) s.close();
  });

  it('gives a carrier-restricted customer and staff member only the changes of their carriers', async () => {
    // customerB2 (Hanse, HSG and ZIM) and salesRestricted (HSG) against customerB1 (Hanse, every carrier).
    const b1 = await loginAs(t.app, 'customerB1');
    const superadmin = await loginAs(t.app, 'superadmin');
    const group = await createQuoteGroup(t.app, b1.cookie);
    const all = await subscribe(b1.cookie);
    const restrictedCustomer = await subscribe((await loginAs(t.app, 'customerB2')).cookie);
    const restrictedStaff = await subscribe((await loginAs(t.app, 'salesRestricted')).cookie);

    const request = async (carrierId: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/booking-requests',
        headers: { cookie: b1.cookie },
        payload: {
          origin: 'DEHAM',
          destination: 'BRSSZ',
          carrierId,
          termsAccepted: true,
          containers: [cargoLine()],
        },
      });
      expect(created.statusCode).toBe(201);
      return created.json().id as string;
    };
    const hsdRequest = await request('HSD');
    const hsgRequest = await request('HSG');
    const hsdQuote = String(group.quoteOf('HSD'));
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${hsdQuote}`,
      headers: { cookie: superadmin.cookie },
      payload: { status: 3 },
    });
    expect(patched.statusCode).toBe(200);
    // A last change everyone of Hanse sees, so each stream has heard all before we compare.
    await t.app.ctx.events.publish({ entity: 'quote-group', id: String(group.groupId), clientId: null });

    const heard = (stream: { changes: { entity: string; id: string }[] }) =>
      stream.changes.map((c) => `${c.entity} ${c.id}`);
    const last = `quote-group ${group.groupId}`;
    for (const stream of [all, restrictedCustomer, restrictedStaff]) {
      await expect.poll(() => heard(stream).filter((c) => c === last).length).toBe(2);
    }
    expect(heard(all)).toEqual(
      expect.arrayContaining([
        `booking-request ${hsdRequest}`,
        `booking-request ${hsgRequest}`,
        `quote ${hsdQuote}`,
      ]),
    );
    for (const stream of [restrictedCustomer, restrictedStaff]) {
      expect(heard(stream)).toContain(`booking-request ${hsgRequest}`);
      expect(heard(stream)).not.toContain(`booking-request ${hsdRequest}`);
      expect(heard(stream)).not.toContain(`quote ${hsdQuote}`);
    }
    for (const s of [all, restrictedCustomer, restrictedStaff]) s.close();
  });

  it('keeps comments and notifications to their company and side: internal ones and bells reach no customer', async () => {
    const a = await loginAs(t.app, 'customerA1');
    const b = await loginAs(t.app, 'customerB1');
    const agent = await loginAs(t.app, 'superadmin');
    const other = await loginAs(t.app, 'sales');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      headers: { cookie: a.cookie },
      payload: {
        origin: 'DEHAM',
        destination: 'BRSSZ',
        carrierId: 'HSG',
        termsAccepted: true,
        containers: [cargoLine()],
      },
    });
    const requestId = created.json().id as string;
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/booking-requests/${requestId}/watchers`,
      headers: { cookie: agent.cookie },
      payload: { version: 0, agentId: agent.userId },
    });
    expect(assigned.statusCode).toBe(200);
    const streams = {
      a: await subscribe(a.cookie),
      b: await subscribe(b.cookie),
      agent: await subscribe(agent.cookie),
      other: await subscribe(other.cookie),
    };
    const post = (cookie: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/booking-requests/${requestId}/activity`,
        headers: { cookie },
        payload,
      });
    // An internal note among staff, then the customer asking the agent by name.
    expect((await post(agent.cookie, { comment: 'internal note' })).statusCode).toBe(201);
    expect(
      (await post(a.cookie, { comment: 'hello', mentions: [{ kind: 'user', id: agent.userId }] })).statusCode,
    ).toBe(201);
    await t.app.ctx.events.publish({ entity: 'carrier', id: 'last', clientId: null });
    const heard = (s: { changes: { entity: string; id: string }[] }) => s.changes.map((c) => c.entity);
    for (const s of Object.values(streams)) await expect.poll(() => heard(s).includes('carrier')).toBe(true);
    // Staff heard the request change twice; the customer once (its own public comment); company B never.
    expect(heard(streams.agent).filter((e) => e === 'booking-request')).toHaveLength(2);
    expect(heard(streams.a).filter((e) => e === 'booking-request')).toHaveLength(1);
    expect(heard(streams.b)).toEqual(['carrier']);
    // The mention's bell event: the agent's alone, not another staff member's, not a customer's.
    expect(heard(streams.agent)).toContain('notification');
    expect(heard(streams.other)).not.toContain('notification');
    expect(heard(streams.a)).not.toContain('notification');
    for (const s of Object.values(streams)) s.close();
  });

  it('fans out through NOTIFY: a second bus on the same database hears the event', async () => {
    const other = await createEventBus(t.database, t.app.log);
    const heard: string[] = [];
    other.subscribe((e) => heard.push(e.id));
    await t.app.ctx.events.publish({ entity: 'user', id: 'u-42', clientId: null });
    await expect.poll(() => heard).toEqual(['u-42']);
    await other.close();
  });
});

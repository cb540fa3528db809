import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, SPECIAL_OFFER_MESSAGES, TAG_MESSAGES } from '@portal/domain';
import { bookings, bookingTags, clients, tasks, teams, users } from '../src/platform/db/schema/index.ts';
import { DEMO_CLIENTS, DEMO_USERS, type DemoUserKey } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { cargoLine } from './booking-requests-helpers.ts';

/**
 * Issue 20 part 1, "Carrier restriction on shared records": a staff member restricted to HSG (felix.wyss) changed
 * a ZIM special offer and deleted a tag used on other carriers' bookings, and a mention notified a user who then
 * got 404 on the record. Writes on carrier-bearing records check the carrier; mentions offer and notify only
 * people who may open the record.
 */
let t: TestApp;
const cookies = {} as Record<DemoUserKey, string>;
const ids = {} as Record<DemoUserKey, string>;
let hanse: string;
let salesTeam: string;
let cmaRequest: string;
let hsgRequest: string;
const tag = `W${Date.now().toString(36).toUpperCase()}`;
const cmaBooking = `${tag}-CMA`;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who: DemoUserKey, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });

const offer = (carrierId: string) => ({
  carrierId,
  containerTypeId: '42G1',
  originId: 'ESVLC',
  destinationId: 'USNYC',
  image: null,
  price: { currency: 'USD', amount: 1500 },
  validUntil: addDays(new Date(), 10).toISOString(),
});

const request = (carrierId: string) => ({
  origin: 'DEHAM',
  destination: 'BRSSZ',
  carrierId,
  customerReference: `PO-${tag}-${carrierId}`,
  termsAccepted: true,
  schedule: null,
  containers: [cargoLine()],
});

const mentionsOf = async (url: string, who: DemoUserKey) => {
  const answer = await call('GET', `${url}/activity/mentions`, who);
  expect(answer.statusCode).toBe(200);
  return answer.json() as { kind: string; id: string; label: string }[];
};

/** The notifications of a user that point at the record. */
const notifiedOf = async (who: DemoUserKey, recordId: string) => {
  const items = (await call('GET', '/api/notifications?limit=100', who)).json().items as {
    referenceId: string;
  }[];
  return items.filter((n) => n.referenceId === recordId);
};

beforeAll(async () => {
  t = await buildTestApp();
  for (const who of [
    'customerA1',
    'customerB1',
    'customerB2',
    'sales',
    'salesRestricted',
    'operations',
    'superadmin',
  ] as const) {
    const login = await loginAs(t.app, who);
    cookies[who] = login.cookie;
    ids[who] = login.userId;
  }
  const db = t.database.db;
  hanse = (
    await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.erpClientId, DEMO_CLIENTS.B.erpClientId))
  )[0]!.id;
  salesTeam = (
    await db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Sales & Customer Service'))
  )[0]!.id;
  cmaRequest = (await call('POST', '/api/booking-requests', 'customerB1', request('CMA'))).json().id;
  hsgRequest = (await call('POST', '/api/booking-requests', 'customerB1', request('HSG'))).json().id;
  await db.insert(bookings).values({
    id: cmaBooking,
    clientId: hanse,
    carrierId: 'CMA',
    polId: 'DEHAM',
    podId: 'BRSSZ',
    vessel: 'NORDIC STAR',
    voyage: '601W',
  });
  expect(
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.emailAddress, DEMO_USERS.salesRestricted.emailAddress))
    )[0]!.id,
  ).toBe(ids.salesRestricted);
}, 240_000);
afterAll(async () => t?.close());

describe('special offers', () => {
  it('refuses felix (HSG only) changing, retiring or creating a ZIM offer, and changes nothing', async () => {
    const zim = (await call('POST', '/api/special-offers', 'superadmin', offer('ZIM'))).json();
    const changed = await call('PUT', `/api/special-offers/${zim.id}`, 'salesRestricted', {
      ...offer('ZIM'),
      price: { currency: 'USD', amount: 1 },
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().message).toBe(SPECIAL_OFFER_MESSAGES.otherCarrier);
    const asHsg = await call('PUT', `/api/special-offers/${zim.id}`, 'salesRestricted', offer('HSG'));
    expect(asHsg.statusCode).toBe(403);
    expect((await call('POST', `/api/special-offers/${zim.id}/retire`, 'salesRestricted')).statusCode).toBe(
      403,
    );
    const created = await call('POST', '/api/special-offers', 'salesRestricted', offer('ZIM'));
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(SPECIAL_OFFER_MESSAGES.carrierNotAllowed);

    const all = (await call('GET', '/api/special-offers/manage', 'superadmin')).json() as {
      id: string;
      price: { amount: number };
      retired: boolean;
      carrier: { id: string };
    }[];
    expect(all.find((o) => o.id === zim.id)).toMatchObject({ price: { amount: 1500 }, retired: false });
    expect(all.filter((o) => o.carrier.id === 'ZIM' && o.price.amount === 1500)).toHaveLength(1);
  });

  it('lets felix work on HSG offers but not move one to ZIM, and leaves unrestricted staff free', async () => {
    const hsg = await call('POST', '/api/special-offers', 'salesRestricted', offer('HSG'));
    expect(hsg.statusCode).toBe(201);
    const id = hsg.json().id;
    expect((await call('PUT', `/api/special-offers/${id}`, 'salesRestricted', offer('ZIM'))).statusCode).toBe(
      400,
    );
    expect((await call('POST', `/api/special-offers/${id}/retire`, 'salesRestricted')).statusCode).toBe(200);
    // olivia.frei (operations, privileged) and luca.rossi (admin) are not restricted by their stored lists.
    expect((await call('PUT', `/api/special-offers/${id}`, 'operations', offer('CMA'))).statusCode).toBe(200);
    expect((await call('POST', `/api/special-offers/${id}/reinstate`, 'sales')).statusCode).toBe(200);
  });
});

describe('tags shared by every carrier', () => {
  const newTag = async (text: string) =>
    (await call('POST', '/api/tags', 'superadmin', { text, color: '#123456', category: 'booking' })).json()
      .id as string;

  it('refuses felix renaming or deleting a tag used on another carrier’s booking', async () => {
    const id = await newTag(`${tag} shared`);
    await t.database.db.insert(bookingTags).values({ bookingId: cmaBooking, tagId: id });
    const renamed = await call('PATCH', `/api/tags/${id}`, 'salesRestricted', {
      text: 'Mine now',
      color: '#123456',
      category: 'booking',
    });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().message).toBe(TAG_MESSAGES.usedOutsideCarriers);
    const deleted = await call('DELETE', `/api/tags/${id}`, 'salesRestricted');
    expect(deleted.statusCode).toBe(403);
    const list = (await call('GET', '/api/tags?category=booking', 'superadmin')).json() as {
      id: string;
      text: string;
    }[];
    expect(list.find((x) => x.id === id)?.text).toBe(`${tag} shared`);
    const kept = await t.database.db.select().from(bookingTags).where(eq(bookingTags.tagId, id));
    expect(kept).toHaveLength(1);
    // Someone who sees every carrier may.
    expect((await call('DELETE', `/api/tags/${id}`, 'superadmin')).statusCode).toBe(204);
  });

  it('lets felix change and delete a tag used on his carriers’ records only', async () => {
    const id = (
      await call('POST', '/api/tags', 'superadmin', {
        text: `${tag} hsg`,
        color: '#654321',
        category: 'bookingRequest',
      })
    ).json().id as string;
    expect(
      (await call('PUT', `/api/booking-requests/${hsgRequest}/tags`, 'superadmin', { tagIds: [id] }))
        .statusCode,
    ).toBe(200);
    const renamed = await call('PATCH', `/api/tags/${id}`, 'salesRestricted', {
      text: `${tag} hsg 2`,
      color: '#654321',
      category: 'bookingRequest',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await call('DELETE', `/api/tags/${id}`, 'salesRestricted')).statusCode).toBe(204);
  });
});

describe('mentions', () => {
  it('offers staff only the people who may open the record', async () => {
    const onCma = await mentionsOf(`/api/booking-requests/${cmaRequest}`, 'superadmin');
    const people = onCma.filter((m) => m.kind === 'user').map((m) => m.id);
    expect(people).not.toContain(ids.salesRestricted);
    expect(people).toEqual(expect.arrayContaining([ids.operations, ids.sales, ids.superadmin]));
    expect(onCma.some((m) => m.kind === 'team' && m.id === salesTeam)).toBe(true);
    const onCmaBooking = await mentionsOf(`/api/bookings/${cmaBooking}`, 'superadmin');
    expect(onCmaBooking.map((m) => m.id)).not.toContain(ids.salesRestricted);
    const onHsg = await mentionsOf(`/api/booking-requests/${hsgRequest}`, 'superadmin');
    expect(onHsg.map((m) => m.id)).toContain(ids.salesRestricted);
  });

  it('offers a customer the agent only, and another company nothing', async () => {
    const watchers = await call('PUT', `/api/booking-requests/${hsgRequest}/watchers`, 'superadmin', {
      version: 0,
      agentId: ids.salesRestricted,
    });
    expect(watchers.statusCode).toBe(200);
    for (const who of ['customerB1', 'customerB2'] as const)
      expect(await mentionsOf(`/api/booking-requests/${hsgRequest}`, who)).toEqual([
        { kind: 'user', id: ids.salesRestricted, label: 'Felix Wyss' },
      ]);
    expect(
      (await call('GET', `/api/booking-requests/${cmaRequest}/activity/mentions`, 'customerB2')).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/booking-requests/${hsgRequest}/activity/mentions`, 'customerA1')).statusCode,
    ).toBe(404);
  });

  it('refuses a mention of felix on the CMA request and notifies him of nothing there', async () => {
    const named = await call('POST', `/api/booking-requests/${cmaRequest}/activity`, 'superadmin', {
      comment: '@Felix Wyss please look',
      mentions: [{ kind: 'user', id: ids.salesRestricted }],
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().message).toBe(
      `mentions: ${ACTIVITY_MESSAGES.mentionCannotOpen('Felix Wyss', 'booking request')}`,
    );
    // His team is named: its members who may open the request hear of it, he does not.
    const team = await call('POST', `/api/booking-requests/${cmaRequest}/activity`, 'superadmin', {
      comment: '@Sales & Customer Service please look',
      mentions: [{ kind: 'team', id: salesTeam }],
    });
    expect(team.statusCode).toBe(201);
    expect(await notifiedOf('salesRestricted', cmaRequest)).toEqual([]);
    expect(await notifiedOf('sales', cmaRequest)).toHaveLength(1);
    expect((await call('GET', `/api/booking-requests/${cmaRequest}`, 'salesRestricted')).statusCode).toBe(
      404,
    );
  });

  it('still notifies felix of a mention on a record of his carrier', async () => {
    const named = await call('POST', `/api/booking-requests/${hsgRequest}/activity`, 'superadmin', {
      comment: '@Felix Wyss please look',
      mentions: [{ kind: 'user', id: ids.salesRestricted }],
    });
    expect(named.statusCode).toBe(201);
    expect((await notifiedOf('salesRestricted', hsgRequest)).length).toBeGreaterThan(0);
  });
});

describe('assignments', () => {
  const refusal = (record: string) =>
    `Felix Wyss cannot open this ${record}, so it cannot be assigned to them.`;
  const versionOf = async (id: string) =>
    (await call('GET', `/api/booking-requests/${id}`, 'superadmin')).json().version as number;

  it('refuses felix (HSG only) as the agent of a CMA request, alone or in bulk, and changes nothing', async () => {
    // The pickers read whom to offer from the directory, by the same rule.
    const directory = (await call('GET', '/api/users', 'superadmin')).json() as {
      id: string;
      allowedCarriers: string[] | null;
    }[];
    expect(directory.find((u) => u.id === ids.salesRestricted)?.allowedCarriers).toEqual(['HSG']);
    expect(directory.find((u) => u.id === ids.sales)?.allowedCarriers).toBeNull();
    const watchers = await call('PUT', `/api/booking-requests/${cmaRequest}/watchers`, 'superadmin', {
      version: await versionOf(cmaRequest),
      agentId: ids.salesRestricted,
    });
    expect(watchers.statusCode).toBe(400);
    expect(watchers.json().message).toBe(`agentId: ${refusal('booking request')}`);
    const agentOf = async (id: string) =>
      (await call('GET', `/api/booking-requests/${id}`, 'superadmin')).json().agent as { id: string } | null;
    const before = [await agentOf(cmaRequest), await agentOf(hsgRequest)];
    expect(before[0]).toBeNull();
    const bulk = await call('POST', '/api/booking-requests/assign', 'superadmin', {
      ids: [hsgRequest, cmaRequest],
      agentId: ids.salesRestricted,
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().message).toBe(`agentId: ${refusal(`booking request (${cmaRequest})`)}`);
    // All or nothing: neither request of the batch changed its agent.
    expect([await agentOf(cmaRequest), await agentOf(hsgRequest)]).toEqual(before);

    const ok = await call('POST', '/api/booking-requests/assign', 'superadmin', {
      ids: [hsgRequest],
      agentId: ids.salesRestricted,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses felix as the agent of a CMA booking and as the assignee of its tasks', async () => {
    const agent = await call('PUT', `/api/bookings/${cmaBooking}/assignment`, 'superadmin', {
      agentId: ids.salesRestricted,
      contactId: null,
    });
    expect(agent.statusCode).toBe(400);
    expect(agent.json().message).toBe(`agentId: ${refusal('booking')}`);
    expect(
      (
        await call('PUT', `/api/bookings/${cmaBooking}/assignment`, 'superadmin', {
          agentId: ids.sales,
          contactId: null,
        })
      ).statusCode,
    ).toBe(200);

    const [task] = await t.database.db
      .insert(tasks)
      .values({
        bookingId: cmaBooking,
        clientId: hanse,
        type: 'BL_DRAFT_CHECK',
        department: 'operations',
        userRole: 'staff',
        carrierId: 'CMA',
        category: 'Export',
        dueDate: new Date(),
        createAt: new Date(),
        manualResolve: 'RESOLVE',
      })
      .returning({ id: tasks.id });
    const assigned = await call('PUT', '/api/tasks/assignment', 'superadmin', {
      userId: ids.salesRestricted,
      taskIds: [task!.id],
    });
    expect(assigned.statusCode).toBe(400);
    expect(assigned.json().message).toBe(`userId: ${refusal('booking')}`);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, task!.id));
    expect(row!.assignedUserId).toBeNull();
  });
});

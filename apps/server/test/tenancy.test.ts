import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActor } from '../../../packages/domain/test/actors.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/** Company A's records, tried by a customer of company B (STYLE.md: cross-tenant tests). */
let t: TestApp;
let customerA: string;
let customerB: string;
let staff: string;
let clientA: { id: string };
let userA: string;

beforeAll(async () => {
  t = await buildTestApp();
  const a = await loginAs(t.app, 'customerA1');
  customerA = a.cookie;
  userA = a.userId;
  customerB = (await loginAs(t.app, 'customerB1')).cookie;
  staff = (await loginAs(t.app, 'operations')).cookie;
  clientA = (
    await t.app.inject({ method: 'GET', url: '/api/clients', headers: { cookie: customerA } })
  ).json()[0];
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('a customer of company B', () => {
  it("gets 404 on company A's client, exactly like a missing one", async () => {
    const foreign = await get(`/api/clients/${clientA.id}`, customerB);
    const missing = await get('/api/clients/6f1c8a52-4c2e-4a56-9a43-000000000000', customerB);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', message: 'The client was not found.' });
    expect(foreign.body).toBe(missing.body);
  });

  it("gets 404 on company A's user", async () => {
    const response = await get(`/api/users/${userA}`, customerB);
    expect(response.statusCode).toBe(404);
  });

  it('lists only its own company and its own colleagues', async () => {
    const clients = (await get('/api/clients', customerB)).json() as Array<{ name: string }>;
    expect(clients.map((c) => c.name)).toEqual(['Hanse Maschinenbau GmbH']);
    const users = (await get('/api/users', customerB)).json() as Array<{ emailAddress: string }>;
    expect(users.map((u) => u.emailAddress).sort()).toEqual([
      'jonas.petersen@hanse-maschinenbau.de',
      'lea.schulz@hanse-maschinenbau.de',
    ]);
  });
});

describe('company A itself and staff', () => {
  it('a customer of company A reads its own client and colleague', async () => {
    expect((await get(`/api/clients/${clientA.id}`, customerA)).statusCode).toBe(200);
    expect((await get(`/api/users/${userA}`, customerA)).statusCode).toBe(200);
  });

  it('staff read every client and user', async () => {
    expect((await get(`/api/clients/${clientA.id}`, staff)).statusCode).toBe(200);
    expect((await get(`/api/users/${userA}`, staff)).statusCode).toBe(200);
    const clients = (await get('/api/clients', staff)).json() as unknown[];
    expect(clients.length).toBeGreaterThanOrEqual(3);
  });

  it('anonymous visitors get 401', async () => {
    expect((await get('/api/clients')).statusCode).toBe(401);
    expect((await get(`/api/users/${userA}`)).statusCode).toBe(401);
  });

  it('refuses a malformed id with a 400', async () => {
    const response = await get('/api/clients/123', staff);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });
});

describe('row-level security (second wall)', () => {
  it('hides other companies even from a query that forgets the scope', async () => {
    const { withTenant } = await import('../src/platform/db/tenant.ts');
    const { clients, users } = await import('../src/platform/db/schema/index.ts');
    const session = (
      await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: customerB } })
    ).json();
    const actor = userActor({ userId: session.user.id, clientId: session.user.clientId });
    const unscoped = await withTenant(t.database.db, actor, (tx) =>
      tx.select({ name: clients.name }).from(clients),
    );
    expect(unscoped.map((c) => c.name)).toEqual(['Hanse Maschinenbau GmbH']);
    const people = await withTenant(t.database.db, actor, (tx) =>
      tx.select({ clientId: users.clientId }).from(users),
    );
    expect(people.every((p) => p.clientId === actor.clientId || p.clientId === null)).toBe(true);
    const staffActor = { ...actor, role: 'sales' as const, isAdmin: true, clientId: null };
    const all = await withTenant(t.database.db, staffActor, (tx) =>
      tx.select({ id: clients.id }).from(clients),
    );
    expect(all.length).toBeGreaterThanOrEqual(3);
  });

  it("hides other companies' quotes, requests and internal comments from an unscoped query", async () => {
    const { withTenant } = await import('../src/platform/db/tenant.ts');
    const { bookingRequests, clients, quoteActivity, quoteGroups, users } =
      await import('../src/platform/db/schema/index.ts');
    const { eq, sql } = await import('drizzle-orm');
    const session = (
      await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: customerB } })
    ).json();
    const actor = userActor({ userId: session.user.id, clientId: session.user.clientId });
    // Rows of company A (and an internal comment) written as the owner, outside any tenant transaction.
    const db = t.database.db;
    const [a] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.name, 'Alpina Trading AG'));
    const clientA = a!.id;
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.clientId, clientA)).limit(1);
    const userA = u!.id;
    await t.database.db
      .execute(sql`insert into quote_groups (id, client_id, user_id, origin_id, destination_id, requested_date, weeks, containers, sorting_id)
      values (990777, ${clientA}, ${userA}, 'DEHAM', 'BRSSZ', '2026-12-01', 1, '[]', 990777)`);
    await t.database.db
      .execute(sql`insert into quote_activity (group_id, client_id, type, comment, by_name, is_internal)
      values (990777, ${clientA}, 0, 'internal note', 'Staff', true)`);
    await t.database.db
      .execute(sql`insert into booking_requests (id, client_id, created_by_id, created_by_name, carrier_id, origin_id, destination_id, itinerary, containers, initial_request)
      values ('req-2099120777', ${clientA}, ${userA}, 'A', 'HSG', 'DEHAM', 'BRSSZ', '{}', '[]', '{}')`);
    const seen = await withTenant(t.database.db, actor, async (tx) => ({
      groups: await tx.select({ id: quoteGroups.id }).from(quoteGroups),
      comments: await tx
        .select({ id: quoteActivity.id })
        .from(quoteActivity)
        .where(eq(quoteActivity.groupId, 990777)),
      requests: await tx.select({ id: bookingRequests.id }).from(bookingRequests),
    }));
    expect(seen.groups.map((g) => g.id)).not.toContain(990777);
    expect(seen.comments).toEqual([]);
    expect(seen.requests.map((r) => r.id)).not.toContain('req-2099120777');
    const asA = await withTenant(t.database.db, userActor({ userId: userA, clientId: clientA }), (tx) =>
      tx.select({ id: quoteActivity.id }).from(quoteActivity).where(eq(quoteActivity.groupId, 990777)),
    );
    expect(asA).toEqual([]);
  });

  it("hides other companies' bookings and request tags, and every tag from customers", async () => {
    const { withTenant } = await import('../src/platform/db/tenant.ts');
    const { bookings, clients, requestTags, tags, users } =
      await import('../src/platform/db/schema/index.ts');
    const { eq, sql } = await import('drizzle-orm');
    const db = t.database.db;
    const clientOf = async (name: string) =>
      (await db.select({ id: clients.id }).from(clients).where(eq(clients.name, name)))[0]!.id;
    const [clientA, clientB] = [
      await clientOf('Alpina Trading AG'),
      await clientOf('Hanse Maschinenbau GmbH'),
    ];
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.clientId, clientA)).limit(1);
    await db.execute(sql`insert into booking_requests (id, client_id, created_by_id, created_by_name, carrier_id, origin_id, destination_id, itinerary, containers, initial_request)
      values ('req-2099120778', ${clientA}, ${u!.id}, 'A', 'HSG', 'DEHAM', 'BRSSZ', '{}', '[]', '{}')`);
    await db.execute(
      sql`insert into bookings (id, request_id, client_id, carrier_id) values ('990778', 'req-2099120778', ${clientA}, 'HSG')`,
    );
    const [tag] = await db
      .insert(tags)
      .values({ text: 'Tenancy', color: '#000000', category: 'bookingRequest' })
      .returning();
    await db.insert(requestTags).values({ requestId: 'req-2099120778', tagId: tag!.id });
    const read = (clientId: string) =>
      withTenant(db, userActor({ clientId }), async (tx) => ({
        bookings: await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, '990778')),
        choices: await tx
          .select({ id: requestTags.tagId })
          .from(requestTags)
          .where(eq(requestTags.requestId, 'req-2099120778')),
        tags: await tx.select({ id: tags.id }).from(tags).where(eq(tags.id, tag!.id)),
      }));
    expect(await read(clientB)).toEqual({ bookings: [], choices: [], tags: [] });
    expect(await read(clientA)).toEqual({
      bookings: [{ id: '990778' }],
      choices: [{ id: tag!.id }],
      tags: [],
    });
  });
});

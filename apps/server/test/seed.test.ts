import { CARRIERS, CONTAINER_TYPE_LABELS, isShipperOwned, MAX_PINNED_COMMENTS } from '@portal/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, openPglite, type Database } from '../src/platform/db/client.ts';
import {
  carriers,
  clients,
  commodityTypes,
  containerTypes,
  countries,
  pickupLocations,
  ports,
  specialRemarkTemplates,
  bookingRequestActivity,
  bookingRequests,
  notifications,
  quoteGroups,
  requestTags,
  quotes,
  teamMembers,
  teams,
  terminals,
  users,
} from '../src/platform/db/schema/index.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { DEMO_CLIENTS, DEMO_USERS, type DemoUserKey } from '../src/seed/demo-users.ts';
import { loginAs } from './login.ts';
import { seedDatabase } from '../src/seed/index.ts';

const TABLES = {
  countries,
  ports,
  terminals,
  containerTypes,
  carriers,
  commodityTypes,
  pickupLocations,
  specialRemarkTemplates,
  clients,
  users,
  teams,
  teamMembers,
  quoteGroups,
  quotes,
  bookingRequests,
};

/** A fresh database of its own: this suite checks what the seed does to an empty one, not the shared template. */
let database: Database;

type Counts = Record<keyof typeof TABLES, number>;

async function counts(): Promise<Counts> {
  const out = {} as Counts;
  for (const name of Object.keys(TABLES) as Array<keyof typeof TABLES>) {
    const [row] = await database.db.select({ n: count() }).from(TABLES[name]);
    out[name] = row?.n ?? 0;
  }
  return out;
}

let afterFirst: Counts;

beforeAll(async () => {
  database = openPglite(await createPglite());
  await database.migrate();
  await seedDatabase(database.db, { demo: true, activity: true });
  afterFirst = await counts();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('seedDatabase', () => {
  it('is idempotent: a second run changes no count', async () => {
    await seedDatabase(database.db, { demo: true, activity: true });
    expect(await counts()).toEqual(afterFirst);
    expect(afterFirst.ports).toBeGreaterThan(1000);
    expect(afterFirst.terminals).toBeGreaterThan(100);
    expect(afterFirst.commodityTypes).toBeGreaterThanOrEqual(30);
    expect(afterFirst.pickupLocations).toBeGreaterThanOrEqual(25);
    expect(afterFirst.specialRemarkTemplates).toBeGreaterThanOrEqual(6);
  });

  it('seeds the twelve carriers, with the payment flag for HSG and HMM', async () => {
    const rows = await database.db.select().from(carriers);
    expect(rows.map((c) => c.id).sort()).toEqual(CARRIERS.map((c) => c.id).sort());
    expect(
      rows
        .filter((c) => c.paymentNeedsDocuments)
        .map((c) => c.id)
        .sort(),
    ).toEqual(['HMM', 'HSG']);
    expect(rows.find((c) => c.id === 'STNN')?.displayName).toBe('HUGO STINNES');
    expect(rows.find((c) => c.id === 'SLOM')?.displayName).toBe('SLOMAN NEPTUN');
    expect(rows.every((c) => !c.disabled)).toBe(true);
  });

  it('seeds the eight labelled container types first, and shipper-owned variants', async () => {
    const rows = await database.db.select().from(containerTypes).orderBy(containerTypes.sortOrder);
    for (const [id, label] of Object.entries(CONTAINER_TYPE_LABELS)) {
      expect(rows.find((r) => r.id === id)?.label).toBe(label);
    }
    expect(
      rows
        .slice(0, 8)
        .map((r) => r.id)
        .sort(),
    ).toEqual(Object.keys(CONTAINER_TYPE_LABELS).sort());
    expect(rows.find((r) => r.id === '22G1')?.description).toBe("20' Dry Container");
    expect(rows.find((r) => r.id === '42R1')).toBeUndefined(); // mapped to 45R1, not offered on its own
    const so = rows.filter((r) => r.shipperOwned);
    expect(so.map((r) => r.id)).toEqual(expect.arrayContaining(['22G1-SO', '45G1-SO']));
    expect(so.every((r) => r.description.endsWith('S.O.') && isShipperOwned(r.description))).toBe(true);
    expect(rows.filter((r) => !r.shipperOwned).some((r) => isShipperOwned(r.description))).toBe(false);
    expect(rows.find((r) => r.id === '45R1')?.isoGroup).toBe('45RT');
    expect(rows.filter((r) => r.couldBeOversize).every((r) => /^..[UP]/.test(r.id))).toBe(true);
    expect(rows.find((r) => r.id === '42P1')?.couldBeOversize).toBe(true);
    expect(new Set(rows.map((r) => r.description)).size).toBe(rows.length);
  });

  it('seeds the three demo companies with two users each', async () => {
    for (const demo of Object.values(DEMO_CLIENTS)) {
      const [client] = await database.db
        .select()
        .from(clients)
        .where(eq(clients.erpClientId, demo.erpClientId));
      expect(client?.name).toBe(demo.name);
      const people = await database.db.select().from(users).where(eq(users.clientId, client!.id));
      expect(people).toHaveLength(2);
      expect(people.every((u) => u.role === null && !u.isAdmin)).toBe(true);
    }
  });

  it('seeds staff with each role and no client, and an accounting team member', async () => {
    for (const role of ['superadmin', 'sales', 'operations'] as const) {
      const staff = await database.db
        .select()
        .from(users)
        .where(and(eq(users.role, role), isNull(users.clientId)));
      expect(staff.length, role).toBeGreaterThan(0);
    }
    const accounting = await database.db
      .select({ email: users.emailAddress })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teams.teamType, 'accounting'));
    expect(accounting.map((a) => a.email)).toContain('thomas.huber@freight-portal.local');
  });

  it('gives every port a country and the main ports a zone and coordinates', async () => {
    const [orphans] = await database.db
      .select({ n: count() })
      .from(ports)
      .leftJoin(countries, eq(countries.code, ports.countryCode))
      .where(isNull(countries.code));
    expect(orphans?.n).toBe(0);
    const main = [
      'DEHAM',
      'DEBRV',
      'NLRTM',
      'BEANR',
      'BRSSZ',
      'CNSHA',
      'SGSIN',
      'USHOU',
      'TRIST',
      'TRAMR',
      'PAMIT',
    ];
    const rows = await database.db
      .select()
      .from(ports)
      .where(sql`${ports.id} in ${main}`);
    expect(rows.map((p) => p.id).sort()).toEqual([...main].sort());
    for (const p of rows) {
      expect(p.timeZone, p.id).toBeTruthy();
      expect(p.latitude, p.id).not.toBeNull();
      expect(p.longitude, p.id).not.toBeNull();
    }
    const hamburg = await database.db.select().from(terminals).where(eq(terminals.portId, 'DEHAM'));
    expect(hamburg.length).toBeGreaterThan(0);
    expect(hamburg.every((t) => t.id === `DEHAM-${t.code}`)).toBe(true);
  });

  it('adds scale × 100 companies with three users each, the same on a second run', async () => {
    const before = await counts();
    const summary = await seedDatabase(database.db, { demo: true, scale: 1 });
    expect(summary.scaleClients).toBe(100);
    const once = await counts();
    expect(once.clients - before.clients).toBe(100);
    expect(once.users - before.users).toBe(300);
    await seedDatabase(database.db, { demo: true, scale: 1 });
    expect(await counts()).toEqual(once);
  });
});

describe('demo activity: no list is empty on a first look', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    app = await buildApp({ config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function list(who: DemoUserKey, url: string) {
    const { cookie } = await loginAs(app, who);
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, `${who} ${url}`).toBe(200);
    return response.json().data as Array<Record<string, unknown>>;
  }

  it('gives each company quote groups and requests in every status, assigned and unassigned', async () => {
    const rows = await database.db
      .select({
        clientId: bookingRequests.clientId,
        status: bookingRequests.statusCode,
        agent: bookingRequests.agentId,
        hold: bookingRequests.hold,
        schedule: bookingRequests.schedule,
      })
      .from(bookingRequests);
    const groups = await database.db.select().from(quoteGroups);
    const quoteRows = await database.db.select().from(quotes);
    for (const demo of Object.values(DEMO_CLIENTS)) {
      const [client] = await database.db
        .select()
        .from(clients)
        .where(eq(clients.erpClientId, demo.erpClientId));
      const own = rows.filter((r) => r.clientId === client!.id);
      expect(new Set(own.map((r) => r.status)), demo.name).toEqual(new Set([10, 20, 30, 40]));
      expect(own.some((r) => r.agent === null) && own.some((r) => r.agent !== null), demo.name).toBe(true);
      expect(
        own.some((r) => r.hold),
        demo.name,
      ).toBe(true);
      // Every demo request has its sailing chosen: none reads 'Not chosen yet'.
      expect(
        own.every((r) => r.schedule !== null),
        demo.name,
      ).toBe(true);
      const ownGroups = groups.filter((g) => g.clientId === client!.id);
      expect(ownGroups.some((g) => g.archived) && ownGroups.some((g) => !g.archived), demo.name).toBe(true);
      const ownQuotes = quoteRows.filter((q) => q.clientId === client!.id);
      expect(
        ownQuotes.some((q) => q.assignedToId === null) && ownQuotes.some((q) => q.assignedToId !== null),
      ).toBe(true);
      expect(new Set(ownQuotes.map((q) => q.status)).size, demo.name).toBeGreaterThan(2);
    }
  });

  it('gives the request page something to show: tags, B/L numbers and the history of holds and archives', async () => {
    const rows = await database.db.select().from(bookingRequests);
    const chosen = await database.db.select().from(requestTags);
    const tagged = new Set(chosen.map((c) => c.requestId));
    const history = await database.db.select().from(bookingRequestActivity);
    for (const demo of Object.values(DEMO_CLIENTS)) {
      const [client] = await database.db
        .select()
        .from(clients)
        .where(eq(clients.erpClientId, demo.erpClientId));
      const own = rows.filter((r) => r.clientId === client!.id);
      expect(
        own.some((r) => tagged.has(r.id)),
        demo.name,
      ).toBe(true);
      expect(
        own.some((r) => r.blNumber !== null),
        demo.name,
      ).toBe(true);
    }
    // An HSG B/L of 16 characters filled the internal B/L (spec 000 §5).
    expect(
      rows.some((r) => r.carrierId === 'HSG' && r.intBlNumber !== null && r.intBlNumber === r.blNumber),
    ).toBe(true);
    const types = new Set(history.map((a) => a.changeType));
    for (const type of ['ASSIGNED_AGENT', 'EDITED', 'PUT_ON_HOLD', 'ARCHIVED']) expect(types).toContain(type);
    // Every change raised the version once; comments are not changes of the request.
    const changes = history.filter((a) => a.type !== 'COMMENT');
    expect(rows.every((r) => r.version === changes.filter((a) => a.requestId === r.id).length - 1)).toBe(
      true,
    );
  });

  it('opens with conversations: comments with mentions and pins, and the notifications they caused', async () => {
    const comments = (await database.db.select().from(bookingRequestActivity)).filter(
      (a) => a.type === 'COMMENT',
    );
    expect(comments.some((c) => c.mentions.length > 0 && !c.isInternal)).toBe(true);
    expect(comments.some((c) => c.isInternal)).toBe(true);
    const pinsPerRequest = new Map<string, number>();
    for (const c of comments.filter((c) => c.pinnedAt))
      pinsPerRequest.set(c.requestId, (pinsPerRequest.get(c.requestId) ?? 0) + 1);
    expect(pinsPerRequest.size).toBeGreaterThan(0);
    expect([...pinsPerRequest.values()].every((n) => n <= MAX_PINNED_COMMENTS)).toBe(true);
    const notes = await database.db.select().from(notifications);
    const people = await database.db.select().from(users);
    // Every demo user who signs in finds something behind the bell, some of it unread.
    for (const key of ['superadmin', 'sales', 'operations', 'customerA1', 'customerB1'] as const) {
      const user = people.find((p) => p.emailAddress === DEMO_USERS[key].emailAddress)!;
      const own = notes.filter((n) => n.userId === user.id);
      expect(own.length, key).toBeGreaterThan(0);
    }
    expect(notes.some((n) => !n.seen)).toBe(true);
    expect(notes.every((n) => n.clientId === null || !n.isInternal)).toBe(true);
  });

  it('dates them in the last weeks, newest today', async () => {
    const rows = await database.db.select({ at: bookingRequests.createdAt }).from(bookingRequests);
    const ages = rows.map((r) => (Date.now() - r.at.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(1);
    expect(Math.max(...ages)).toBeLessThan(35);
  });

  it('shows every demo user, customers and staff, a non-empty quotes and requests list', async () => {
    const users: DemoUserKey[] = [
      'customerA1',
      'customerA2',
      'customerB1',
      'customerB2',
      'customerC1',
      'customerC2',
      'superadmin',
      'sales',
      'operations',
    ];
    for (const who of users) {
      expect((await list(who, '/api/quotes/groups')).length, who).toBeGreaterThan(0);
      expect((await list(who, '/api/booking-requests')).length, who).toBeGreaterThan(0);
    }
    for (const tab of ['on-hold', 'archived-requests']) {
      expect((await list('operations', `/api/booking-requests?tab=${tab}`)).length, tab).toBeGreaterThan(0);
    }
    expect((await list('sales', '/api/quotes/groups?tab=archived')).length).toBeGreaterThan(0);
  });

  it("gives every staff member requests of their own, the staff list's first view", async () => {
    const staff: DemoUserKey[] = ['superadmin', 'sales', 'operations', 'accounting', 'salesRestricted'];
    for (const who of staff) {
      expect((await list(who, '/api/booking-requests?assignee=me')).length, who).toBeGreaterThan(0);
    }
  });

  it('lets the carrier restriction show: customerB2 sees fewer of Hanse requests than customerB1', async () => {
    const all = await list('customerB1', '/api/booking-requests?perPage=50');
    const restricted = await list('customerB2', '/api/booking-requests?perPage=50');
    expect(restricted.length).toBeGreaterThan(0);
    expect(restricted.length).toBeLessThan(all.length);
    expect(JSON.stringify(restricted)).not.toMatch(/"(HSD|DAL|UAL)"/);
  });
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, openPglite, type Database } from '../src/platform/db/client.ts';
import { LocalFileStore } from '../src/platform/files/local-store.ts';
import {
  bookingActivity,
  bookingContainers,
  bookingRequests,
  bookings,
  bookingSearchKeys,
  bookingTags,
  bookingWatchers,
  checklistItems,
  checklists,
  clients,
  collabDocuments,
  tags,
  taskReassignmentRules,
  tasks,
  users,
} from '../src/platform/db/schema/index.ts';
import { containerNumber, isValidContainerNumber } from '../src/seed/bookings/containers.ts';
import { seedScaleBookings } from '../src/seed/bookings/scale.ts';
import { seedScaleTasks } from '../src/seed/bookings/scale-tasks.ts';
import { DEMO_CLIENTS, DEMO_USERS, type DemoClientKey } from '../src/seed/demo-users.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { loginAs } from './login.ts';

/**
 * Demo bookings (issue 11 part 5): every demo company has bookings in each state, with valid container numbers,
 * a checklist, comments, watchers and tags, and the search indexes of migration 0014 hold their container numbers
 * and references. A second run adds nothing; --scale bookings are generated with valid container numbers too.
 */

let database: Database;
let files: LocalFileStore;

beforeAll(async () => {
  database = openPglite(await createPglite());
  await database.migrate();
  files = new LocalFileStore(await mkdtemp(join(tmpdir(), 'portal-seed-bookings-')));
  await seedDatabase(database.db, { demo: true, activity: true, files });
}, 120_000);
afterAll(async () => database?.close());

async function demoBookings(key: DemoClientKey) {
  const [client] = await database.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.erpClientId, DEMO_CLIENTS[key].erpClientId));
  return database.db.select().from(bookings).where(eq(bookings.clientId, client!.id));
}

const COUNTED = [
  'bookings',
  'checklists',
  'checklist_items',
  'collab_documents',
  'booking_activity',
  'booking_watchers',
  'booking_tags',
  'tags',
  'booking_containers',
  'booking_search_keys',
  'notifications',
  'tasks',
  'task_reassignment_rules',
] as const;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of COUNTED) {
    const result = await database.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    out[table] = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  return out;
}

describe('demo bookings', () => {
  it.each(['A', 'B', 'C'] as const)('company %s has bookings in every state', async (key) => {
    const rows = await demoBookings(key);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeLessThanOrEqual(18);
    const active = rows.filter((b) => !b.archived && !b.pendingPayment);
    expect(active.some((b) => b.category === 'Export')).toBe(true);
    expect(active.some((b) => b.category === 'Import')).toBe(true);
    const now = Date.now();
    // Departing soon and at sea.
    expect(active.some((b) => b.etd && b.etd.getTime() > now)).toBe(true);
    expect(active.some((b) => b.etd && b.eta && b.etd.getTime() < now && b.eta.getTime() > now)).toBe(true);
    expect(rows.some((b) => b.pendingPayment && !b.inDispute && !b.archived)).toBe(true);
    expect(rows.some((b) => b.inDispute && b.pendingPayment && !b.archived)).toBe(true);
    // Archived over the last months, so the Archived and History date ranges show them.
    const archived = rows.filter((b) => b.archived);
    expect(archived.length).toBeGreaterThanOrEqual(3);
    expect(archived.some((b) => now - b.createdAt.getTime() > 90 * 86_400_000)).toBe(true);
    // A rebooked pair pointing at each other.
    const from = rows.find((b) => b.rebookedToId);
    expect(from).toBeDefined();
    const to = rows.find((b) => b.id === from!.rebookedToId);
    expect(to?.rebookedFromId).toBe(from!.id);
    // Several carriers, unassigned ones, status words, ports and places.
    expect(new Set(rows.map((b) => b.carrierId)).size).toBeGreaterThanOrEqual(3);
    expect(rows.some((b) => b.agentId === null)).toBe(true);
    for (const b of rows) {
      expect(b.statusText).toBeTruthy();
      expect(b.polId).toMatch(/^[A-Z]{5}$/);
      expect(b.placeOfReceiptName && b.finalDestinationName).toBeTruthy();
      expect(b.contactId).not.toBeNull();
      expect(b.freight.some((l) => l.internal1)).toBe(true);
      expect(b.remarks.length).toBeGreaterThan(0);
      expect(Array.isArray((b.portTerms as { Closings?: unknown[] }).Closings)).toBe(true);
    }
  });

  it('gives customerB2 (HSG and ZIM only) bookings of those carriers and the company others', async () => {
    const rows = await demoBookings('B');
    const seen = DEMO_USERS.customerB2.carriers as readonly string[];
    expect(rows.filter((b) => seen.includes(b.carrierId)).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((b) => !seen.includes(b.carrierId)).length).toBeGreaterThanOrEqual(3);
  });

  it('assigns several to the operations demo user, within its carriers', async () => {
    const [ops] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailAddress, DEMO_USERS.operations.emailAddress));
    const mine = await database.db.select().from(bookings).where(eq(bookings.agentId, ops!.id));
    expect(mine.filter((b) => !b.archived && !b.pendingPayment).length).toBeGreaterThanOrEqual(5);
    for (const b of mine) expect(DEMO_USERS.operations.carriers).toContain(b.carrierId);
  });

  it('books the Confirmed demo requests, which point back', async () => {
    const linked = await database.db
      .select()
      .from(bookings)
      .where(sql`${bookings.requestId} is not null`);
    expect(linked.length).toBeGreaterThanOrEqual(3);
    for (const b of linked) {
      const [request] = await database.db
        .select()
        .from(bookingRequests)
        .where(eq(bookingRequests.id, b.requestId!));
      expect(request!.bookingId).toBe(b.id);
      expect(request!.statusCode).toBe(30);
      expect(b.carrierId).toBe(request!.carrierId);
    }
  });

  it('numbers every container validly (ISO 6346 check digit)', async () => {
    expect(containerNumber('CSQU', 305438)).toBe('CSQU3054383');
    expect(isValidContainerNumber('MSKU9070323')).toBe(true);
    expect(isValidContainerNumber('MSKU9070324')).toBe(false);
    const rows = await database.db.select({ cargo: bookings.cargo }).from(bookings);
    const numbers = rows.flatMap((b) => b.cargo.flatMap((l) => l.containerNumbers));
    expect(numbers.length).toBeGreaterThan(50);
    for (const n of numbers) expect(isValidContainerNumber(n), n).toBe(true);
  });

  it('gives each booking a checklist with progress, documents, comments, watchers and tags', async () => {
    const rows = await database.db.select({ id: bookings.id, archived: bookings.archived }).from(bookings);
    const lists = await database.db.select().from(checklists).where(eq(checklists.recordKind, 'bookings'));
    for (const b of rows) expect(lists.some((l) => l.recordId === b.id)).toBe(true);
    expect(lists.filter((l) => l.staffChecked > 0).length).toBeGreaterThan(rows.length / 2);
    for (const l of lists.filter((x) => x.staffChecked > 0).slice(0, 5)) {
      const items = await database.db
        .select()
        .from(checklistItems)
        .where(and(eq(checklistItems.recordKind, 'bookings'), eq(checklistItems.recordId, l.recordId)));
      expect(l.staffChecked).toBe(items.filter((i) => i.checked).length);
    }
    const items = await database.db
      .select()
      .from(checklistItems)
      .where(eq(checklistItems.recordKind, 'bookings'));
    expect(items.some((i) => i.stages.some((s) => s.checked))).toBe(true);

    const docs = await database.db
      .select()
      .from(collabDocuments)
      .where(eq(collabDocuments.recordKind, 'bookings'));
    expect(docs.length).toBeGreaterThan(20);
    expect(docs.some((d) => d.isInternal)).toBe(true);
    expect(docs.some((d) => d.final)).toBe(true);
    const stored = await files.get(docs[0]!.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    const comments = await database.db.select().from(bookingActivity);
    expect(comments.some((c) => c.isInternal)).toBe(true);
    expect(comments.some((c) => !c.isInternal)).toBe(true);
    expect(comments.some((c) => c.mentions.length > 0)).toBe(true);
    expect(comments.some((c) => c.pinnedAt !== null)).toBe(true);

    expect((await database.db.select().from(bookingWatchers)).length).toBeGreaterThan(10);
    const tagged = await database.db
      .select({ category: tags.category })
      .from(bookingTags)
      .innerJoin(tags, eq(tags.id, bookingTags.tagId));
    expect(tagged.length).toBeGreaterThan(5);
    expect(tagged.every((t) => t.category === 'booking')).toBe(true);
  });

  it('has the container numbers and references in the search indexes', async () => {
    const rows = await database.db.select().from(bookings);
    const containers = await database.db.select().from(bookingContainers);
    const keys = await database.db.select().from(bookingSearchKeys);
    for (const b of rows) {
      for (const n of b.cargo.flatMap((l) => l.containerNumbers))
        expect(containers.some((c) => c.container === n && c.bookingId === b.id)).toBe(true);
      const has = (kind: string, value: string | null) =>
        !value || keys.some((k) => k.kind === kind && k.key === value.toLowerCase() && k.bookingId === b.id);
      expect(has('fileNumber', b.id)).toBe(true);
      expect(has('blNumber', b.blNumber)).toBe(true);
      expect(has('reference', b.customerReference)).toBe(true);
      for (const l of b.cargo) {
        expect(has('deliveryReference', l.deliveryReference)).toBe(true);
        expect(has('pickupReference', l.pickupReference)).toBe(true);
      }
      expect(b.searchText).toContain(b.id);
    }
  });

  it('answers the bookings API: every demo booking opens, the default lists are not empty', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const app = await buildApp({ config, database });
    await app.ready();
    try {
      const get = async (cookie: string, url: string) => {
        const response = await app.inject({ method: 'GET', url, headers: { cookie } });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        return response.json();
      };
      const { cookie: staff } = await loginAs(app, 'superadmin');
      for (const b of await database.db.select({ id: bookings.id }).from(bookings))
        expect((await get(staff, `/api/bookings/${b.id}`)).id).toBe(b.id);
      const { cookie: ops } = await loginAs(app, 'operations');
      expect((await get(ops, '/api/bookings?tab=active&assignee=me')).count).toBeGreaterThanOrEqual(3);
      expect((await get(staff, '/api/bookings?tab=pending-payment')).count).toBeGreaterThanOrEqual(3);
      const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
      expect((await get(staff, `/api/bookings?tab=archived&from=${from}`)).count).toBeGreaterThanOrEqual(6);
      expect((await get(staff, '/api/bookings?tab=active&category=Import')).count).toBeGreaterThanOrEqual(3);
      for (const who of ['customerA1', 'customerB1', 'customerB2', 'customerC1'] as const) {
        const { cookie } = await loginAs(app, who);
        expect((await get(cookie, '/api/bookings?tab=active')).count, who).toBeGreaterThan(0);
        expect((await get(cookie, '/api/bookings?tab=history')).count, who).toBeGreaterThan(0);
      }
      // The logs of commented bookings answer: staff see the internal comments, the customer does not.
      const [commented] = await database.db
        .select({ id: bookingActivity.bookingId })
        .from(bookingActivity)
        .where(eq(bookingActivity.isInternal, true))
        .limit(1);
      const staffLog = JSON.stringify(await get(staff, `/api/bookings/${commented!.id}/activity`));
      const [internal] = await database.db
        .select({ comment: bookingActivity.comment })
        .from(bookingActivity)
        .where(and(eq(bookingActivity.bookingId, commented!.id), eq(bookingActivity.isInternal, true)))
        .limit(1);
      expect(staffLog).toContain(JSON.stringify(internal!.comment).slice(1, -1));
      // Quick Search finds a demo container number.
      const [withBoxes] = await database.db
        .select({ id: bookings.id, cargo: bookings.cargo })
        .from(bookings)
        .where(sql`jsonb_array_length(${bookings.cargo} -> 0 -> 'containerNumbers') > 0`)
        .limit(1);
      const box = withBoxes!.cargo[0]!.containerNumbers[0]!;
      const hits = await get(staff, `/api/quick-search?q=${box}`);
      expect(hits.bookings.map((h: { id: string }) => h.id)).toContain(withBoxes!.id);
    } finally {
      await app.close();
    }
  });

  it('gives the demo staff a full My Day: overdue and pending work, resolved tasks, a file check, a declined check', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const app = await buildApp({ config, database });
    await app.ready();
    try {
      const list = async (who: 'operations' | 'sales' | 'accounting' | 'superadmin', query = '') => {
        const { cookie } = await loginAs(app, who);
        const response = await app.inject({
          method: 'GET',
          url: `/api/tasks?perPage=50&${query}`,
          headers: { cookie },
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as { count: number; data: { status: string; type: string }[] };
      };
      for (const who of ['operations', 'sales', 'superadmin'] as const) {
        const mine = await list(who);
        expect(mine.count, who).toBeGreaterThanOrEqual(3);
        expect(
          mine.data.some((r) => r.status === 'Overdue'),
          who,
        ).toBe(true);
        expect(
          mine.data.some((r) => r.status === 'Pending'),
          who,
        ).toBe(true);
      }
      const accounting = await list('accounting', 'category=accounting');
      expect(accounting.count).toBeGreaterThanOrEqual(5);
      // The declined check's correction is pending work (Hanse's HSG booking pending payment).
      const pending = await list('accounting', 'category=accounting&status=Pending&carrier=HSG');
      expect(pending.data.some((r) => r.type === 'COMMISSION_CORRECTION')).toBe(true);
      expect((await list('superadmin', 'assignee=all')).data.some((r) => r.type === 'FILE_CHECK')).toBe(true);
    } finally {
      await app.close();
    }
    const stored = await database.db.select().from(tasks);
    expect(stored.some((t) => t.resolved)).toBe(true);
    expect(stored.some((t) => !t.show)).toBe(true);
    const correction = stored.find((t) => t.type === 'COMMISSION_CORRECTION');
    expect(stored.find((t) => t.id === correction?.followUpOf)?.type).toBe('COMMISSION_CHECK');
    expect(await database.db.select().from(taskReassignmentRules)).toHaveLength(3);
  });

  it('adds nothing on a second run', async () => {
    const before = await counts();
    await seedDatabase(database.db, { demo: true, activity: true, files });
    expect(await counts()).toEqual(before);
  });

  it('generates --scale bookings in the database with valid container numbers, the same on a second run', async () => {
    await seedDatabase(database.db, { demo: true, scale: 1 });
    const generated = await database.db.select().from(bookings).where(like(bookings.id, '8%'));
    expect(generated.length).toBe(1000);
    const demoClientIds = (
      await database.db
        .select({ id: clients.id })
        .from(clients)
        .where(
          inArray(
            clients.erpClientId,
            Object.values(DEMO_CLIENTS).map((c) => c.erpClientId),
          ),
        )
    ).map((c) => c.id);
    expect(generated.some((b) => demoClientIds.includes(b.clientId))).toBe(false);
    expect(new Set(generated.map((b) => b.carrierId)).size).toBeGreaterThan(5);
    expect(generated.some((b) => b.archived) && generated.some((b) => b.pendingPayment)).toBe(true);
    expect(generated.some((b) => b.category === 'Import')).toBe(true);
    for (const b of generated) {
      const numbers = b.cargo.flatMap((l) => l.containerNumbers);
      expect(numbers.length).toBeGreaterThanOrEqual(1);
      expect(numbers.length).toBeLessThanOrEqual(2);
      for (const n of numbers) expect(isValidContainerNumber(n), n).toBe(true);
    }
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookingContainers)
      .where(like(bookingContainers.bookingId, '8%'));
    expect(n).toBe(generated.reduce((s, b) => s + b.cargo[0]!.containerNumbers.length, 0));
    await database.db.transaction((tx) => seedScaleBookings(tx, 1000));
    const [{ again } = { again: 0 }] = await database.db
      .select({ again: sql<number>`count(*)::int` })
      .from(bookings)
      .where(like(bookings.id, '8%'));
    expect(again).toBe(1000);
    // Their open tasks, only where the booking is not archived, one row per type on a second run.
    const scaleTasks = async () =>
      database.db
        .select({ bookingId: tasks.bookingId, type: tasks.type, archived: bookings.archived })
        .from(tasks)
        .innerJoin(bookings, eq(bookings.id, tasks.bookingId))
        .where(like(tasks.bookingId, '8%'));
    const first = await scaleTasks();
    expect(first.length).toBeGreaterThan(500);
    expect(first.some((r) => r.archived)).toBe(false);
    await database.db.transaction((tx) => seedScaleTasks(tx, 1000));
    expect((await scaleTasks()).length).toBe(first.length);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestTab, UserActor } from '@portal/domain';
import { countOpen, listRequests, type ListFilter } from '../src/modules/booking-requests/list-repo.ts';
import type { ListTuning } from '../src/modules/booking-requests/list-repo.ts';
import type { Db } from '../src/platform/db/client.ts';
import { tablesDue, vacuumAnalyze } from '../src/platform/db/maintenance.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/**
 * The requests list's paths (issue 8, list-repo.ts) on a company of its own: 240 requests whose newest first
 * order, filters and texts are known, checked page by page against the same list computed here. Small bounds
 * reach every path: the counters, the capped count, the last page, and a text search answered from the newest
 * rows, from the trigram index, or by walking the list. The rows are dated 2001, so test files sharing one
 * PostgreSQL database keep their own requests at the top of the lists.
 */
let t: TestApp;
let db: Db;
let clientId: string;
let staffIds: string[];
const ROWS = 240;
const tuning: ListTuning = { countLookahead: 15, searchWindow: 40, searchCandidates: 12 };

interface Row {
  id: string;
  statusCode: number;
  hold: boolean;
  agentId: string | null;
  carrierId: string;
  customerReference: string;
  vessel: string;
  searchText: string;
  updatedAt: number;
}
let rows: Row[];

const staff = (over: Partial<UserActor> = {}): UserActor => ({
  kind: 'user',
  userId: staffIds[0]!,
  clientId: null,
  role: 'superadmin',
  isAdmin: true,
  teamTypes: [],
  carriers: null,
  realUserId: null,
  mode: 'self',
  ...over,
});
const customer = (over: Partial<UserActor> = {}): UserActor =>
  staff({ clientId, role: null, isAdmin: false, userId: randomUUID(), ...over });

function inTab(r: Row, tab: RequestTab) {
  if (tab === 'archived-requests') return r.statusCode >= 30;
  return r.statusCode <= 20 && r.hold === (tab === 'on-hold');
}

/** The list computed here: the rows of the tab that pass, newest first. */
function expected(tab: RequestTab, pass: (r: Row) => boolean) {
  return rows
    .filter((r) => inTab(r, tab) && pass(r))
    .sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : -1))
    .map((r) => r.id);
}

async function list(actor: UserActor, f: Partial<ListFilter>, page: number, perPage = 10) {
  const answer = await db.transaction((tx) =>
    listRequests(
      tx,
      actor,
      { tab: 'requests', ...f },
      { offset: (page - 1) * perPage, limit: perPage },
      tuning,
    ),
  );
  return { ids: answer.rows.map((r) => r.request.id), count: answer.count, capped: answer.countCapped };
}

/** Every page of the list equals the slice of the expected ids, and the counts tell the truth. */
async function expectList(actor: UserActor, f: Partial<ListFilter>, want: string[], perPage = 10) {
  const pages = Math.max(1, Math.ceil(want.length / perPage));
  for (let page = 1; page <= pages + 1; page++) {
    const got = await list(actor, f, page, perPage);
    expect(got.ids, `page ${page}`).toEqual(want.slice((page - 1) * perPage, page * perPage));
    if (got.capped) {
      // "At least": never more than there are, and always past the page while more rows follow.
      expect(got.count).toBeLessThanOrEqual(want.length);
      if (want.length > page * perPage) expect(got.count).toBeGreaterThan(page * perPage);
    } else if (got.ids.length > 0 || page === 1) expect(got.count, `count on page ${page}`).toBe(want.length);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  clientId = randomUUID();
  const suffix = clientId.slice(0, 8);
  await db.execute(
    sql`insert into clients (id, erp_client_id, name) values (${clientId}, ${`LT-${suffix}`}, ${`Listtest ${suffix} AG`})`,
  );
  const found = await db.execute<{ id: string }>(
    sql`select id from users where role is not null and client_id is null order by id limit 2`,
  );
  staffIds = (found as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  // Row i: newer with i; status, hold, agent and carrier cycle; every fifth row names vessel "lt vessel 1";
  // a rare reference on six old rows, a common one ("zq-") on the oldest 60, and a literal "50%" on two.
  await db.execute(sql`
    insert into booking_requests (id, client_id, created_by_id, created_by_name, status_code, hold, agent_id,
      carrier_id, origin_id, destination_id, vessel, voyage, customer_reference, itinerary, containers,
      initial_request, created_at, updated_at)
    select 'req-2001' || lpad((1 + i % 12)::text, 2, '0') || lpad(i::text, 4, '0') || ${suffix},
      ${clientId}::uuid, ${staffIds[0]}::uuid, 'List Test',
      (array[10, 20, 20, 30, 40])[1 + i % 5], i % 5 in (1, 2) and i % 7 = 0,
      case when i % 5 = 0 then null else (array[${staffIds[0]}::uuid, ${staffIds[1]}::uuid])[1 + i % 2] end,
      (array['HSG', 'ZIM', 'CMA'])[1 + i % 3], 'DEHAM', 'BRSSZ',
      'LT VESSEL ' || (i % 5), '1W',
      case when i in (3, 9, 17, 21, 33, 41) then 'RARE-' || i
           when i <= 60 then 'ZQ-' || i
           when i in (100, 150) then '50% OFF ' || i
           when i in (101, 151) then '50X OFF ' || i
           else 'PO-' || i end,
      '{"portOfLoading":{"port":"DEHAM"},"portOfDischarge":{"port":"BRSSZ"},"transshipments":[],"closings":[]}'::jsonb,
      '[]'::jsonb, '{}'::jsonb,
      timestamptz '2001-01-01' + i * interval '1 hour', timestamptz '2001-01-01' + i * interval '1 hour'
    from generate_series(1, ${ROWS}) i`);
  const all = await db.execute<Record<string, unknown>>(sql`
    select id, status_code, hold, agent_id, carrier_id, customer_reference, vessel, search_text, updated_at
    from booking_requests where client_id = ${clientId}`);
  rows = (all as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    id: r.id as string,
    statusCode: Number(r.status_code),
    hold: r.hold as boolean,
    agentId: r.agent_id as string | null,
    carrierId: r.carrier_id as string,
    customerReference: (r.customer_reference as string).toLowerCase(),
    vessel: (r.vessel as string).toLowerCase(),
    searchText: r.search_text as string,
    updatedAt: new Date(r.updated_at as string).getTime(),
  }));
  await vacuumAnalyze(db, ['booking_requests']);
});
afterAll(async () => t.close());

describe('requests list: pages and counts', () => {
  it('pages a company newest first, counting past the page and exactly on the last page', async () => {
    for (const tab of ['requests', 'archived-requests'] as const) {
      await expectList(
        customer(),
        { tab },
        expected(tab, () => true),
      );
      await expectList(
        staff(),
        { tab, clientId },
        expected(tab, () => true),
        25,
      );
    }
    await expectList(
      staff(),
      { tab: 'on-hold', clientId },
      expected('on-hold', () => true),
    );
    const first = await list(customer(), {}, 1);
    expect(first).toMatchObject({ count: 25, capped: true });
  });

  it('filters by assignee, unassigned, status and carrier within a company', async () => {
    const mine = staffIds[1]!;
    await expectList(
      staff(),
      { clientId, agent: { kind: 'user', id: mine } },
      expected('requests', (r) => r.agentId === mine),
    );
    await expectList(
      staff(),
      { clientId, agent: { kind: 'none' } },
      expected('requests', (r) => r.agentId === null),
    );
    await expectList(
      customer(),
      { status: 20 },
      expected('requests', (r) => r.statusCode === 20),
    );
    await expectList(
      customer(),
      { tab: 'archived-requests', carrierId: 'ZIM' },
      expected('archived-requests', (r) => r.carrierId === 'ZIM'),
    );
    await expectList(
      customer({ carriers: ['HSG', 'CMA'] }),
      {},
      expected('requests', (r) => r.carrierId !== 'ZIM'),
    );
  });

  it("answers a staff member's tab from the counters, exactly, within the carrier restriction", async () => {
    const check = async (actor: UserActor, f: Partial<ListFilter>, where: ReturnType<typeof sql>) =>
      db.transaction(
        async (tx) => {
          const answer = await listRequests(
            tx,
            actor,
            { tab: 'requests', ...f },
            { offset: 0, limit: 10 },
            tuning,
          );
          const [row] = (
            (await tx.execute(
              sql`select count(*)::int as n from booking_requests where ${where}`,
            )) as unknown as {
              rows: { n: number }[];
            }
          ).rows;
          expect(answer).toMatchObject({ count: row!.n, countCapped: false });
        },
        { isolationLevel: 'repeatable read' },
      );
    await check(staff(), {}, sql`status_code <= 20 and not hold`);
    await check(
      staff(),
      { tab: 'on-hold', carrierId: 'ZIM' },
      sql`status_code <= 20 and hold and carrier_id = 'ZIM'`,
    );
    await check(staff(), { tab: 'archived-requests', status: 40 }, sql`status_code = 40`);
    await check(staff(), { field: 'status', q: 'in progress' }, sql`status_code = 20 and not hold`);
    await check(
      staff({ role: 'sales', isAdmin: false, carriers: ['HSG'] }),
      {},
      sql`status_code <= 20 and not hold and carrier_id = 'HSG'`,
    );
  });

  it('keeps the counters equal to the rows through inserts, updates and deletes', async () => {
    const same = () =>
      db.transaction(
        async (tx) => {
          const counters = await tx.execute(sql`
            select carrier_id, status_code, hold, n::int from request_list_counts where n <> 0
            order by 1, 2, 3`);
          const actual = await tx.execute(sql`
            select carrier_id, status_code, hold, count(*)::int as n from booking_requests
            group by 1, 2, 3 order by 1, 2, 3`);
          expect((counters as unknown as { rows: unknown[] }).rows).toEqual(
            (actual as unknown as { rows: unknown[] }).rows,
          );
        },
        { isolationLevel: 'repeatable read' },
      );
    await same();
    const mine = sql`client_id = ${clientId} and id like 'req-2001%'`;
    await db.execute(
      sql`update booking_requests set hold = not hold where ${mine} and status_code <= 20 and customer_reference like 'PO-1%'`,
    );
    await same();
    await db.execute(
      sql`update booking_requests set status_code = 30 where ${mine} and customer_reference like 'PO-1%'`,
    );
    await same();
    const before = await countOpen(db, staff());
    await db.execute(
      sql`update booking_requests set status_code = 20 where ${mine} and customer_reference like 'PO-1%'`,
    );
    const after = await countOpen(db, staff());
    expect(after.requests + after.onHold).toBeGreaterThan(before.requests + before.onHold);
    await db.execute(
      sql`update booking_requests set hold = false where ${mine} and customer_reference like 'PO-1%'`,
    );
    await same();
    await refresh();
  });
});

/** Reloads the rows after a test changed them. */
async function refresh() {
  const all = await db.execute<Record<string, unknown>>(
    sql`select id, status_code, hold from booking_requests where client_id = ${clientId}`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const r of (all as unknown as { rows: Record<string, unknown>[] }).rows) {
    const row = byId.get(r.id as string)!;
    row.statusCode = Number(r.status_code);
    row.hold = r.hold as boolean;
  }
}

describe('requests list: text search', () => {
  const has = (r: Row, ...words: string[]) => words.every((w) => r.searchText.includes(w));

  it('answers a common text from the newest rows of the list: the page, and "at least" as count', async () => {
    const want = expected('requests', (r) => has(r, 'vessel', '1'));
    expect(want.length).toBeGreaterThan(20);
    await expectList(customer(), { q: 'Vessel 1' }, want);
    const first = await list(customer(), { q: 'vessel 1' }, 1);
    expect(first.capped).toBe(true);
  });

  it('finds a rare text through the trigram index, with its exact count', async () => {
    const want = expected('archived-requests', (r) => has(r, 'rare-'));
    expect(want.length).toBeGreaterThan(0);
    await expectList(customer(), { tab: 'archived-requests', q: 'rare-' }, want, 10);
    const got = await list(customer(), { tab: 'archived-requests', q: 'RARE-' }, 1);
    expect(got).toMatchObject({ count: want.length, capped: false });
  });

  it('walks the list for a text with more old matches than the index may return', async () => {
    const want = expected('requests', (r) => has(r, 'zq-'));
    expect(want.length).toBeGreaterThan(tuning.searchCandidates);
    await expectList(customer(), { q: 'zq-' }, want, 10);
  });

  it('matches words as written: punctuation, percent signs and underscores are text', async () => {
    await expectList(
      customer(),
      { q: 'po-11' },
      expected('requests', (r) => has(r, 'po-11')),
    );
    await expectList(
      customer(),
      { q: '50%' },
      expected('requests', (r) => has(r, '50%')),
    );
    expect((await list(customer(), { q: '50_' }, 1)).ids).toEqual([]);
    await expectList(
      staff(),
      { clientId, field: 'customerReference', q: ' PO-2 ' },
      expected('requests', (r) => r.customerReference.includes('po-2')),
    );
    await expectList(
      staff(),
      { clientId, field: 'requestNumber', q: 'req-20010' },
      expected('requests', (r) => r.id.startsWith('req-20010')),
    );
    await expectList(
      customer(),
      { field: 'vessel', q: 'vessel 3' },
      expected('requests', (r) => r.vessel.includes('vessel 3')),
    );
  });

  it('searches by client name as a client filter, and a field that never matches answers nothing', async () => {
    const name = rows[0]!.searchText.split(' ').slice(-2).join(' ');
    await expectList(
      staff(),
      { tab: 'archived-requests', field: 'client', q: name },
      expected('archived-requests', () => true),
    );
    expect(await list(staff(), { field: 'client', q: 'no such company at all' }, 1)).toEqual({
      ids: [],
      count: 0,
      capped: false,
    });
    expect((await list(staff(), { field: 'quoteNumber', q: 'abc' }, 1)).count).toBe(0);
    expect((await list(staff(), { field: 'status', q: 'nonsense' }, 1)).count).toBe(0);
    expect(await list(staff(), { status: 10, field: 'status', q: 'In Progress' }, 1)).toEqual({
      ids: [],
      count: 0,
      capped: false,
    });
  });

  it("keeps a customer's search inside its company and carriers", async () => {
    const other = customer({ clientId: randomUUID() });
    expect((await list(other, { q: 'vessel' }, 1)).ids).toEqual([]);
    await expectList(
      customer({ carriers: ['ZIM'] }),
      { q: 'vessel 1' },
      expected('requests', (r) => r.carrierId === 'ZIM' && has(r, 'vessel', '1')),
    );
  });
});

describe('vacuum job', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "vacuums booking_requests once 2 % of it changed (the table's own threshold)",
    async () => {
      // Earlier tests' counts may still wait in this backend (flushed at most once a second); flushed after
      // the vacuum they would count again, so they go out first.
      await db.execute(sql`select pg_stat_force_next_flush()`);
      await db.execute(sql`select 1`);
      await vacuumAnalyze(db, ['booking_requests']);
      await db.execute(sql`select pg_stat_force_next_flush()`);
      await db.execute(sql`select 1`);
      expect(await tablesDue(db)).not.toContain('booking_requests');
      await db.execute(
        sql`update booking_requests set is_unread = not is_unread where client_id = ${clientId}`,
      );
      await db.execute(sql`select pg_stat_force_next_flush()`);
      expect(await tablesDue(db)).toContain('booking_requests');
    },
  );
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { userActor } from '../../../packages/domain/test/actors.ts';
import { openPgliteThread, type Database } from '../src/platform/db/client.ts';
import { withTenant } from '../src/platform/db/tenant.ts';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Counts the timer ticks the event loop ran while fn was running. */
async function ticksDuring(fn: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  try {
    await fn();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

/** A query that keeps PostgreSQL busy for a few hundred milliseconds. */
const SLOW = sql`select count(*) from generate_series(1, 2000000) g where g % 7 = 3`;

describe.skipIf(process.env.TEST_DATABASE_URL)('PGlite in a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPgliteThread({ loadDataDir: inject('templateFile') });
    await database.db.execute(sql`create table thread_probe (id int primary key, note text)`);
  });
  afterAll(async () => database.close());

  // In-process PGlite (what a started server had before) runs a query synchronously: no timer fires until it ends.
  it('leaves the event loop running while it answers', async () => {
    expect(await ticksDuring(() => database.db.execute(SLOW))).toBeGreaterThan(5);
  });

  it('rolls a transaction back when it throws, and commits it when it does not', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (1, 'rolled back')`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (2, 'kept')`);
    });
    const left = rows<{ id: number }>(
      await database.db.execute(sql`select id from thread_probe order by id`),
    );
    expect(left.map((r) => r.id)).toEqual([2]);
  });

  it('runs a query from outside a transaction only after the transaction has ended', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (3, 'in a transaction')`);
      outside = database.db
        .execute(sql`select count(*)::int as n from thread_probe where id = 3`)
        .then((r) => order.push(`outside saw ${rows<{ n: number }>(r)[0]!.n}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('commit');
    });
    await outside;
    expect(order).toEqual(['commit', 'outside saw 1']);
  });

  it("switches a customer's transaction to the tenant role and back", async () => {
    const clientId = '6f1c8a52-4c2e-4a56-9a43-000000000001';
    const inside = await withTenant(database.db, userActor({ clientId, role: null }), async (tx) =>
      rows<{ role: string; client: string }>(
        await tx.execute(sql`select current_user as role, current_setting('app.client_id') as client`),
      ),
    );
    expect(inside).toEqual([{ role: 'portal_app', client: clientId }]);
    const after = rows<{ role: string }>(await database.db.execute(sql`select current_user as role`));
    expect(after[0]!.role).not.toBe('portal_app');
  });

  it('delivers a notification after its transaction commits, and none after unlisten', async () => {
    const heard: string[] = [];
    const unlisten = await database.listen('thread_probe', (payload) => heard.push(payload));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('thread_probe', 'first')`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard).toEqual(['first']);
    await unlisten();
    await database.db.execute(sql`select pg_notify('thread_probe', 'second')`);
    await database.db.execute(sql`select 1`);
    expect(heard).toEqual(['first']);
  });

  it("carries PostgreSQL's error fields back", async () => {
    const failure = await database.db
      .execute(sql`insert into thread_probe values (2, 'again')`)
      .catch((error: unknown) => error);
    const cause = (failure as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
  });

  it('returns dates and times as the text drizzle expects', async () => {
    const [row] = rows<{ at: unknown; day: unknown }>(
      await database.db.execute(
        sql`select '2026-03-01 10:00:00+00'::timestamptz as at, '2026-03-01'::date as day`,
      ),
    );
    expect(typeof row!.at).toBe('string');
    expect(row!.day).toBe('2026-03-01');
  });
});

import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchLog } from '../src/modules/schedules/search-log.ts';
import type { AppContext } from '../src/platform/context.ts';
import { scheduleSearches } from '../src/platform/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/** The route searches' log, written in batches (modules/schedules/search-log.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const entry = (destination: string) => ({
  origin: 'DEHAM',
  destination,
  date: '2026-12-01',
  weeks: 2,
  carrierId: null,
  userId: null,
  resultCount: 3,
});
const logged = async (destination: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(scheduleSearches)
      .where(eq(scheduleSearches.destination, destination))
  )[0]!.n;

describe('the route searches log', () => {
  it('writes what waits on a flush, and by itself within a second', async () => {
    const log = new SearchLog(t.app.ctx);
    log.record(entry('BRSSZ'));
    log.record(entry('BRSSZ'));
    expect(await logged('BRSSZ')).toBe(0);
    await log.flush();
    expect(await logged('BRSSZ')).toBe(2);

    log.record(entry('USHOU'));
    await vi.waitFor(async () => expect(await logged('USHOU')).toBe(1), { timeout: 3000, interval: 100 });
  });

  it('writes a batch as soon as 200 searches wait', async () => {
    const log = new SearchLog(t.app.ctx);
    for (let i = 0; i < 200; i++) log.record(entry('CNSHA'));
    await vi.waitFor(async () => expect(await logged('CNSHA')).toBe(200), { timeout: 900, interval: 50 });
  });

  it('logs a failed write and goes on', async () => {
    const warn = vi.fn();
    const broken = { ...t.app.ctx, db: { insert: () => ({ values: () => Promise.reject(new Error('down')) }) } };
    const log = new SearchLog(broken as unknown as AppContext, { warn } as unknown as FastifyBaseLogger);
    log.record(entry('SGSIN'));
    await log.flush();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ searches: 1 }), 'route searches not logged');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyUserExists } from '../src/platform/startup/first-start-repo.ts';
import { seedOnFirstStart } from '../src/platform/startup/first-start.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

// An empty database is not built here: a fresh PGlite costs more than this whole file (ARCHITECTURE.md).
describe('first start', () => {
  it('leaves a database that has users as it is', async () => {
    expect(await anyUserExists(t.database.db)).toBe(true);
    expect(await seedOnFirstStart(t.database.db, true, t.config.BUSINESS_TZ)).toBe(false);
  });
});

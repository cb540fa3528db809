// Files stored before their row committed and never removed (issue 20): the sweep compares the store with the rows.
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counters } from '../src/platform/db/schema/index.ts';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../src/platform/files/orphan-sweep.ts';
import { upload } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

let t: TestApp;
let filesDir: string;
let cookie: string;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'portal-orphans-'));
  t = await buildTestApp({ FILES_DIR: filesDir });
  cookie = (await loginAs(t.app, 'customerA1')).cookie;
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const HOUR = 60 * 60_000;

async function store(key: string, ageMs: number) {
  await t.app.ctx.files.put(key, Readable.from(Buffer.from('%PDF-1.4 orphan')), {
    contentType: 'application/pdf',
    maxBytes: 1000,
  });
  const at = new Date(Date.now() - ageMs);
  for (const path of [join(filesDir, key), join(filesDir, `${key}.meta.json`)]) await utimes(path, at, at);
}

describe('the orphan file sweep', () => {
  it('removes an old file no row names, keeps a young one and one with a row, once per hour across processes', async () => {
    await store('documents/orphan/old.pdf', ORPHAN_GRACE_MS + HOUR);
    await store('documents/orphan/young.pdf', ORPHAN_GRACE_MS - HOUR);
    const staged = (await upload(t.app, cookie)).json();
    const [row] = await t.database.db.query.stagedUploads.findMany({
      where: (s, { eq }) => eq(s.id, staged.id),
    });
    const old = new Date(Date.now() - ORPHAN_GRACE_MS - HOUR);
    await utimes(join(filesDir, row!.key), old, old);

    // On the shared PostgreSQL of CI another file's production-mode app has swept at its start; this test's
    // processes start the hour afresh.
    await t.database.db.delete(counters).where(eq(counters.name, 'job:orphan-file-sweep'));
    // Two server processes at the same time: one sweeps, the other finds the run taken.
    const runs = await Promise.all([sweepOrphanFiles(t.app.ctx), sweepOrphanFiles(t.app.ctx)]);
    expect(runs.filter((r) => r === null)).toHaveLength(1);
    expect(runs.find((r) => r !== null)).toBe(1);

    expect(await t.app.ctx.files.exists('documents/orphan/old.pdf')).toBe(false);
    expect(await t.app.ctx.files.exists('documents/orphan/young.pdf')).toBe(true);
    expect(await t.app.ctx.files.exists(row!.key)).toBe(true);

    // Within the hour nobody sweeps again; an hour later the young file, now old, goes.
    expect(await sweepOrphanFiles(t.app.ctx)).toBeNull();
    const later = new Date(Date.now() + 2 * HOUR);
    expect(await sweepOrphanFiles(t.app.ctx, later)).toBe(1);
    expect(await t.app.ctx.files.exists('documents/orphan/young.pdf')).toBe(false);
    expect(await t.app.ctx.files.exists(row!.key)).toBe(true);
  });
});

/** Shared pieces of the benchmarks: a seeded random generator, percentile lines, raw rows and a signed-in cookie. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { buildApp } from '../src/app.ts';
import { createLoginLink } from '../src/modules/session/service.ts';
import { createPglite, openPglite, openPostgres, type Database } from '../src/platform/db/client.ts';

/** A small seeded generator, so every run draws the same sample. */
export function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One printed line: sample count, p50, p95, p99 and max in milliseconds. */
export function latencyLine(label: string, samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  if (s.length === 0) return `${label.padEnd(34)} no samples`;
  return `${label.padEnd(34)} n ${String(s.length).padStart(4)}  p50 ${percentile(s, 50).toFixed(2)} ms  p95 ${percentile(s, 95).toFixed(2)} ms  p99 ${percentile(s, 99).toFixed(2)} ms  max ${s[s.length - 1]!.toFixed(2)} ms`;
}

/**
 * Runs the benchmark on a fresh embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names an
 * empty PostgreSQL database, on that server too.
 */
export async function onEachDatabase(
  run: (name: string, database: Database) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    await run('embedded (PGlite)', openPglite(await createPglite({ dataDir: join(dir, 'pgdata') })));
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (serverUrl) await run('PostgreSQL server', openPostgres(serverUrl));
    else console.log('\n(set BENCH_DATABASE_URL to an empty PostgreSQL database to measure the server too)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rows of a raw statement. */
export async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The session cookie of the user with this e-mail address, signed in through the login link. */
export async function signIn(app: Awaited<ReturnType<typeof buildApp>>, email: string): Promise<string> {
  const link = await createLoginLink(app.ctx, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/session/sign-in',
    payload: { token: new URL(link).searchParams.get('logIn') },
  });
  return String(response.headers['set-cookie']).split(';')[0]!;
}

/**
 * Route-search benchmark (issue 3): GET /api/routes over 200+ random port pairs on the full demo schedule,
 * through Fastify inject, on the embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names
 * an empty PostgreSQL database, on that server too. `npm run bench:schedule`;
 * `bash .ci/with-postgres.sh npm run bench:schedule` adds the server run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createPglite, openPglite, openPostgres, type Database } from '../src/platform/db/client.ts';
import { services } from '../src/platform/db/schema/index.ts';
import { seedDatabase } from '../src/seed/index.ts';

const PAIRS = 240;
const DATE = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/** A small seeded generator, so every run draws the same pairs. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function line(label: string, samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b);
  if (s.length === 0) return `${label.padEnd(34)} no samples`;
  return `${label.padEnd(34)} n ${String(s.length).padStart(4)}  p50 ${percentile(s, 50).toFixed(2)} ms  p95 ${percentile(s, 95).toFixed(2)} ms  max ${s[s.length - 1]!.toFixed(2)} ms`;
}

async function run(name: string, database: Database): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database });
  await app.ready();

  // Pairs among the ports our services call at, so most searches find something and some need transshipment.
  const rotations = await database.db.select({ rotation: services.rotation }).from(services);
  const portIds = [...new Set(rotations.flatMap((r) => r.rotation.map((s) => s.portId)))].sort();
  const random = mulberry32(42);
  const pairs: [string, string][] = [];
  while (pairs.length < PAIRS) {
    const a = portIds[Math.floor(random() * portIds.length)]!;
    const b = portIds[Math.floor(random() * portIds.length)]!;
    if (a !== b) pairs.push([a, b]);
  }
  const url = ([o, d]: [string, string]) => `/api/routes?origin=${o}&destination=${d}&weeks=4&date=${DATE}`;
  // Warm-up: the first search fills the process's schedule cache.
  const t0 = performance.now();
  await app.inject({ method: 'GET', url: url(pairs[0]!) });
  const warmMs = performance.now() - t0;

  const direct: number[] = [];
  const transship: number[] = [];
  const none: number[] = [];
  for (const pair of pairs) {
    const s = performance.now();
    const response = await app.inject({ method: 'GET', url: url(pair) });
    const ms = performance.now() - s;
    if (response.statusCode !== 200) throw new Error(`${url(pair)} answered ${response.statusCode}`);
    const routes = (response.json() as { routes: { intermediate: unknown[] }[] }).routes;
    if (routes.length === 0) none.push(ms);
    else if (routes.some((r) => r.intermediate.length === 0)) direct.push(ms);
    else transship.push(ms);
  }
  console.log(`\n${name}: ${portIds.length} ports, ${PAIRS} pairs, 4 weeks from ${DATE}`);
  console.log(`first search (loads the schedule cache) ${warmMs.toFixed(0)} ms`);
  console.log(line('all searches', [...direct, ...transship, ...none]));
  console.log(line('with a direct sailing', direct));
  console.log(line('transshipment only', transship));
  console.log(line('nothing found (incl. retry)', none));
  await app.close();
  await database.close();
}

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-schedule-'));
try {
  await run('embedded (PGlite)', openPglite(await createPglite({ dataDir: join(dir, 'pgdata') })));
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) await run('PostgreSQL server', openPostgres(serverUrl));
  else console.log('\n(set BENCH_DATABASE_URL to an empty PostgreSQL database to measure the server too)');
} finally {
  rmSync(dir, { recursive: true, force: true });
}

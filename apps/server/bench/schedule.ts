/**
 * Route-search benchmark (issue 3): GET /api/routes over 200+ random port pairs on the full demo schedule,
 * through Fastify inject, on the embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names
 * an empty PostgreSQL database, on that server too. `npm run bench:schedule`;
 * `bash .ci/with-postgres.sh npm run bench:schedule` adds the server run.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/client.ts';
import { services } from '../src/platform/db/schema/index.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { latencyLine as line, mulberry32, onEachDatabase } from './lib.ts';

const PAIRS = 240;
const DATE = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

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
  // CPU time of this process per search: with the embedded database it includes the database's work, and unlike
  // wall time it does not grow when other programs compete for the cores.
  const cpu: number[] = [];
  for (const pair of pairs) {
    const s = performance.now();
    const c = process.cpuUsage();
    const response = await app.inject({ method: 'GET', url: url(pair) });
    const ms = performance.now() - s;
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
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
  console.log(line('CPU time per search (all)', cpu));
  await app.close();
  await database.close();
}

await onEachDatabase(run);

/**
 * Vessel benchmarks (issue 22) over 1,000,000 bookings and 100,000 open requests on the schedule's voyages (the
 * shared dataset of bench/million-bookings.ts, made once): each view through Fastify inject as the superadmin,
 * p50/p95/p99 of `--samples N` calls (default 200), beside the floor of an API call. A view list is a
 * `VesselBench`; add one to BENCHES. `npm run bench:vessels [-- --bookings 200000]`;
 * `bash .ci/with-postgres.sh npm run bench:vessels` adds a PostgreSQL server run.
 *
 * Options: `--keep DIR` keeps the embedded database in DIR and reuses its rows; `--server-only` skips the embedded
 * run; `--only REGEX` picks views by label; `--explain` prints EXPLAIN (ANALYZE, BUFFERS) of each statement one
 * call of a view sends (under the actor's settings), after its timings; `--trigger-cost [--trigger-batch N]` first
 * times a batch of N (25,000) more bookings with and without the vessel-voyage item trigger (rolled back).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { explainRecorded, recording, type Sent } from './explain.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createPglite, openPglite, openPostgres, type Database } from '../src/platform/db/client.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { latencyLine, mulberry32, onEachDatabase, signIn } from './lib.ts';
import { millionBookings } from './million-bookings.ts';
import { allocationViews } from './vessel-allocation.ts';
import { itemTriggerCost, overviewViews } from './vessel-overview.ts';

/** A view: its label and the URL of each call (varied per call). */
export type VesselView = [label: string, url: () => string];
/** The views of one screen, made from the seeded database. */
export type VesselBench = (on: { database: Database; random: () => number }) => Promise<VesselView[]>;

const BENCHES: VesselBench[] = [allocationViews, overviewViews];

const { values: args } = parseArgs({
  options: {
    bookings: { type: 'string', default: process.env.BENCH_BOOKINGS ?? '1000000' },
    requests: { type: 'string', default: process.env.BENCH_OPEN_REQUESTS ?? '100000' },
    samples: { type: 'string', default: process.env.BENCH_SAMPLES ?? '200' },
    'server-only': { type: 'boolean', default: false },
    keep: { type: 'string' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
    'trigger-cost': { type: 'boolean', default: false },
    'trigger-batch': { type: 'string', default: '25000' },
  },
});
const SAMPLES = Number(args.samples);

async function run(name: string, plain: Database, url?: string): Promise<void> {
  const made = await millionBookings(plain, {
    bookings: Number(args.bookings),
    openRequests: Number(args.requests),
  });
  console.log(
    `\n${name}: ${made.bookings} bookings, ${made.openRequests} open requests (${made.reused ? 'reused' : 'inserted'} in ${made.seconds.toFixed(0)} s), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (args['trigger-cost'])
    console.log(await itemTriggerCost(plain, { batch: Number(args['trigger-batch']) }));
  const { database, sent } = args.explain ? recording(plain, url) : { database: plain, sent: [] as Sent[] };
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database });
  await app.ready();
  const cookie = await signIn(app, DEMO_USERS.superadmin.emailAddress);
  const random = mulberry32(22);
  const views: VesselView[] = [['floor (GET /api/health)', () => '/api/health']];
  for (const bench of BENCHES) views.push(...(await bench({ database: plain, random })));
  const only = args.only ? new RegExp(args.only, 'i') : undefined;
  for (const [label, url] of views) {
    if (only && !only.test(label)) continue;
    for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: url(), headers: { cookie } });
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const target = url();
      const s = performance.now();
      const response = await app.inject({ method: 'GET', url: target, headers: { cookie } });
      samples.push(performance.now() - s);
      if (response.statusCode !== 200)
        throw new Error(`${target} answered ${response.statusCode}: ${response.body}`);
    }
    console.log(latencyLine(label, samples));
    if (args.explain && label !== 'floor (GET /api/health)') {
      sent.length = 0;
      await app.inject({ method: 'GET', url: url(), headers: { cookie } });
      await explainRecorded(
        database,
        [...sent],
        (query) => !query.includes('set_config(') && !/from "sessions"/.test(query),
        400,
      );
    }
  }
  await app.close();
  await plain.close();
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (args.keep !== undefined) {
  mkdirSync(args.keep, { recursive: true });
  if (!args['server-only'])
    await run('embedded (PGlite)', openPglite(await createPglite({ dataDir: join(args.keep, 'pgdata') })));
  if (serverUrl) await run('PostgreSQL server', openPostgres(serverUrl), serverUrl);
} else if (args['server-only'] && serverUrl)
  await run('PostgreSQL server', openPostgres(serverUrl), serverUrl);
else
  await onEachDatabase((name, database) =>
    run(name, database, name.startsWith('PostgreSQL') ? serverUrl : undefined),
  );

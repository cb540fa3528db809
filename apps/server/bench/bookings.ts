/**
 * Bookings benchmark (issue 11): GET /api/bookings and GET /api/quick-search over 1,000,000 bookings — as staff the
 * Active tab, a deep page, each filter (client, origin, destination, carrier, assignee, tags, archived with a date
 * range, category Import), the free text (a vessel word, a container number); a customer's Active list; Quick
 * Search by container number and by file number — through Fastify inject, beside the floor of an API call.
 * `npm run bench:bookings [-- --rows 100000]`; `bash .ci/with-postgres.sh npm run bench:bookings` adds a
 * PostgreSQL server run. Rows are generated inside the database (seed/bookings/scale.ts, generate_series in
 * chunks; the search triggers of migration 0014 fill search_text, booking_search_keys and booking_containers),
 * then VACUUM (ANALYZE).
 *
 * Options: `--keep DIR` keeps the embedded database in DIR and reuses it (and reuses the rows already in a server
 * database); `--server-only` skips the embedded run; `--only REGEX` picks views by label; `--samples N` calls per
 * view (default 200).
 *
 * On a PostgreSQL server it then starts the production server (src/main.ts) and asks each view over HTTP from
 * `--clients N` (50) concurrent clients for `--seconds S` (10), once per `--think` entry (ms): 0 asks again as
 * soon as answered (a flood, through autocannon); T > 0 waits a random pause averaging T ms between answer and
 * next request, as people at work do (default `0,1000`).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg, tmpdir } from 'node:os';
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { CARRIERS } from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createPglite, openPglite, openPostgres, type Database } from '../src/platform/db/client.ts';
import { vacuumAnalyze } from '../src/platform/db/maintenance.ts';
import { scaleBookingId, SCALE_LANES, seedScaleBookings } from '../src/seed/bookings/scale.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { SCALE_ERP_CLIENT_BASE } from '../src/seed/scale.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { latencyLine, mulberry32, onEachDatabase, rowsOf, signIn } from './lib.ts';
import { startServer, stopServer } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: process.env.BENCH_BOOKINGS ?? '1000000' },
    samples: { type: 'string', default: process.env.BENCH_SAMPLES ?? '200' },
    /** Only the PostgreSQL server named by BENCH_DATABASE_URL or TEST_DATABASE_URL (skips the embedded run). */
    'server-only': { type: 'boolean', default: false },
    keep: { type: 'string' },
    only: { type: 'string' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    think: { type: 'string', default: '0,1000' },
  },
});
const ROWS = Number(args.rows);
const SAMPLES = Number(args.samples);

type Who = 'staff' | 'customer';

/** What the last call found: a list's count (1,000+ when capped), Quick Search's hits on its page. */
function answered(body: { count?: number; countCapped?: boolean; bookings?: unknown[] }): string {
  if (typeof body.count === 'number') return `count ${body.count}${body.countCapped ? '+' : ''}`;
  if (Array.isArray(body.bookings)) return `hits ${body.bookings.length}`;
  return '';
}

type View = [label: string, url: () => string, who?: Who];

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Clients that think between answers: each waits an exponential pause averaging `thinkMs` (arrivals at random). */
async function thinkingClients(
  url: string,
  path: () => string,
  cookie: string,
  clients: number,
  seconds: number,
  thinkMs: number,
): Promise<{ samples: number[]; failed: number }> {
  const random = mulberry32(29);
  const samples: number[] = [];
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      // People do not start in step: each client's first request comes within one pause.
      await sleep(random() * thinkMs);
      while (Date.now() < end) {
        const started = performance.now();
        const response = await fetch(`${url}${path()}`, { headers: { cookie } });
        await response.arrayBuffer();
        samples.push(performance.now() - started);
        if (!response.ok) failed++;
        await sleep(-Math.log(1 - random()) * thinkMs);
      }
    }),
  );
  return { samples, failed };
}

/** Many clients at once, each flooding (autocannon): the throughput, and the latency it costs when saturated. */
async function floodingClients(
  url: string,
  path: () => string,
  cookie: string,
  clients: number,
  seconds: number,
): Promise<{ samples: number[]; failed: number }> {
  const options = {
    url,
    headers: { cookie },
    requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: path() }) }],
  };
  const samples: number[] = [];
  const instance = autocannon({ ...options, connections: clients, duration: seconds });
  instance.on('response', (_client, _status, _bytes, ms) => samples.push(ms));
  const result = await instance;
  return { samples, failed: result.non2xx + result.errors + result.timeouts };
}

/**
 * Each view over HTTP from many clients at once, against the production server on the same PostgreSQL database;
 * the paths vary per request as in the sequential pass. Latency is the client's, queueing included.
 */
async function concurrentPass(
  views: View[],
  cookies: Record<Who, string>,
  databaseUrl: string,
): Promise<void> {
  const clients = Number(args.clients);
  const seconds = Number(args.seconds);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-bookings-'));
  const { url, child } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  try {
    for (const think of args.think.split(',').map(Number)) {
      console.log(
        `\nover HTTP, ${clients} concurrent clients x ${seconds} s per view, ` +
          `${think > 0 ? `each pausing ${think} ms on average between answer and next request` : 'each asking again as soon as answered'}; ` +
          `load average ${loadavg()[0]!.toFixed(2)}`,
      );
      for (const [label, path, who = 'staff'] of views) {
        const cookie = cookies[who];
        // Warm-up: lets V8 optimise the view's path before the clock runs.
        await floodingClients(url, path, cookie, 4, 1);
        const started = performance.now();
        const { samples, failed } =
          think > 0
            ? await thinkingClients(url, path, cookie, clients, seconds, think)
            : await floodingClients(url, path, cookie, clients, seconds);
        const perSecond = samples.length / ((performance.now() - started) / 1000);
        console.log(
          `${latencyLine(label, samples)}  ${perSecond.toFixed(0)} req/s${failed ? `, ${failed} FAILED` : ''}`,
        );
      }
    }
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function run(name: string, database: Database, databaseUrl?: string): Promise<void> {
  await database.migrate();
  const [{ n: before } = { n: 0 }] = await rowsOf<{ n: number }>(
    database,
    sql`select count(*)::int as n from bookings where id like '8%'`,
  );
  const reuse = args.keep !== undefined && before >= ROWS * 0.99;
  const t0 = performance.now();
  if (!reuse) {
    await seedDatabase(database.db, { demo: true, scale: 1 });
    await database.db.transaction((tx) => seedScaleBookings(tx, ROWS));
  }
  const seedMs = performance.now() - t0;
  await vacuumAnalyze(database.db, [
    'bookings',
    'booking_search_keys',
    'booking_containers',
    'booking_tags',
    'checklists',
  ]);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database });
  await app.ready();

  // The customer: the contact user of the first benchmark company (about 1 % of the bookings).
  const [customer] = await rowsOf<{ email: string }>(
    database,
    sql`select u.email_address as email from clients c join users u on u.client_id = c.id
        where c.erp_client_id = ${String(SCALE_ERP_CLIENT_BASE)} order by u.email_address limit 1`,
  );
  const cookies: Record<Who, string> = {
    staff: await signIn(app, DEMO_USERS.superadmin.emailAddress),
    customer: await signIn(app, customer!.email),
  };
  const clientIds = (
    await rowsOf<{ id: string }>(
      database,
      sql`select id from clients where erp_client_id ~ '^[0-9]+$' and erp_client_id::bigint >= ${SCALE_ERP_CLIENT_BASE}
          order by erp_client_id`,
    )
  ).map((r) => r.id);
  const tagIds = (
    await rowsOf<{ id: string }>(database, sql`select id from tags where category = 'booking'`)
  ).map((r) => r.id);
  const random = mulberry32(11);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  // Container numbers of a fixed sample of the generated bookings.
  const sampleIds = Array.from({ length: 400 }, () => scaleBookingId(1 + Math.floor(random() * ROWS)));
  // Those of Active export bookings, so the list's free text finds them (Quick Search finds any).
  const containers = (
    await rowsOf<{ container: string }>(
      database,
      sql`select c.container from booking_containers c join bookings b on b.id = c.booking_id
          where c.booking_id in ${sampleIds} and not b.archived and not b.pending_payment and b.category = 'Export'`,
    )
  ).map((r) => r.container);
  const ownContainers = (
    await rowsOf<{ container: string }>(
      database,
      sql`select c.container from booking_containers c join clients k on k.id = c.client_id
          where k.erp_client_id = ${String(SCALE_ERP_CLIENT_BASE)} order by c.container limit 100`,
    )
  ).map((r) => r.container);
  const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
    database,
    sql`select count(*)::int as n from bookings`,
  );
  console.log(
    `\n${name}: ${n} bookings (${reuse ? 'reused' : 'inserted'} in ${(seedMs / 1000).toFixed(1)} s), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const views: View[] = [
    ['floor (GET /api/health)', () => '/api/health'],
    ['active tab, page 1', () => '/api/bookings?tab=active&perPage=25'],
    ['active tab, page 50', () => '/api/bookings?tab=active&perPage=25&page=50'],
    ['active tab, assignee me', () => '/api/bookings?tab=active&assignee=me&perPage=25'],
    ['active tab, unassigned', () => '/api/bookings?tab=active&assignee=none&perPage=25'],
    ['pending payment tab', () => '/api/bookings?tab=pending-payment&perPage=25'],
    ['client filter', () => `/api/bookings?tab=active&perPage=25&clientId=${pick(clientIds)}`],
    ['origin filter', () => `/api/bookings?tab=active&perPage=25&origin=${pick(SCALE_LANES)}`],
    ['destination filter', () => `/api/bookings?tab=active&perPage=25&destination=${pick(SCALE_LANES)}`],
    ['carrier filter', () => `/api/bookings?tab=active&perPage=25&carrier=${pick(CARRIERS).id}`],
    ['tags filter', () => `/api/bookings?tab=active&perPage=25&tagIds=${pick(tagIds)}`],
    [
      'archived, date range',
      () => {
        const month = 1 + Math.floor(random() * 12);
        const day = (m: number) => `2025-${String(m).padStart(2, '0')}-01`;
        return `/api/bookings?tab=archived&perPage=25&from=${day(month)}&to=${month === 12 ? '2025-12-31' : day(month + 1)}`;
      },
    ],
    ['category Import', () => '/api/bookings?tab=active&perPage=25&category=Import'],
    [
      'free text, vessel word',
      () => `/api/bookings?tab=active&perPage=25&q=${pick(['express', 'santos', 'zim'])}`,
    ],
    ['free text, container number', () => `/api/bookings?tab=active&perPage=25&q=${pick(containers)}`],
    ['free text, no match', () => `/api/bookings?tab=active&perPage=25&q=zzq${Math.floor(random() * 1000)}`],
    ['customer, active tab', () => '/api/bookings?tab=active&perPage=25', 'customer'],
    ['customer, history tab', () => '/api/bookings?tab=history&perPage=25', 'customer'],
    ['quick search, container', () => `/api/quick-search?q=${pick(containers)}`],
    [
      'quick search, file number',
      () => `/api/quick-search?q=${scaleBookingId(1 + Math.floor(random() * ROWS))}`,
    ],
    ['quick search, container prefix', () => `/api/quick-search?q=${pick(containers).slice(0, 7)}`],
    ['customer, quick search container', () => `/api/quick-search?q=${pick(ownContainers)}`, 'customer'],
  ];
  const only = args.only ? new RegExp(args.only, 'i') : undefined;
  for (const [label, url, who = 'staff'] of views) {
    if (only && !only.test(label)) continue;
    const cookie = cookies[who];
    for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: url(), headers: { cookie } });
    const samples: number[] = [];
    let found = '';
    for (let i = 0; i < SAMPLES; i++) {
      const target = url();
      const s = performance.now();
      const response = await app.inject({ method: 'GET', url: target, headers: { cookie } });
      samples.push(performance.now() - s);
      if (response.statusCode !== 200)
        throw new Error(`${target} answered ${response.statusCode}: ${response.body}`);
      if (i === SAMPLES - 1) found = answered(response.json());
    }
    console.log(`${latencyLine(label, samples)}  ${found}`);
  }
  await app.close();
  await database.close();
  if (databaseUrl && Number(args.clients) > 0)
    await concurrentPass(
      views.filter(([label]) => !only || only.test(label)),
      cookies,
      databaseUrl,
    );
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

/**
 * Requests-list benchmark (issue 8): GET /api/booking-requests over 1,000,000 booking requests — as staff the
 * default view, page 50, on hold, the archived tab, filtered by carrier and by assignee, field searches, free-text
 * searches and the badge counts; a carrier-restricted staff member's list; a customer's lists and badges — through
 * Fastify inject, beside the floor of an API call (GET /api/health).
 * `npm run bench:requests [-- --rows 200000]`; `bash .ci/with-postgres.sh npm run bench:requests` adds a
 * PostgreSQL server run. Rows are generated inside the database (generate_series), then VACUUM (ANALYZE).
 *
 * Options: `--keep DIR` keeps the embedded database in DIR and reuses it (and reuses the rows already in a server
 * database), so a later run measures new migrations on the same data; `--only REGEX` picks views by label;
 * `--explain` prints EXPLAIN (ANALYZE, BUFFERS) of every list query a view sends, once, after its timings.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { CARRIERS } from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { explainRecorded, recording } from './explain.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createPglite, openPglite, openPostgres, type Database } from '../src/platform/db/client.ts';
import { vacuumAnalyze } from '../src/platform/db/maintenance.ts';
import { bookingRequests } from '../src/platform/db/schema/index.ts';
import { DEMO_USERS, type DemoUserKey } from '../src/seed/demo-users.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { benchBookNow } from './book-now.ts';
import { latencyLine, mulberry32, onEachDatabase, percentile, signIn } from './lib.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: process.env.BENCH_REQUESTS ?? '1000000' },
    samples: { type: 'string', default: process.env.BENCH_SAMPLES ?? '200' },
    /** Only the PostgreSQL server named by BENCH_DATABASE_URL or TEST_DATABASE_URL (skips the embedded run). */
    'server-only': { type: 'boolean', default: false },
    keep: { type: 'string' },
    only: { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(args.rows);
const SAMPLES = Number(args.samples);
/** Rows per INSERT ... SELECT generate_series: bounded memory per statement on the embedded database. */
const CHUNK = 50_000;
const LANES = [
  'DEHAM',
  'BRSSZ',
  'NLRTM',
  'USNYC',
  'BEANR',
  'ZADUR',
  'ESVLC',
  'USHOU',
  'CNSHA',
  'ITGOA',
  'USSAV',
];

/**
 * Generated in the database: a row's client, creator, status, agent, carrier and lane come from a
 * multiplicative hash of its number, so every run makes the same rows without shipping them from Node.
 */
async function seedRequests(database: Database) {
  const carriers = sql.raw(`array[${CARRIERS.map((c) => `'${c.id}'`).join(',')}]`);
  const lanes = sql.raw(`array[${LANES.map((p) => `'${p}'`).join(',')}]`);
  for (let offset = 0; offset < REQUESTS; offset += CHUNK) {
    const last = Math.min(offset + CHUNK, REQUESTS);
    await database.db.execute(sql`
      with cs as (select array_agg(id order by id) a from clients),
           us as (select array_agg(id order by id) a from users),
           st as (select array_agg(id order by id) a from users where role is not null),
           g as (select n, (n::bigint * 2654435761) % 4294967296 as h from generate_series(${offset + 1}::int, ${last}::int) n),
           r as (select n, h, (array[10,10,20,20,20,30,30,40])[1 + h % 8] as status,
                        1 + (h / 8) % 11 as o, 1 + (h / 88) % 10 as d from g)
      insert into ${bookingRequests} (id, client_id, created_by_id, created_by_name, status_code, hold, agent_id,
        carrier_id, origin_id, destination_id, vessel, voyage, customer_reference, itinerary, containers,
        initial_request, created_at, updated_at)
      select 'req-2099' || lpad((1 + n % 12)::text, 2, '0') || lpad(n::text, 6, '0'),
        cs.a[1 + h % array_length(cs.a, 1)], us.a[1 + (h / 7) % array_length(us.a, 1)], 'Bench User', status,
        status <= 20 and (h / 13) % 10 = 0,
        case when status = 10 then null else st.a[1 + (h / 17) % array_length(st.a, 1)] end,
        (${carriers})[1 + (h / 19) % ${CARRIERS.length}],
        (${lanes})[o], (${lanes})[case when d >= o then d + 1 else d end],
        'BENCH VESSEL ' || n % 50, (n % 99) || 'W', 'PO-' || n,
        jsonb_build_object('portOfLoading', jsonb_build_object('port', (${lanes})[o]), 'transshipments', '[]'::jsonb,
          'closings', '[]'::jsonb, 'portOfDischarge', jsonb_build_object('port', (${lanes})[case when d >= o then d + 1 else d end])),
        '[]'::jsonb, '{}'::jsonb,
        timestamptz '2025-01-01' + n * interval '7 minutes', timestamptz '2025-01-01' + n * interval '7 minutes'
      from r, cs, us, st
      on conflict do nothing`);
  }
  await vacuumAnalyze(database.db, ['booking_requests']);
}

const signInAs = (app: Awaited<ReturnType<typeof buildApp>>, key: DemoUserKey) =>
  signIn(app, DEMO_USERS[key].emailAddress);

/**
 * CPU time of this process per call: what competing processes on a busy machine do not inflate. On PGlite it
 * holds the database's work too; against a server it is the API's share only.
 */
function cpuLine(cpu: number[]) {
  const s = [...cpu].sort((a, b) => a - b);
  return `cpu p50 ${percentile(s, 50).toFixed(2)} ms  p95 ${percentile(s, 95).toFixed(2)} ms`;
}

/**
 * The server's backends of this database when they run on this machine: their time on a CPU (from
 * /proc/PID/schedstat, in nanoseconds) is the database's share of a call, which a busy machine does not inflate.
 */
async function serverBackends(database: Database): Promise<number[]> {
  if (database.kind !== 'postgres') return [];
  const result = await database.db.execute<{ pid: number }>(sql`
    select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`);
  return (result as unknown as { rows: { pid: number }[] }).rows
    .map((r) => Number(r.pid))
    .filter((pid) => existsSync(`/proc/${pid}/schedstat`));
}

function onCpuNs(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // The backend ended (the pool closed an idle connection).
    }
  }
  return total;
}

type Who = 'superadmin' | 'restricted' | 'customer' | 'customerRestricted';

async function run(name: string, database: Database, url?: string): Promise<void> {
  await database.migrate();
  const [{ n: before } = { n: 0 }] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingRequests);
  const reuse = args.keep !== undefined && before >= REQUESTS * 0.99;
  const t0 = performance.now();
  if (!reuse) {
    await seedDatabase(database.db, { demo: true, scale: 1 });
    await seedRequests(database);
  } else await vacuumAnalyze(database.db, ['booking_requests']);
  const seedMs = performance.now() - t0;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const recorder = args.explain ? recording(database, url) : undefined;
  const app = await buildApp({ config, database: recorder?.database ?? database });
  await app.ready();
  const cookies: Record<Who, string> = {
    superadmin: await signInAs(app, 'superadmin'),
    restricted: await signInAs(app, 'salesRestricted'),
    customer: await signInAs(app, 'customerA1'),
    customerRestricted: await signInAs(app, 'customerB2'),
  };
  const [{ n } = { n: 0 }] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingRequests);
  console.log(
    `\n${name}: ${n} booking requests (${reuse ? 'reused' : 'inserted'} in ${(seedMs / 1000).toFixed(1)} s), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const random = mulberry32(99);
  const views: [string, () => string, Who?][] = [
    ['floor (GET /api/health)', () => '/api/health'],
    ['requests tab, page 1', () => '/api/booking-requests?tab=requests&perPage=25'],
    ['requests tab, page 50', () => '/api/booking-requests?tab=requests&perPage=25&page=50'],
    ['on hold tab, page 1', () => '/api/booking-requests?tab=on-hold&perPage=25'],
    ['archived tab, page 1', () => '/api/booking-requests?tab=archived-requests&perPage=25'],
    ['archived tab, page 50', () => '/api/booking-requests?tab=archived-requests&perPage=50&page=50'],
    [
      'carrier filter',
      () =>
        `/api/booking-requests?tab=requests&carrier=${CARRIERS[Math.floor(random() * CARRIERS.length)]!.id}`,
    ],
    ['assignee unassigned', () => '/api/booking-requests?tab=requests&assignee=none'],
    ['assignee me (staff default)', () => '/api/booking-requests?tab=requests&assignee=me'],
    ['status filter (in progress)', () => '/api/booking-requests?tab=requests&status=20'],
    [
      'customer ref search',
      () =>
        `/api/booking-requests?tab=requests&field=customerReference&q=po-${Math.floor(random() * 99_999)}`,
    ],
    [
      'request number search',
      () => `/api/booking-requests?tab=requests&field=requestNumber&q=${Math.floor(random() * 999_999)}`,
    ],
    ['free search', () => `/api/booking-requests?tab=requests&q=vessel%20${Math.floor(random() * 50)}`],
    ['free search, rare', () => `/api/booking-requests?tab=requests&q=po-${Math.floor(random() * REQUESTS)}`],
    ['free search, no match', () => `/api/booking-requests?tab=requests&q=zzq${Math.floor(random() * 1000)}`],
    [
      'archived free search',
      () => `/api/booking-requests?tab=archived-requests&q=vessel%20${Math.floor(random() * 50)}`,
    ],
    ['client name search', () => '/api/booking-requests?tab=requests&field=client&q=rh%C3%B4ne'],
    ['badge counts', () => '/api/booking-requests/counts'],
    ['restricted staff, requests tab', () => '/api/booking-requests?tab=requests&perPage=25', 'restricted'],
    [
      'restricted staff, free search',
      () => `/api/booking-requests?tab=requests&q=vessel%20${Math.floor(random() * 50)}`,
      'restricted',
    ],
    ['restricted staff, badge counts', () => '/api/booking-requests/counts', 'restricted'],
    ['customer, requests tab', () => '/api/booking-requests?tab=requests&perPage=25', 'customer'],
    ['customer, archived tab', () => '/api/booking-requests?tab=archived-requests&perPage=25', 'customer'],
    [
      'customer, free search',
      () => `/api/booking-requests?tab=requests&q=vessel%20${Math.floor(random() * 50)}`,
      'customer',
    ],
    [
      'restricted customer, requests tab',
      () => '/api/booking-requests?tab=requests&perPage=25',
      'customerRestricted',
    ],
  ];
  const only = args.only ? new RegExp(args.only, 'i') : undefined;
  for (const [label, url, who = 'superadmin'] of views) {
    if (only && !only.test(label)) continue;
    const cookie = cookies[who];
    for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: url(), headers: { cookie } });
    const samples: number[] = [];
    const cpu: number[] = [];
    const serverCpu: number[] = [];
    const backends = await serverBackends(database);
    for (let i = 0; i < SAMPLES; i++) {
      const s = performance.now();
      const c = process.cpuUsage();
      const onServer = onCpuNs(backends);
      const response = await app.inject({ method: 'GET', url: url(), headers: { cookie } });
      const used = process.cpuUsage(c);
      samples.push(performance.now() - s);
      cpu.push((used.user + used.system) / 1000);
      if (backends.length > 0) serverCpu.push((onCpuNs(backends) - onServer) / 1e6);
      if (response.statusCode !== 200)
        throw new Error(`${url()} answered ${response.statusCode}: ${response.body}`);
    }
    const server = serverCpu.length > 0 ? `  | server ${cpuLine(serverCpu)}` : '';
    console.log(`${latencyLine(label, samples)}  | ${cpuLine(cpu)}${server}`);
    if (recorder) {
      recorder.sent.length = 0;
      await app.inject({ method: 'GET', url: url(), headers: { cookie } });
      await explainRecorded(database, [...recorder.sent], (query) =>
        /from "(booking_requests|request_list_counts)"/.test(query),
      );
    }
  }
  if (!only || only.test('book now'))
    console.log(await benchBookNow(app, database.db, cookies.superadmin, SAMPLES));
  await app.close();
  await database.close();
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (args.keep !== undefined) {
  mkdirSync(args.keep, { recursive: true });
  if (!args['server-only'])
    await run('embedded (PGlite)', openPglite(await createPglite({ dataDir: join(args.keep, 'pgdata') })));
  if (serverUrl) await run('PostgreSQL server', openPostgres(serverUrl), serverUrl);
} else if (args['server-only'] && serverUrl)
  await run('PostgreSQL server', openPostgres(serverUrl), serverUrl);
else await onEachDatabase((name, database) => run(name, database, serverUrl));

/**
 * Load benchmark (issue 8): autocannon against a started server on loopback, for route search, the staff
 * requests list, a quote group page and /api/health, each for LOAD_SECONDS (30) with LOAD_CONNECTIONS (50).
 * Prints requests/s, p50 and p99 latency, timeouts and non-2xx answers per target, against the goal of at least
 * 300 requests/s with p99 under 250 ms and no timeouts. `npm run bench:load` measures the embedded database;
 * `bash .ci/with-postgres.sh npm run bench:load` (or BENCH_DATABASE_URL) measures a PostgreSQL server too.
 * LOAD_TARGETS picks targets by name (e.g. `routes,health`); LOAD_PROFILE=<folder> writes the server's CPU profile
 * (node --cpu-prof) there. On Linux it also prints the CPU time each answer cost the server process and, for a
 * PostgreSQL server on this machine, its backends: unlike requests/s, that figure barely moves when other programs
 * compete for the cores, so it compares two versions on a busy machine.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { and, gte, lte, sql } from 'drizzle-orm';
import pg from 'pg';
import { SESSION_COOKIE } from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { createLoginLink } from '../src/modules/session/service.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createPglite, openPglite, openPostgres, type Database } from '../src/platform/db/client.ts';
import { commodityTypes, rates } from '../src/platform/db/schema/index.ts';
import { DEMO_USERS, type DemoUserKey } from '../src/seed/demo-users.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { startServer, stopServer } from './server-process.ts';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const ONLY = process.env.LOAD_TARGETS?.split(',').map((t) => t.trim());
const PROFILE_DIR = process.env.LOAD_PROFILE ? resolve(process.env.LOAD_PROFILE) : null;
const GOAL = { requestsPerSecond: 300, p99Ms: 250 };

interface Target {
  name: string;
  path: string;
  cookie?: string;
}

/** Migrates and seeds the database, signs in a staff member and a customer, and opens a quote group. */
async function prepare(database: Database): Promise<Target[]> {
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database });
  await app.ready();
  // Sessions live in the database, so cookies made here are good on the server started afterwards.
  const signIn = async (who: DemoUserKey) => {
    const link = await createLoginLink(app.ctx, DEMO_USERS[who].emailAddress);
    const token = new URL(link).searchParams.get('logIn');
    const response = await app.inject({ method: 'POST', url: '/api/session/sign-in', payload: { token } });
    const secret = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    if (!secret) throw new Error(`sign-in of ${who} failed: ${response.body}`);
    return `${SESSION_COOKIE}=${secret}`;
  };
  const staff = await signIn('operations');
  const customer = await signIn('customerA1');

  const today = new Date().toISOString().slice(0, 10);
  const lanes = await database.db
    .selectDistinct({ origin: rates.originId, destination: rates.destinationId, type: rates.containerTypeId })
    .from(rates)
    .where(and(lte(rates.validFrom, today), gte(rates.validTo, today)))
    .orderBy(sql`1, 2, 3`)
    .limit(20);
  const [commodity] = await database.db.select({ id: commodityTypes.id }).from(commodityTypes).limit(1);
  let groupId: number | null = null;
  for (const lane of lanes) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/quotes/create',
      headers: { cookie: customer },
      payload: {
        origin: lane.origin,
        destination: lane.destination,
        date: today,
        weeks: 4,
        containers: [{ type: lane.type, commodity: commodity!.id, location: null, quantity: 2 }],
      },
    });
    groupId = (response.json() as { groupId?: number | null }).groupId ?? null;
    if (groupId !== null) break;
  }
  await app.close();
  if (groupId === null) throw new Error('no lane with a valid rate gave a quote group');

  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'routes', path: `/api/routes?origin=DEHAM&destination=BRSSZ&weeks=4&date=${date}` },
    { name: 'requests', path: '/api/booking-requests?tab=requests', cookie: staff },
    { name: 'quote-group', path: `/api/quotes/groups/${groupId}`, cookie: customer },
    { name: 'health', path: '/api/health' },
  ];
}

const cell = (value: string | number, width: number) => String(value).padStart(width);

/** Linux clock ticks per second (`getconf CLK_TCK`), the unit of utime and stime in /proc/<pid>/stat. */
const TICKS_PER_SECOND = 100;

/** User plus system CPU time of the processes, in ms, from /proc (0 for a process that is gone). */
function cpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The backends of the PostgreSQL server behind the URL when it runs on this machine (its postmaster's children). */
async function databaseProcesses(url: string | undefined): Promise<(() => number[]) | null> {
  if (!url || process.platform !== 'linux') return null;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ dir: string }>('select current_setting($1) as dir', [
      'data_directory',
    ]);
    const postmaster = Number(readFileSync(join(rows[0]!.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return () =>
      readdirSync('/proc').flatMap((entry) => {
        if (!/^\d+$/.test(entry)) return [];
        try {
          const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
          return parent === postmaster ? [Number(entry)] : [];
        } catch {
          return [];
        }
      });
  } catch {
    // Another machine, or no right to read its data directory: no database figure.
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface Processes {
  server: number;
  database: (() => number[]) | null;
}

async function measure(url: string, targets: Target[], processes: Processes): Promise<void> {
  console.log(
    `${'target'.padEnd(12)}${cell('req/s', 8)}${cell('p50 ms', 8)}${cell('p99 ms', 8)}${cell('max ms', 8)}` +
      `${cell('timeouts', 10)}${cell('non-2xx', 9)}${cell('errors', 8)}${cell('KB/answer', 11)}` +
      `${cell('CPU ms/answer: server', 23)}${cell('db', 6)}  goal`,
  );
  for (const target of targets) {
    const options = {
      url: `${url}${target.path}`,
      headers: (target.cookie ? { cookie: target.cookie } : {}) as Record<string, string>,
    };
    // Warm-up: fills caches (the schedule) and lets V8 optimise the hot paths before the clock runs.
    await autocannon({ ...options, connections: 4, amount: 200 });
    // The backends are read before and after: the pool keeps its connections open through the run.
    const backends = processes.database?.() ?? [];
    const before = { server: cpuMs([processes.server]), database: cpuMs(backends) };
    const r = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
    const answers = Math.max(1, r.requests.total);
    const serverCpu = (cpuMs([processes.server]) - before.server) / answers;
    const databaseCpu = processes.database ? (cpuMs(backends) - before.database) / answers : null;
    const rps = r.requests.total / r.duration;
    const meets =
      rps >= GOAL.requestsPerSecond && r.latency.p99 < GOAL.p99Ms && r.timeouts === 0 && r.non2xx === 0;
    console.log(
      `${target.name.padEnd(12)}${cell(rps.toFixed(0), 8)}${cell(r.latency.p50, 8)}${cell(r.latency.p99, 8)}` +
        `${cell(r.latency.max, 8)}${cell(r.timeouts, 10)}${cell(r.non2xx, 9)}${cell(r.errors, 8)}` +
        `${cell((r.throughput.total / Math.max(1, r.requests.total) / 1024).toFixed(1), 11)}` +
        `${cell(process.platform === 'linux' ? serverCpu.toFixed(2) : '-', 23)}${cell(databaseCpu === null ? '-' : databaseCpu.toFixed(2), 6)}` +
        `  ${meets ? 'met' : 'MISSED'}`,
    );
  }
}

async function run(
  name: string,
  open: () => Promise<Database>,
  serverEnv: Record<string, string>,
  databaseUrl?: string,
) {
  const t0 = performance.now();
  const database = await open();
  const targets = (await prepare(database)).filter((t) => !ONLY || ONLY.includes(t.name));
  // The embedded database belongs to one process at a time: the server opens it after this one lets go.
  await database.close();
  const { url, child } = await startServer(serverEnv, PROFILE_DIR);
  console.log(
    `\n${name}: ${CONNECTIONS} connections x ${SECONDS} s per target (prepared in ${((performance.now() - t0) / 1000).toFixed(0)} s); ` +
      `goal >= ${GOAL.requestsPerSecond} req/s, p99 < ${GOAL.p99Ms} ms, no timeouts; ` +
      // Other programs competing for the cores lower every figure: say how busy the machine was.
      `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
  );
  try {
    await measure(url, targets, { server: child.pid!, database: await databaseProcesses(databaseUrl) });
  } finally {
    await stopServer(child);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'portal-load-'));
try {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (process.env.LOAD_DATABASE !== 'postgres') {
    await run(
      'embedded (PGlite)',
      async () => openPglite(await createPglite({ dataDir: join(dir, 'pgdata') })),
      {
        DATA_DIR: dir,
      },
    );
  }
  if (serverUrl) {
    await run(
      'PostgreSQL server',
      async () => openPostgres(serverUrl),
      { DATA_DIR: dir, DATABASE_URL: serverUrl },
      serverUrl,
    );
  } else {
    console.log(
      '\n(set BENCH_DATABASE_URL to an empty PostgreSQL database, or run under .ci/with-postgres.sh, to measure the server too)',
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * My Day benchmark (issue 12): GET /api/tasks for a staff member with a backlog of about 100,000 open tasks across
 * 1,000,000 bookings — their own list (both statuses, Overdue, Pending, a deep page, a carrier, accounting), the
 * department's whole list, with client tasks — through Fastify inject, beside the floor of an API call.
 * `npm run bench:my-day [-- --rows 100000]`. Bookings are generated inside the database (seed/bookings/scale.ts)
 * and their open tasks too (seed/bookings/scale-tasks.ts: gate in or release, invoicing, freight collection of
 * every booking not archived, assigned to the team that takes them or the agent), then VACUUM (ANALYZE).
 *
 * Options: `--keep DIR` keeps the embedded database in DIR and reuses it; `--samples N` calls per view (200);
 * `--only REGEX` picks views by label. With BENCH_DATABASE_URL (an empty PostgreSQL database) it runs there too.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createPglite, openPglite, openPostgres, type Database } from '../src/platform/db/client.ts';
import { vacuumAnalyze } from '../src/platform/db/maintenance.ts';
import { seedScaleBookings } from '../src/seed/bookings/scale.ts';
import { seedScaleTasks } from '../src/seed/bookings/scale-tasks.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { latencyLine, mulberry32, onEachDatabase, rowsOf, signIn } from './lib.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: process.env.BENCH_BOOKINGS ?? '1000000' },
    samples: { type: 'string', default: process.env.BENCH_SAMPLES ?? '200' },
    keep: { type: 'string' },
    only: { type: 'string' },
  },
});
const ROWS = Number(args.rows);
const SAMPLES = Number(args.samples);

async function run(name: string, database: Database): Promise<void> {
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
    await database.db.transaction((tx) => seedScaleTasks(tx, ROWS));
  }
  const seedMs = performance.now() - t0;
  await vacuumAnalyze(database.db, ['bookings', 'tasks', 'team_members', 'users']);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database });
  await app.ready();

  // The operations member: her own tasks and those of her team (Export Operations).
  const who = DEMO_USERS.operations;
  const [backlog] = await rowsOf<{ own: number; team: number; all: number; bookings: number }>(
    database,
    sql`select
          (select count(*)::int from tasks t join users u on u.id = t.assigned_user_id
            where u.email_address = ${who.emailAddress} and t.show and not t.resolved) as own,
          (select count(*)::int from tasks t join team_members m on m.team_id = t.team_id
            join users u on u.id = m.user_id
            where u.email_address = ${who.emailAddress} and t.show and not t.resolved) as team,
          (select count(*)::int from tasks where show and not resolved) as all,
          (select count(*)::int from bookings) as bookings`,
  );
  console.log(
    `\n${name}: ${backlog!.bookings} bookings, ${backlog!.all} open tasks; ${who.firstName} ${who.lastName} has ` +
      `${backlog!.own} of her own and ${backlog!.team} of her team (${reuse ? 'reused' : 'seeded'} in ` +
      `${(seedMs / 1000).toFixed(1)} s), load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const cookie = await signIn(app, who.emailAddress);
  // Accounting views are the accounting member's: his own tasks and his team's (freight collection).
  const accountant = await signIn(app, DEMO_USERS.accounting.emailAddress);
  const random = mulberry32(12);
  const carriers = ['HSG', 'HMM', 'ZIM', 'CMA', 'DAL'];
  const today = new Date().toISOString().slice(0, 10);
  const views: [string, () => string, string?][] = [
    ['floor (GET /api/health)', () => '/api/health'],
    ['me, operations, page 1', () => '/api/tasks'],
    ['me, Overdue', () => '/api/tasks?status=Overdue'],
    ['me, Pending', () => '/api/tasks?status=Pending'],
    ['me, page 20 of 50', () => '/api/tasks?perPage=50&page=20'],
    ['me, a carrier', () => `/api/tasks?carrier=${carriers[Math.floor(random() * carriers.length)]}`],
    ['accounting member, accounting', () => '/api/tasks?category=accounting', accountant],
    ['accounting member, a pay date', () => `/api/tasks?category=accounting&payDate=${today}`, accountant],
    ['all, operations', () => '/api/tasks?assignee=all'],
    ['all, with client tasks, 50', () => '/api/tasks?assignee=all&clientTasks=true&perPage=50'],
    ['all, Pending', () => '/api/tasks?assignee=all&status=Pending'],
  ];
  const only = args.only ? new RegExp(args.only, 'i') : undefined;
  for (const [label, url, as = cookie] of views) {
    if (only && !only.test(label)) continue;
    const headers = { cookie: as };
    for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: url(), headers });
    const samples: number[] = [];
    let found = '';
    for (let i = 0; i < SAMPLES; i++) {
      const target = url();
      const s = performance.now();
      const response = await app.inject({ method: 'GET', url: target, headers });
      samples.push(performance.now() - s);
      if (response.statusCode !== 200)
        throw new Error(`${target} answered ${response.statusCode}: ${response.body}`);
      if (i === SAMPLES - 1) {
        const body = response.json() as { count?: number; countCapped?: boolean };
        found = typeof body.count === 'number' ? `count ${body.count}${body.countCapped ? '+' : ''}` : '';
      }
    }
    console.log(`${latencyLine(label, samples)}  ${found}`);
  }
  await app.close();
  await database.close();
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (args.keep !== undefined) {
  mkdirSync(args.keep, { recursive: true });
  await run('embedded (PGlite)', openPglite(await createPglite({ dataDir: join(args.keep, 'pgdata') })));
  if (serverUrl) await run('PostgreSQL server', openPostgres(serverUrl));
} else await onEachDatabase(run);

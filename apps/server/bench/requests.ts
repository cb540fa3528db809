/**
 * Requests-list benchmark (issue 5): GET /api/booking-requests as staff over 100,000 booking requests — the
 * default view, filtered by carrier, by assignee, by a field search, and page 50 — through Fastify inject.
 * `npm run bench:requests`; `bash .ci/with-postgres.sh npm run bench:requests` adds a PostgreSQL server run.
 */
import { addMinutes } from 'date-fns';
import { sql } from 'drizzle-orm';
import { CARRIERS, REQUEST_STATUS } from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { createLoginLink } from '../src/modules/session/service.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/client.ts';
import { bookingRequests, clients, users } from '../src/platform/db/schema/index.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { latencyLine, mulberry32, onEachDatabase } from './lib.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const CHUNK = 1000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const LANES = [
  ['DEHAM', 'BRSSZ'],
  ['NLRTM', 'USNYC'],
  ['BEANR', 'ZADUR'],
  ['ESVLC', 'USHOU'],
  ['CNSHA', 'DEHAM'],
  ['ITGOA', 'USSAV'],
] as const;

async function seedRequests(database: Database) {
  const clientIds = (await database.db.select({ id: clients.id }).from(clients)).map((c) => c.id);
  const userIds = (await database.db.select({ id: users.id }).from(users)).map((u) => u.id);
  const staffIds = (
    await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.role} is not null`)
  ).map((u) => u.id);
  const random = mulberry32(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const start = new Date('2025-01-01T00:00:00Z');
  for (let offset = 0; offset < REQUESTS; offset += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, REQUESTS - offset) }, (_, i) => {
      const n = offset + i + 1;
      const [origin, destination] = pick(LANES);
      const status = pick([10, 10, 20, 20, 20, 30, 30, 40]);
      const at = addMinutes(start, n * 7);
      return {
        id: `req-2099${String(1 + (n % 12)).padStart(2, '0')}${String(n).padStart(6, '0')}`,
        clientId: pick(clientIds),
        createdById: pick(userIds),
        createdByName: 'Bench User',
        statusCode: status,
        hold: status <= REQUEST_STATUS.inProgress && random() < 0.1,
        agentId: status === REQUEST_STATUS.requested ? null : pick(staffIds),
        carrierId: pick(CARRIERS).id,
        originId: origin,
        destinationId: destination,
        vessel: `BENCH VESSEL ${n % 50}`,
        voyage: `${n % 99}W`,
        customerReference: `PO-${n}`,
        itinerary: {
          portOfLoading: {
            port: { id: origin, name: origin, countryCode: origin.slice(0, 2) },
            terminal: null,
            vessel: null,
            voyage: null,
            arrival: null,
            departure: null,
            utcOffsetMinutes: null,
          },
          transshipments: [],
          closings: [],
          portOfDischarge: {
            port: { id: destination, name: destination, countryCode: destination.slice(0, 2) },
            terminal: null,
            vessel: null,
            voyage: null,
            arrival: null,
            departure: null,
            utcOffsetMinutes: null,
          },
        },
        containers: [],
        initialRequest: {},
        createdAt: at,
        updatedAt: at,
      };
    });
    await database.db.insert(bookingRequests).values(rows).onConflictDoNothing();
  }
}

async function run(name: string, database: Database): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, { demo: true, scale: 1 });
  const t0 = performance.now();
  await seedRequests(database);
  const seedMs = performance.now() - t0;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database });
  await app.ready();
  const link = await createLoginLink(app.ctx, DEMO_USERS.superadmin.emailAddress);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/session/sign-in',
    payload: { token: new URL(link).searchParams.get('logIn') },
  });
  const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
  const [{ n } = { n: 0 }] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingRequests);
  console.log(`\n${name}: ${n} booking requests (inserted in ${(seedMs / 1000).toFixed(1)} s)`);

  const random = mulberry32(99);
  const views: [string, () => string][] = [
    ['requests tab, page 1', () => '/api/booking-requests?tab=requests&perPage=25'],
    ['requests tab, page 50', () => '/api/booking-requests?tab=requests&perPage=25&page=50'],
    ['archived tab, page 50', () => '/api/booking-requests?tab=archived-requests&perPage=50&page=50'],
    [
      'carrier filter',
      () =>
        `/api/booking-requests?tab=requests&carrier=${CARRIERS[Math.floor(random() * CARRIERS.length)]!.id}`,
    ],
    ['assignee unassigned', () => '/api/booking-requests?tab=requests&assignee=none'],
    [
      'customer ref search',
      () =>
        `/api/booking-requests?tab=requests&field=customerReference&q=po-${Math.floor(random() * 99_999)}`,
    ],
    ['free search', () => `/api/booking-requests?tab=requests&q=vessel%20${Math.floor(random() * 50)}`],
    ['badge counts', () => '/api/booking-requests/counts'],
  ];
  for (const [label, url] of views) {
    for (let i = 0; i < 10; i++) await app.inject({ method: 'GET', url: url(), headers: { cookie } });
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const s = performance.now();
      const response = await app.inject({ method: 'GET', url: url(), headers: { cookie } });
      samples.push(performance.now() - s);
      if (response.statusCode !== 200)
        throw new Error(`${url()} answered ${response.statusCode}: ${response.body}`);
    }
    console.log(latencyLine(label, samples));
  }
  await app.close();
  await database.close();
}

await onEachDatabase(run);

/**
 * Quote benchmark (issue 4): POST /api/quotes/create over a few hundred random requests on a rate table of more
 * than 100,000 rates (the demo seed plus generated rates of the twelve carriers), through Fastify inject, on the
 * embedded database and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names an empty PostgreSQL database, on
 * that server too. `npm run bench:quotes`; `bash .ci/with-postgres.sh npm run bench:quotes` adds the server run.
 */
import { addMonths, endOfMonth, format, startOfMonth } from 'date-fns';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CARRIERS, teuOf, TERMS_AND_CONDITIONS, type TCostLine } from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { createLoginLink } from '../src/modules/session/service.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/client.ts';
import { commodityTypes, rates } from '../src/platform/db/schema/index.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { DEMO_RATE_TYPES } from '../src/seed/quotes/demo-rates.ts';
import { DEMO_SERVICES } from '../src/seed/schedules/services.ts';
import { latencyLine as line, mulberry32, onEachDatabase, percentile } from './lib.ts';

const LANES_PER_CARRIER = 220;
const REQUESTS = 300;
const WARM_UP = 20;
/** Rows per INSERT: about 15 parameters each, well under PostgreSQL's limit of 65,535. */
const INSERT_CHUNK = 1000;

/** Cost lines shaped like the demo's (eight to nine lines in two currencies, one included charge). */
function costLines(typeId: string, random: () => number): TCostLine[] {
  const teu = teuOf(typeId);
  const base = Math.round((600 + random() * 2400) / 5) * 5;
  const lines: Omit<TCostLine, 'pos'>[] = [
    {
      description: 'Seafreight',
      currency: 'USD',
      value: base * teu,
      unit: 'CTR',
      remark: null,
      remarkRef: null,
    },
    {
      description: 'BAF',
      currency: 'USD',
      value: 180 * teu,
      unit: 'CTR',
      remark: 'Floating',
      remarkRef: '1',
    },
    { description: 'LSS', currency: 'USD', value: 40 * teu, unit: 'CTR', remark: null, remarkRef: null },
    {
      description: 'EU ETS Surcharge',
      currency: 'EUR',
      value: 18 * teu,
      unit: 'CTR',
      remark: null,
      remarkRef: null,
    },
    { description: 'ISPS Surcharge', currency: 'EUR', value: 15, unit: 'CTR', remark: null, remarkRef: null },
    {
      description: 'Terminal Handling Charge Origin',
      currency: 'EUR',
      value: 245,
      unit: 'CTR',
      remark: null,
      remarkRef: null,
    },
    {
      description: 'Documentation Fee',
      currency: 'EUR',
      value: 65,
      unit: 'BL',
      remark: null,
      remarkRef: null,
    },
    {
      description: 'Seal Fee',
      currency: 'incl.',
      value: null,
      unit: 'CTR',
      remark: 'Included in the THC',
      remarkRef: null,
    },
  ];
  return lines.map((l, i) => ({ ...l, pos: i + 1 }));
}

interface Lane {
  carrierId: string;
  originId: string;
  destinationId: string;
}

/**
 * Rates of every carrier on LANES_PER_CARRIER random port pairs among the demo services' ports, for each demo
 * container type, in monthly periods from last month to three months ahead; inserted many rows per statement.
 */
async function seedBenchRates(database: Database, anchor: Date): Promise<Lane[]> {
  const random = mulberry32(7);
  const portIds = [...new Set(DEMO_SERVICES.flatMap((s) => s.rotation.map(([p]) => p)))].sort();
  const months = [-1, 0, 1, 2, 3].map((m) => startOfMonth(addMonths(anchor, m)));
  const lanes: Lane[] = [];
  for (const { id: carrierId } of CARRIERS) {
    const chosen = new Set<string>();
    while (chosen.size < LANES_PER_CARRIER) {
      const o = portIds[Math.floor(random() * portIds.length)]!;
      const d = portIds[Math.floor(random() * portIds.length)]!;
      if (o.slice(0, 2) !== d.slice(0, 2)) chosen.add(`${o}-${d}`);
    }
    for (const pair of chosen) {
      const [originId, destinationId] = pair.split('-') as [string, string];
      lanes.push({ carrierId, originId, destinationId });
    }
  }
  const terms = [
    {
      label: TERMS_AND_CONDITIONS,
      value: 'Carrier terms apply',
      detail: null,
      url: 'https://www.example.com/terms',
    },
    { label: 'Payment', value: 'Prepaid', detail: null, url: null },
  ];
  let batch: (typeof rates.$inferInsert)[] = [];
  const flush = async () => {
    if (batch.length > 0) await database.db.insert(rates).values(batch).onConflictDoNothing();
    batch = [];
  };
  for (const lane of lanes) {
    for (const month of months) {
      for (const containerTypeId of DEMO_RATE_TYPES) {
        batch.push({
          ...lane,
          containerTypeId,
          validFrom: format(month, 'yyyy-MM-dd'),
          validTo: format(endOfMonth(month), 'yyyy-MM-dd'),
          costLines: costLines(containerTypeId, random),
          costRemarks: [{ remarkRef: '1', remarkText: 'BAF follows the carrier tariff valid at shipment.' }],
          terms,
          remarks: [{ title: 'Remarks', label: 'Cargo', text: 'General cargo, non-hazardous, in-gauge.' }],
          serviceDetails: {
            frequency: 'Weekly',
            routing: `${lane.originId} - ${lane.destinationId}`,
            transitDays: 20,
          },
        });
        if (batch.length >= INSERT_CHUNK) await flush();
      }
    }
  }
  await flush();
  return lanes;
}

/** Statements sent to a PostgreSQL server (node-postgres sends every one through Client.query). */
let queries = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  queries++;
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

async function run(name: string, database: Database): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  const anchor = new Date();
  const t0 = performance.now();
  const lanes = await seedBenchRates(database, anchor);
  const seedMs = performance.now() - t0;
  await database.db.execute(sql`analyze rates`);
  const [{ n: rateCount } = { n: 0 }] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(rates);

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database });
  await app.ready();
  const link = await createLoginLink(app.ctx, DEMO_USERS.customerA1.emailAddress, '/');
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/session/sign-in',
    payload: { token: new URL(link).searchParams.get('logIn') },
  });
  const cookie = signIn.headers['set-cookie'];
  const headers = { cookie: Array.isArray(cookie) ? cookie.join('; ') : String(cookie) };
  const [{ id: commodity } = { id: '' }] = await database.db
    .select({ id: commodityTypes.id })
    .from(commodityTypes)
    .limit(1);

  // Requests on lanes with rates, for a day from today to two months ahead, for one to three distinct types.
  const random = mulberry32(42);
  const today = new Date(`${format(anchor, 'yyyy-MM-dd')}T00:00:00Z`).getTime();
  const requests = Array.from({ length: REQUESTS + WARM_UP }, () => {
    const lane = lanes[Math.floor(random() * lanes.length)]!;
    const types = [...DEMO_RATE_TYPES].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 3));
    return {
      origin: lane.originId,
      destination: lane.destinationId,
      date: new Date(today + Math.floor(random() * 61) * 86_400_000).toISOString().slice(0, 10),
      weeks: 4,
      containers: types.map((type) => ({
        type,
        commodity,
        location: null,
        quantity: 1 + Math.floor(random() * 3),
      })),
    };
  });

  // The floor under every statement: one round trip to the database.
  const roundTrips: number[] = [];
  for (let i = 0; i < 200; i++) {
    const s = performance.now();
    await database.db.execute(sql`select 1`);
    roundTrips.push(performance.now() - s);
  }

  const found: number[] = [];
  const empty: number[] = [];
  // CPU time of this process per request: with the embedded database it includes the database's work, and it
  // does not grow when other programs compete for the cores (wall time does).
  const cpu: number[] = [];
  const statements: number[] = [];
  let quotes = 0;
  for (const [i, payload] of requests.entries()) {
    const s = performance.now();
    const c = process.cpuUsage();
    const before = queries;
    const response = await app.inject({ method: 'POST', url: '/api/quotes/create', headers, payload });
    const ms = performance.now() - s;
    const used = process.cpuUsage(c);
    if (response.statusCode !== 201 && response.statusCode !== 200)
      throw new Error(`POST /api/quotes/create answered ${response.statusCode}: ${response.body}`);
    if (i < WARM_UP) continue;
    cpu.push((used.user + used.system) / 1000);
    statements.push(queries - before);
    const answer = response.json() as { groupId: number | null; quoteCount: number };
    quotes += answer.quoteCount;
    (answer.groupId === null ? empty : found).push(ms);
  }

  const sample = requests[WARM_UP]!;
  // Both drivers answer { rows }; the shared Db type does not say so.
  const plan = (await database.db.execute(sql`explain analyze select * from rates
    where origin_id = ${sample.origin} and destination_id = ${sample.destination}
      and container_type_id in (${sql.join(
        sample.containers.map((c) => sql`${c.type}`),
        sql`, `,
      )})
      and valid_from <= ${sample.date} and valid_to >= ${sample.date}`)) as unknown as {
    rows: Record<string, string>[];
  };

  console.log(
    `\n${name}: ${rateCount.toLocaleString('en-US')} rates (bench rates inserted in ${seedMs.toFixed(0)} ms)`,
  );
  console.log(`${REQUESTS} requests on ${lanes.length} lanes, 1-3 cargo lines, ${quotes} quotes made`);
  console.log(line('all requests', [...found, ...empty]));
  console.log(line('with quotes (201)', found));
  console.log(line('no rate for every type (200)', empty));
  console.log(line('CPU time of this process', cpu));
  console.log(line('one round trip (select 1)', roundTrips));
  if (database.kind === 'postgres') {
    const sorted = [...statements].sort((a, b) => a - b);
    console.log(
      `statements per request (incl. session, transactions, notify): p50 ${percentile(sorted, 50)}`,
    );
  }
  console.log('rates query plan:');
  for (const row of plan.rows) console.log(`  ${Object.values(row)[0]}`);
  await app.close();
  await database.close();
}

await onEachDatabase(run);

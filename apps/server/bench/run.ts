/**
 * Benchmarks of the platform: cold creation of the embedded database (migrate + seed) on its thread as a started
 * server has it, the start of the server as `npm start` runs it on that database (to /api/health), reopening the
 * database, and the latency of hot API paths through Fastify inject on PGlite. Prints one line per figure;
 * `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { openPgliteThread } from '../src/platform/db/client.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { benchCollaboration } from './collaboration.ts';
import { startServer, stopServer } from './server-process.ts';

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const result = await fn();
  return [result, performance.now() - t0];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(label: string, n: number, fn: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 20; i++) await fn();
  const samples: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await fn();
    samples.push(performance.now() - s);
  }
  const total = performance.now() - t0;
  samples.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(38)} ${(n / (total / 1000)).toFixed(0).padStart(6)} req/s  p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms`,
  );
}

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
try {
  const [database, createMs] = await time(() => openPgliteThread({ dataDir: join(dir, 'pgdata') }));
  const [, migrateMs] = await time(() => database.migrate());
  const [, seedMs] = await time(() => seedDatabase(database.db, { demo: true, activity: true }));
  console.log(
    `embedded database: create ${createMs.toFixed(0)} ms, migrate ${migrateMs.toFixed(0)} ms, seed ${seedMs.toFixed(0)} ms`,
  );
  await database.close();

  // A second start: the compiled server (built first if its sources changed, as npm start does) on this database.
  const [server, startMs] = await time(() => startServer({ DATA_DIR: dir }));
  await stopServer(server.child);
  console.log(`server start on an existing database, to /api/health: ${startMs.toFixed(0)} ms`);

  const [reopened, reopenMs] = await time(() => openPgliteThread({ dataDir: join(dir, 'pgdata') }));
  const [, remigrateMs] = await time(() => reopened.migrate());
  console.log(
    `embedded database: reopen ${reopenMs.toFixed(0)} ms, migrations check ${remigrateMs.toFixed(0)} ms`,
  );

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dir });
  const [app, buildMs] = await time(async () => {
    const a = await buildApp({ config, database: reopened });
    await a.ready();
    return a;
  });
  console.log(`app build + ready ${buildMs.toFixed(0)} ms`);

  await measure('GET /api/health', 500, () => app.inject({ method: 'GET', url: '/api/health' }));
  await measure('GET /api/session (anonymous)', 500, () =>
    app.inject({ method: 'GET', url: '/api/session' }),
  );

  // A signed-in customer: request a token the way the browser does, read it from the outbox, sign in.
  const { createLoginLink } = await import('../src/modules/session/service.ts');
  const link = await createLoginLink(app.ctx, DEMO_USERS.customerA1.emailAddress, '/');
  const token = new URL(link).searchParams.get('logIn');
  const signIn = await app.inject({ method: 'POST', url: '/api/session/sign-in', payload: { token } });
  const cookie = signIn.headers['set-cookie'];
  const headers = { cookie: Array.isArray(cookie) ? cookie.join('; ') : String(cookie) };
  await measure('GET /api/session (customer)', 500, () =>
    app.inject({ method: 'GET', url: '/api/session', headers }),
  );
  await measure('GET /api/profile (customer)', 500, () =>
    app.inject({ method: 'GET', url: '/api/profile', headers }),
  );
  await measure('GET /api/clients (customer)', 500, () =>
    app.inject({ method: 'GET', url: '/api/clients', headers }),
  );

  // My Day of the operations member on the demo data (the 100,000-task backlog: npm run bench:my-day).
  const opsLink = await createLoginLink(app.ctx, DEMO_USERS.operations.emailAddress, '/');
  const opsIn = await app.inject({
    method: 'POST',
    url: '/api/session/sign-in',
    payload: { token: new URL(opsLink).searchParams.get('logIn') },
  });
  const opsCookie = opsIn.headers['set-cookie'];
  const ops = { cookie: Array.isArray(opsCookie) ? opsCookie.join('; ') : String(opsCookie) };
  await measure('GET /api/tasks (operations, demo)', 200, () =>
    app.inject({ method: 'GET', url: '/api/tasks', headers: ops }),
  );

  const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await measure('GET /api/routes DEHAM-BRSSZ (direct)', 100, () =>
    app.inject({ method: 'GET', url: `/api/routes?origin=DEHAM&destination=BRSSZ&weeks=4&date=${day}` }),
  );
  await measure('GET /api/routes FIHEL-BRSSZ (transship)', 100, () =>
    app.inject({ method: 'GET', url: `/api/routes?origin=FIHEL&destination=BRSSZ&weeks=4&date=${day}` }),
  );

  await benchCollaboration(app, reopened, measure, async (email) => {
    const token = new URL(await createLoginLink(app.ctx, email, '/')).searchParams.get('logIn');
    const answer = await app.inject({ method: 'POST', url: '/api/session/sign-in', payload: { token } });
    const set = answer.headers['set-cookie'];
    return { cookie: Array.isArray(set) ? set.join('; ') : String(set) };
  });

  await app.close();
  await reopened.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

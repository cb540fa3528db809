import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import { openPgliteThread, openPostgres, type Database } from '../src/platform/db/client.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A copy of the seeded template database of its own. On PGlite the template's data directory is loaded; with
 * TEST_DATABASE_URL (a PostgreSQL server, CI) the seeded database global setup left there is copied as a template
 * into a database of the file's own, dropped again on close: test files run side by side, and one file's writes
 * (a notification read, a job's hourly claim) must not change another's counts.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // On its own thread, as a started server has it (openDatabase), loaded from the template's dump.
    return openPgliteThread({ loadDataDir: inject('templateFile') });
  }
  const template = new URL(serverUrl);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  await adminQuery(admin.href, `create database "${name}" template "${template.pathname.slice(1)}"`);
  const copy = new URL(serverUrl);
  copy.pathname = `/${name}`;
  const database = openPostgres(copy.href);
  return {
    ...database,
    async close() {
      await database.close();
      // Not WITH (FORCE): a connection a test left open would die with an error nobody handles. Such a copy stays
      // on the throw-away server.
      await adminQuery(admin.href, `drop database if exists "${name}"`).catch(() => undefined);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh app on its own copy of the seeded template database (openTestDatabase). */
export async function buildTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

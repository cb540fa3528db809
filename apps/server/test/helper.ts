import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import { createPglite, openPglite, openPostgres, type Database } from '../src/platform/db/client.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh app on its own copy of the seeded template database. With TEST_DATABASE_URL set the API suite runs
 * against that PostgreSQL server instead (CI does this once); that database is migrated and seeded by
 * global setup and shared, so tests must not rely on being alone in it.
 */
export async function buildTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides });
  let database: Database;
  if (process.env.TEST_DATABASE_URL) {
    database = openPostgres(process.env.TEST_DATABASE_URL);
  } else {
    const file = inject('templateFile');
    const blob = new Blob([await readFile(file)]);
    database = openPglite(await createPglite({ loadDataDir: blob }));
  }
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

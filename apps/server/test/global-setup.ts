import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { sql } from 'drizzle-orm';
import { createPglite, openPglite, openPostgres } from '../src/platform/db/client.ts';
import { seedDatabase } from '../src/seed/index.ts';

/**
 * Creating a PGlite database costs seconds, so the run migrates and seeds one template once and every test
 * file loads a copy of its data directory (ARCHITECTURE.md, "Facts measured").
 */
export default async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    // A real server: start from an empty database, migrate and seed it once; test files share it.
    const server = openPostgres(process.env.TEST_DATABASE_URL);
    await server.db.execute(sql`drop schema if exists drizzle cascade`);
    await server.db.execute(sql`drop schema public cascade`);
    await server.db.execute(sql`create schema public`);
    await server.migrate();
    await seedDatabase(server.db, { demo: true });
    await server.close();
    project.provide('templateFile', '');
    return;
  }
  const pglite = await createPglite();
  const database = openPglite(pglite);
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  const dump = await pglite.dumpDataDir('none');
  const file = join(tmpdir(), `portal-test-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateFile', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string;
  }
}

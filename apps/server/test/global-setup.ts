import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, openPglite } from '../src/platform/db/client.ts';
import { seedDatabase } from '../src/seed/index.ts';

/**
 * Creating a PGlite database costs seconds, so the run migrates and seeds one template once and every test
 * file loads a copy of its data directory (ARCHITECTURE.md, "Facts measured").
 */
export default async function setup(project: TestProject): Promise<void> {
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

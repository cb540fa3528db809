import type { Db } from '../db/client.ts';
import { seedDatabase } from '../../seed/index.ts';
import { anyUserExists } from './first-start-repo.ts';

/** Seeds reference and demo data into a database that has no users yet; later starts skip it. */
export async function seedOnFirstStart(db: Db, demo: boolean): Promise<boolean> {
  if (await anyUserExists(db)) return false;
  await seedDatabase(db, { demo });
  return true;
}

import type { Db } from '../db/client.ts';
import type { FileStore } from '../files/index.ts';
import { seedDatabase } from '../../seed/index.ts';
import { anyUserExists } from './first-start-repo.ts';

/** Seeds reference and demo data into a database that has no users yet; later starts skip it. */
export async function seedOnFirstStart(
  db: Db,
  demo: boolean,
  businessTimeZone: string,
  files?: FileStore,
): Promise<boolean> {
  if (await anyUserExists(db)) return false;
  // The demo companies' quotes and requests too, so no list is empty on a first look.
  await seedDatabase(db, { demo, activity: demo, businessTimeZone, ...(files ? { files } : {}) });
  return true;
}

import type { Db } from '../db/client.ts';
import type { FileStore } from '../files/index.ts';
import { anyUserExists } from './first-start-repo.ts';

/** Seeds reference and demo data into a database that has no users yet; later starts skip it. */
export async function seedOnFirstStart(
  db: Db,
  demo: boolean,
  businessTimeZone: string,
  files?: FileStore,
): Promise<boolean> {
  if (await anyUserExists(db)) return false;
  // Loaded only now: the seed's code and data are most of a later start's imports otherwise.
  const { seedDatabase } = await import('../../seed/index.ts');
  // The demo companies' quotes and requests too, so no list is empty on a first look.
  await seedDatabase(db, { demo, activity: demo, businessTimeZone, ...(files ? { files } : {}) });
  return true;
}

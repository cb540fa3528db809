import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { seedDatabase } from '../../seed/index.ts';

/** Seeds reference and demo data into a database that has no users yet; later starts skip it. */
export async function seedOnFirstStart(db: Db, demo: boolean): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDatabase(db, { demo });
  return true;
}

import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** Whether anyone has an account yet. Asked before the seed, when no actor exists: it reads as the owner. */
export async function anyUserExists(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/** A round trip to the database and no table: the health check reads nobody's data, so it takes no actor. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

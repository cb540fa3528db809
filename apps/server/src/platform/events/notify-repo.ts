import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** NOTIFY outside any transaction: the caller publishes after its own transaction committed. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

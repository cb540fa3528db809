import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { users } from '../platform/db/schema/index.ts';
import { DEMO_USERS } from './demo-users.ts';

/** The demo users as the database has them (id, lower-cased e-mail, name), for the seeds that name them. */
export async function demoPeople(db: DbOrTx) {
  return db
    .select({
      id: users.id,
      email: sql<string>`lower(${users.emailAddress})`,
      first: users.firstName,
      last: users.lastName,
    })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.emailAddress})`,
        Object.values(DEMO_USERS).map((u) => u.emailAddress.toLowerCase()),
      ),
    );
}

import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { clientScope } from '../../platform/db/tenant.ts';

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  emailAddress: users.emailAddress,
  clientId: users.clientId,
  role: users.role,
  isAdmin: users.isAdmin,
};

/** Active users sorted by first name; a customer sees only its own company's (spec 001 §6). */
export async function listUsers(db: DbOrTx, actor: Actor) {
  return db
    .select(columns)
    .from(users)
    .where(and(eq(users.archived, false), clientScope(actor, users.clientId)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function findUser(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), clientScope(actor, users.clientId)));
  return row ?? null;
}

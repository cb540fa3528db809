import { and, asc, eq, type SQL } from 'drizzle-orm';
import { actorIsStaff, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  emailAddress: users.emailAddress,
  clientId: users.clientId,
  role: users.role,
  isAdmin: users.isAdmin,
};

/** Staff see every user; a customer only the users of its own client (spec 001 §6). */
function scope(actor: Actor): SQL | undefined {
  if (actorIsStaff(actor)) return undefined;
  return actor.kind === 'user' && actor.clientId
    ? eq(users.clientId, actor.clientId)
    : eq(users.id, '00000000-0000-0000-0000-000000000000');
}

/** Active users sorted by first name. */
export async function listUsers(db: DbOrTx, actor: Actor) {
  return db
    .select(columns)
    .from(users)
    .where(and(eq(users.archived, false), scope(actor)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function findUser(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), scope(actor)));
  return row ?? null;
}

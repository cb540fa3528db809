import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
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

/** An active staff member (role or admin flag, not archived), e.g. to become an agent or assignee. */
export async function findActiveStaff(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(eq(users.id, id), eq(users.archived, false), or(eq(users.isAdmin, true), isNotNull(users.role))),
    );
  return row ?? null;
}

/** 'First Last' as activity entries and records show who did something. */
export async function userDisplayName(db: DbOrTx, id: string): Promise<string> {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row ? `${row.first} ${row.last}` : 'Unknown user';
}

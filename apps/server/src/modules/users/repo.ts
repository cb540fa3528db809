import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { carriersAllowedTo, isStaff, type Actor, type TDirectoryUser } from '@portal/domain';
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
  carriers: users.carriers,
};

/** A directory row: staff carry the carriers they may open; a customer's colleagues carry none. */
const toDirectoryUser = ({
  carriers,
  ...user
}: { carriers: string[] | null } & Omit<TDirectoryUser, 'allowedCarriers'>) => ({
  ...user,
  allowedCarriers: isStaff(user) ? carriersAllowedTo({ ...user, carriers, isStaff: true }) : null,
});

/** Active users sorted by first name; a customer sees only its own company's (spec 001 §6). */
export async function listUsers(db: DbOrTx, actor: Actor): Promise<TDirectoryUser[]> {
  const rows = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.archived, false), clientScope(actor, users.clientId)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map(toDirectoryUser);
}

export async function findUser(db: DbOrTx, actor: Actor, id: string): Promise<TDirectoryUser | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), clientScope(actor, users.clientId)));
  return row ? toDirectoryUser(row) : null;
}

/**
 * Active staff members (role or admin flag, not archived) among the given ids, or all of them: who may become an
 * agent, an assignee or be mentioned, with what decides the records they may open (domain mayOpenRecord). Staff
 * are no tenant's data.
 */
export async function activeStaff(db: DbOrTx, ids: readonly string[] | 'all') {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      clientId: users.clientId,
      role: users.role,
      isAdmin: users.isAdmin,
      carriers: users.carriers,
    })
    .from(users)
    .where(
      and(
        ids === 'all' ? undefined : inArray(users.id, [...ids]),
        eq(users.archived, false),
        or(eq(users.isAdmin, true), isNotNull(users.role)),
      ),
    );
  return rows.map((row) => ({
    ...row,
    isStaff: true,
    allowedCarriers: carriersAllowedTo({ ...row, isStaff: true }),
  }));
}

/** One active staff member, e.g. to become an agent or assignee (domain assigneeRefusal). */
export async function findActiveStaff(db: DbOrTx, id: string) {
  return (await activeStaff(db, [id]))[0] ?? null;
}

/** 'First Last' as activity entries and records show who did something. */
export async function userDisplayName(db: DbOrTx, id: string): Promise<string> {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row ? `${row.first} ${row.last}` : 'Unknown user';
}

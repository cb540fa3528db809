import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffRole, TAdminUser } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';

/** Staff rows are no tenant's data; Team Management is superadmin-only (the routes' access). */

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  emailAddress: users.emailAddress,
  role: users.role,
  isAdmin: users.isAdmin,
  carriers: users.carriers,
  isRedirectionActive: users.isRedirectionActive,
  redirectedAdminId: users.redirectedAdminId,
  lastSession: users.lastSession,
  version: users.version,
};

type Row = Omit<TAdminUser, 'lastSession'> & { lastSession: Date | null };

const toAdmin = (row: Row): TAdminUser => ({ ...row, lastSession: row.lastSession?.toISOString() ?? null });

/** Spec 002 §3 "Staff lists exclude archived users and sort by first name": the admins. */
export async function listAdmins(db: DbOrTx): Promise<TAdminUser[]> {
  const rows = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.archived, false)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(toAdmin);
}

/** One active user in the admin table's shape, with what decides eligibility; locked for a save. */
export async function findUserForUpdate(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...columns, clientId: users.clientId })
    .from(users)
    .where(and(eq(users.id, id), eq(users.archived, false)))
    .for('update');
  if (!row) return undefined;
  const { clientId, ...admin } = row;
  return { admin: toAdmin(admin), clientId };
}

export async function findAdmin(db: DbOrTx, id: string): Promise<TAdminUser | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return row ? toAdmin(row) : undefined;
}

const bump = { version: sql`${users.version} + 1`, updatedAt: sql`now()` };

export async function setAdmin(db: DbOrTx, id: string, admin: { isAdmin: boolean; role: StaffRole | null }) {
  await db
    .update(users)
    .set({ ...admin, ...bump })
    .where(eq(users.id, id));
}

export async function setAdminSettings(
  db: DbOrTx,
  id: string,
  settings: { carriers: string[] | null; isRedirectionActive: boolean; redirectedAdminId: string | null },
) {
  await db
    .update(users)
    .set({ ...settings, ...bump })
    .where(eq(users.id, id));
}

/** The given ids that are active admins (who may receive another user's notifications). */
export async function activeAdminIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isAdmin, true), eq(users.archived, false)));
  return new Set(rows.map((r) => r.id));
}

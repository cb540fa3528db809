import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carriers, clients, sessions, users } from '../../platform/db/schema/index.ts';

/**
 * The Clients tab's queries (issue 21 part 3). Companies and accounts are the superadmin's to keep, so these read
 * every company and user, archived ones too; the routes admit superadmins only and run in their transactions.
 */

export type ClientRow = typeof clients.$inferSelect;
export type AccountRow = typeof users.$inferSelect;

export async function listClientsWithUsers(db: DbOrTx) {
  const active = db
    .select({ clientId: users.clientId, n: count().as('n') })
    .from(users)
    .where(eq(users.archived, false))
    .groupBy(users.clientId)
    .as('active');
  return db
    .select({ client: clients, activeUsers: sql<number>`coalesce(${active.n}, 0)::int` })
    .from(clients)
    .leftJoin(active, eq(active.clientId, clients.id))
    .orderBy(asc(clients.archived), asc(clients.name));
}

export async function lockClient(db: DbOrTx, id: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).for('update');
  return row;
}

export async function countActiveUsers(db: DbOrTx, clientId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.archived, false)));
  return row?.n ?? 0;
}

export async function clientWithErpId(db: DbOrTx, erpClientId: string) {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.erpClientId, erpClientId));
  return row;
}

export async function insertClient(db: DbOrTx, values: typeof clients.$inferInsert): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  return row!;
}

export async function updateClient(
  db: DbOrTx,
  id: string,
  values: Partial<typeof clients.$inferInsert>,
): Promise<ClientRow> {
  const [row] = await db
    .update(clients)
    .set({ ...values, version: sql`${clients.version} + 1`, updatedAt: new Date() })
    .where(eq(clients.id, id))
    .returning();
  return row!;
}

/** One company's accounts, or the staff's (no company), archived ones too, by first name. */
export async function listAccounts(db: DbOrTx, clientId: string | null): Promise<AccountRow[]> {
  return db
    .select()
    .from(users)
    .where(clientId ? eq(users.clientId, clientId) : isNull(users.clientId))
    .orderBy(asc(users.archived), asc(users.firstName), asc(users.lastName));
}

export async function lockAccount(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Who has an address already, case-insensitively (the unique index is on lower(email_address)). */
export async function accountWithEmail(db: DbOrTx, emailAddress: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.emailAddress}) = lower(${emailAddress})`);
  return row;
}

export async function accountWithErpId(db: DbOrTx, erpUserId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.erpUserId, erpUserId));
  return row;
}

export async function insertAccount(db: DbOrTx, values: typeof users.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateAccount(
  db: DbOrTx,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<AccountRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** An archived person's (or company's people's) sessions end at once. */
export async function deleteSessionsOf(db: DbOrTx, userIds: string[]): Promise<void> {
  for (const id of userIds) await db.delete(sessions).where(eq(sessions.userId, id));
}

export async function userIdsOfClient(db: DbOrTx, clientId: string): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.clientId, clientId));
  return rows.map((r) => r.id);
}

export async function knownCarrierIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: carriers.id }).from(carriers);
  return rows.map((r) => r.id);
}

import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carriers, taskReassignmentRules, users } from '../../platform/db/schema/index.ts';

/**
 * Reassignment rules are the forwarder's own staff data (no client's rows); the routes let superadmins only. Listed
 * by the user's first name, then carrier, as the staff lists sort people.
 */
const r = taskReassignmentRules;

export async function listRules(db: DbOrTx) {
  return db
    .select({ rule: r })
    .from(r)
    .innerJoin(users, eq(users.id, r.fromUserId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(r.carrierId), asc(r.id))
    .then((rows) => rows.map((row) => row.rule));
}

export async function ruleForUpdate(db: DbOrTx, id: string) {
  const [row] = await db.select().from(r).where(eq(r.id, id)).for('update');
  return row;
}

export async function ruleOf(db: DbOrTx, fromUserId: string, carrierId: string) {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.fromUserId, fromUserId), eq(r.carrierId, carrierId)));
  return row;
}

/** Inserts unless the user already has a rule for the carrier (the unique key); undefined then. */
export async function insertRule(
  db: DbOrTx,
  values: { fromUserId: string; carrierId: string; toUserId: string },
) {
  const [row] = await db.insert(r).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setTarget(db: DbOrTx, id: string, toUserId: string, version: number) {
  const [row] = await db
    .update(r)
    .set({ toUserId, version: version + 1 })
    .where(eq(r.id, id))
    .returning();
  return row!;
}

export async function deleteRule(db: DbOrTx, id: string) {
  await db.delete(r).where(eq(r.id, id));
}

/** The people a rule may name: staff (no client), not archived. */
export async function staffUser(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      clientId: users.clientId,
      archived: users.archived,
      role: users.role,
      isAdmin: users.isAdmin,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function carrierExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, id));
  return row !== undefined;
}

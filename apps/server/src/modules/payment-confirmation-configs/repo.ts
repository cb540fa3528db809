import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carriers, clients, paymentConfirmationConfigs, ports } from '../../platform/db/schema/index.ts';

/**
 * Payment-confirmation settings are staff configuration (no client's data; the routes let superadmins only). Listed
 * by type, newest first (spec 002 §7 "query by type ordered by createdAt descending").
 */
const c = paymentConfirmationConfigs;
export type ConfigRow = typeof c.$inferSelect;
export type NewConfig = typeof c.$inferInsert;

export async function listConfigs(db: DbOrTx, type: ConfigRow['type']) {
  return db.select().from(c).where(eq(c.type, type)).orderBy(desc(c.createdAt), asc(c.id));
}

export async function configForUpdate(db: DbOrTx, id: string) {
  const [row] = await db.select().from(c).where(eq(c.id, id)).for('update');
  return row;
}

export async function insertConfig(db: DbOrTx, values: NewConfig) {
  const [row] = await db.insert(c).values(values).returning();
  return row!;
}

export async function updateConfig(db: DbOrTx, id: string, values: Partial<NewConfig>) {
  const [row] = await db.update(c).set(values).where(eq(c.id, id)).returning();
  return row!;
}

export async function deleteConfig(db: DbOrTx, id: string) {
  await db.delete(c).where(eq(c.id, id));
}

export async function carrierExists(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, id))).length > 0;
}

export async function portExists(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.select({ id: ports.id }).from(ports).where(eq(ports.id, id))).length > 0;
}

/** A client the settings may name: one that exists and is not archived. */
export async function clientExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.archived, false)));
  return rows.length > 0;
}

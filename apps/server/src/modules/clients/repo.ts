import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { clients } from '../../platform/db/schema/index.ts';
import { clientScope } from '../../platform/db/tenant.ts';

const columns = {
  id: clients.id,
  erpClientId: clients.erpClientId,
  name: clients.name,
  city: clients.city,
  countryCode: clients.countryCode,
};

/**
 * The companies a picker offers: staff every active one; a customer only its own, decided here so no caller can
 * forget it. An archived company leaves the pickers (its records keep their name); findClient still reads it.
 */
export async function listClients(db: DbOrTx, actor: Actor) {
  return db
    .select(columns)
    .from(clients)
    .where(and(eq(clients.archived, false), clientScope(actor, clients.id)))
    .orderBy(asc(clients.name));
}

export async function findClient(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db
    .select(columns)
    .from(clients)
    .where(and(eq(clients.id, id), clientScope(actor, clients.id)));
  return row ?? null;
}

/** Whether a client exists, whoever asks (staff naming the client they act for). */
export async function clientExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return !!row;
}

import { and, asc, eq, type SQL } from 'drizzle-orm';
import { actorIsStaff, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { clients } from '../../platform/db/schema/index.ts';

const columns = {
  id: clients.id,
  erpClientId: clients.erpClientId,
  name: clients.name,
  city: clients.city,
  countryCode: clients.countryCode,
};

/** Staff see every client; a customer only its own, decided here so no caller can forget it. */
function scope(actor: Actor): SQL | undefined {
  if (actorIsStaff(actor)) return undefined;
  return actor.kind === 'user' && actor.clientId
    ? eq(clients.id, actor.clientId)
    : eq(clients.id, '00000000-0000-0000-0000-000000000000');
}

export async function listClients(db: DbOrTx, actor: Actor) {
  return db.select(columns).from(clients).where(scope(actor)).orderBy(asc(clients.name));
}

export async function findClient(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db
    .select(columns)
    .from(clients)
    .where(and(eq(clients.id, id), scope(actor)));
  return row ?? null;
}

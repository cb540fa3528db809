import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carrierScope } from '../../platform/db/tenant.ts';
import { carriers, containerTypes, ports, specialOffers } from '../../platform/db/schema/index.ts';

const origin = alias(ports, 'origin');
const destination = alias(ports, 'destination');

function offersQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      offer: specialOffers,
      carrierName: carriers.displayName,
      carrierColor: carriers.color,
      typeLabel: containerTypes.label,
      originName: origin.name,
      originCountry: origin.countryCode,
      destinationName: destination.name,
      destinationCountry: destination.countryCode,
    })
    .from(specialOffers)
    .innerJoin(carriers, eq(carriers.id, specialOffers.carrierId))
    .innerJoin(containerTypes, eq(containerTypes.id, specialOffers.containerTypeId))
    .innerJoin(origin, eq(origin.id, specialOffers.originId))
    .innerJoin(destination, eq(destination.id, specialOffers.destinationId))
    .where(where)
    .orderBy(asc(specialOffers.validUntil));
}

export type OfferRow = Awaited<ReturnType<typeof offersQuery>>[number];

export function listLiveOffers(db: DbOrTx, now: Date) {
  return offersQuery(db, and(eq(specialOffers.retired, false), gt(specialOffers.validUntil, now)));
}

export function listAllOffers(db: DbOrTx) {
  return offersQuery(db, undefined);
}

export async function findOffer(db: DbOrTx, id: string) {
  const [row] = await offersQuery(db, eq(specialOffers.id, id));
  return row ?? null;
}

export async function insertOffer(db: DbOrTx, values: typeof specialOffers.$inferInsert) {
  const [row] = await db.insert(specialOffers).values(values).returning({ id: specialOffers.id });
  return row!.id;
}

/** Changes an offer of a carrier the actor may work on (carrierScope); answers whether one was changed. */
export async function updateOffer(
  db: DbOrTx,
  actor: Actor,
  id: string,
  values: Partial<typeof specialOffers.$inferInsert>,
) {
  const rows = await db
    .update(specialOffers)
    .set(values)
    .where(and(eq(specialOffers.id, id), carrierScope(actor, specialOffers.carrierId)))
    .returning({ id: specialOffers.id });
  return rows.length > 0;
}

export async function referencesExist(
  db: DbOrTx,
  ids: { carrierId: string; containerTypeId: string; originId: string; destinationId: string },
) {
  const [carrier] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, ids.carrierId));
  const [type] = await db
    .select({ id: containerTypes.id })
    .from(containerTypes)
    .where(eq(containerTypes.id, ids.containerTypeId));
  const [from] = await db.select({ id: ports.id }).from(ports).where(eq(ports.id, ids.originId));
  const [to] = await db.select({ id: ports.id }).from(ports).where(eq(ports.id, ids.destinationId));
  return { carrier: !!carrier, type: !!type, origin: !!from, destination: !!to };
}

import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carriers, services, vessels, voyages } from '../../platform/db/schema/index.ts';

export async function findCarrier(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: carriers.id, name: carriers.displayName, disabled: carriers.disabled })
    .from(carriers)
    .where(eq(carriers.id, id));
  return row ?? null;
}

/** The voyage a chosen sailing names, with the staff-only commission terms. */
export async function findVoyage(db: DbOrTx, carrierId: string, vesselName: string, voyageNumber: string) {
  const [row] = await db
    .select({ id: voyages.id, commission: voyages.commission })
    .from(voyages)
    .innerJoin(services, eq(services.id, voyages.serviceId))
    .innerJoin(vessels, eq(vessels.id, voyages.vesselId))
    .where(
      and(
        eq(services.carrierId, carrierId),
        eq(vessels.name, vesselName),
        eq(voyages.voyageNumber, voyageNumber),
      ),
    )
    .limit(1);
  return row ?? null;
}

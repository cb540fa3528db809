import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  carriers,
  clients,
  commodityTypes,
  containerTypes,
  pickupLocations,
  ports,
  services,
  vessels,
  voyages,
} from '../../platform/db/schema/index.ts';

/** Reference rows a submitted request names, looked up in one go per kind. */
export async function loadReferences(
  db: DbOrTx,
  ids: { ports: string[]; types: string[]; commodities: string[]; locations: string[] },
) {
  const [portRows, typeRows, commodityRows, locationRows] = await Promise.all([
    db
      .select({ id: ports.id, name: ports.name, countryCode: ports.countryCode })
      .from(ports)
      .where(inArray(ports.id, ids.ports)),
    ids.types.length
      ? db
          .select({
            id: containerTypes.id,
            label: containerTypes.label,
            description: containerTypes.description,
            couldBeOversize: containerTypes.couldBeOversize,
          })
          .from(containerTypes)
          .where(inArray(containerTypes.id, ids.types))
      : [],
    ids.commodities.length
      ? db.select().from(commodityTypes).where(inArray(commodityTypes.id, ids.commodities))
      : [],
    ids.locations.length
      ? db
          .select({
            id: pickupLocations.id,
            name: pickupLocations.name,
            street: pickupLocations.street,
            city: pickupLocations.city,
            zip: pickupLocations.zip,
            countryCode: pickupLocations.countryCode,
          })
          .from(pickupLocations)
          .where(inArray(pickupLocations.id, ids.locations))
      : [],
  ]);
  return {
    ports: new Map(portRows.map((r) => [r.id, r])),
    types: new Map(typeRows.map((r) => [r.id, r])),
    commodities: new Map(commodityRows.map((r) => [r.id, r])),
    locations: new Map(locationRows.map((r) => [r.id, r])),
  };
}

export async function findCarrier(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: carriers.id, name: carriers.displayName, disabled: carriers.disabled })
    .from(carriers)
    .where(eq(carriers.id, id));
  return row ?? null;
}

export async function clientExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return !!row;
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

import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  carriers,
  commodityTypes,
  containerTypes,
  countries,
  pickupLocations,
  ports,
} from '../../platform/db/schema/index.ts';

const portColumns = {
  id: ports.id,
  name: ports.name,
  city: ports.city,
  countryCode: ports.countryCode,
  countryName: countries.name,
};

/** Escapes LIKE wildcards so a typed '%' or '_' matches itself. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Ports whose code starts with the text or whose name or city contains it; exact code first, then code
 * prefix, then name, so typing 'DEHAM' or 'Hamburg' puts Hamburg on top.
 */
export async function searchPorts(db: DbOrTx, text: string, limit: number) {
  const q = likeText(text.trim());
  const code = q.toUpperCase();
  return db
    .select(portColumns)
    .from(ports)
    .innerJoin(countries, eq(countries.code, ports.countryCode))
    .where(
      q === ''
        ? undefined
        : or(ilike(ports.id, `${code}%`), ilike(ports.name, `%${q}%`), ilike(ports.city, `%${q}%`)),
    )
    .orderBy(
      sql`case when ${ports.id} = ${code} then 0 when ${ports.id} like ${`${code}%`} then 1 when ${ports.name} ilike ${`${q}%`} then 2 else 3 end`,
      asc(ports.name),
    )
    .limit(limit);
}

export async function findPort(db: DbOrTx, id: string) {
  const [row] = await db
    .select(portColumns)
    .from(ports)
    .innerJoin(countries, eq(countries.code, ports.countryCode))
    .where(eq(ports.id, id));
  return row ?? null;
}

export async function listCarriers(db: DbOrTx) {
  return db
    .select({
      id: carriers.id,
      name: carriers.name,
      displayName: carriers.displayName,
      color: carriers.color,
      disabled: carriers.disabled,
    })
    .from(carriers)
    .orderBy(asc(carriers.displayName));
}

export async function listContainerTypes(db: DbOrTx) {
  return db
    .select({
      id: containerTypes.id,
      label: containerTypes.label,
      description: containerTypes.description,
      couldBeOversize: containerTypes.couldBeOversize,
      shipperOwned: containerTypes.shipperOwned,
    })
    .from(containerTypes)
    .orderBy(asc(containerTypes.sortOrder), asc(containerTypes.id));
}

export async function listCommodityTypes(db: DbOrTx) {
  return db.select().from(commodityTypes).orderBy(asc(commodityTypes.name));
}

export async function listPickupLocations(db: DbOrTx) {
  return db
    .select()
    .from(pickupLocations)
    .orderBy(asc(pickupLocations.countryCode), asc(pickupLocations.city), asc(pickupLocations.name));
}

/** Reference rows a request (quote or booking) names, looked up in one go per kind, as maps by id. */
export async function loadReferences(
  db: DbOrTx,
  ids: { ports: string[]; types: string[]; commodities: string[]; locations: string[] },
) {
  // One after the other: callers pass their transaction, whose one connection runs one query at a time
  // (queries handed to it at once only queue up, and node-postgres deprecates that).
  const portRows = await db
    .select({ id: ports.id, name: ports.name, countryCode: ports.countryCode })
    .from(ports)
    .where(inArray(ports.id, ids.ports));
  const typeRows = ids.types.length
    ? await db
        .select({
          id: containerTypes.id,
          label: containerTypes.label,
          description: containerTypes.description,
          couldBeOversize: containerTypes.couldBeOversize,
        })
        .from(containerTypes)
        .where(inArray(containerTypes.id, ids.types))
    : [];
  const commodityRows = ids.commodities.length
    ? await db.select().from(commodityTypes).where(inArray(commodityTypes.id, ids.commodities))
    : [];
  const locationRows = ids.locations.length
    ? await db
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
    : [];
  return {
    ports: new Map(portRows.map((r) => [r.id, r])),
    types: new Map(typeRows.map((r) => [r.id, r])),
    commodities: new Map(commodityRows.map((r) => [r.id, r])),
    locations: new Map(locationRows.map((r) => [r.id, r])),
  };
}

import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actorIsStaff, type Actor, type BookingCategory } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bookings, clients, ports, vesselVoyages } from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';

/**
 * The one door to the vessel-voyage items (migration 0025 keeps them) and the bookings on them. Items are staff's:
 * a customer reads none whatever the route, and a carrier-restricted staff member reads only their carriers'
 * (carrierScope), items and bookings alike; row-level security repeats the first.
 */

function itemScope(actor: Actor): SQL | undefined {
  if (!actorIsStaff(actor)) return sql`false`;
  return carrierScope(actor, vesselVoyages.carrierId);
}

const pol = alias(ports, 'pol');
const pod = alias(ports, 'pod');

const itemColumns = {
  item: vesselVoyages,
  polName: pol.name,
  podName: pod.name,
};

export type VesselVoyageData = {
  item: typeof vesselVoyages.$inferSelect;
  polName: string | null;
  podName: string | null;
};

export interface VesselVoyageFilter {
  start: Date;
  end: Date;
  category?: BookingCategory;
  /** Undefined: every carrier the actor may see. */
  carriers?: string[];
}

/** The items whose ETS lies in [start, end), by ETS (the ETS index reads the range; the rest filter it). */
export async function listVesselVoyages(
  db: DbOrTx,
  actor: Actor,
  f: VesselVoyageFilter,
): Promise<VesselVoyageData[]> {
  return db
    .select(itemColumns)
    .from(vesselVoyages)
    .leftJoin(pol, eq(pol.id, vesselVoyages.polId))
    .leftJoin(pod, eq(pod.id, vesselVoyages.podId))
    .where(
      and(
        itemScope(actor),
        gte(vesselVoyages.ets, f.start),
        lt(vesselVoyages.ets, f.end),
        f.category ? eq(vesselVoyages.category, f.category) : undefined,
        f.carriers ? inArray(vesselVoyages.carrierId, f.carriers) : undefined,
      ),
    )
    .orderBy(asc(vesselVoyages.ets), asc(vesselVoyages.vessel), asc(vesselVoyages.voyage));
}

export async function findVesselVoyage(
  db: DbOrTx,
  actor: Actor,
  id: string,
): Promise<VesselVoyageData | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(vesselVoyages)
    .leftJoin(pol, eq(pol.id, vesselVoyages.polId))
    .leftJoin(pod, eq(pod.id, vesselVoyages.podId))
    .where(and(itemScope(actor), eq(vesselVoyages.id, id)));
  return row;
}

/** A voyage's bookings hardly ever pass this; the dialog lists the first ones by ETD. */
export const ITEM_BOOKINGS_CAP = 500;

/** The non-archived bookings of an item the actor may see (bookings_vessel_voyage_idx of migration 0023), by ETD. */
export async function itemBookings(db: DbOrTx, actor: Actor, item: VesselVoyageData['item']) {
  return db
    .select({
      id: bookings.id,
      clientName: clients.name,
      customerReference: bookings.customerReference,
      statusText: bookings.statusText,
      polId: bookings.polId,
      polName: pol.name,
      podId: bookings.podId,
      podName: pod.name,
      etd: bookings.etd,
      eta: bookings.eta,
      cargo: bookings.cargo,
    })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .leftJoin(pol, eq(pol.id, bookings.polId))
    .leftJoin(pod, eq(pod.id, bookings.podId))
    .where(
      and(
        actorIsStaff(actor) ? undefined : sql`false`,
        clientScope(actor, bookings.clientId),
        carrierScope(actor, bookings.carrierId),
        eq(bookings.carrierId, item.carrierId),
        eq(bookings.category, item.category),
        eq(bookings.vessel, item.vessel),
        eq(bookings.voyage, item.voyage),
        sql`not ${bookings.archived}`,
      ),
    )
    .orderBy(asc(bookings.etd), asc(bookings.id))
    .limit(ITEM_BOOKINGS_CAP);
}

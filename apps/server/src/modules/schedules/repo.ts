import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Voyage } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  carriers,
  clients,
  portCalls,
  ports,
  scheduleSearches,
  services,
  terminals,
  users,
  vessels,
  voyages,
} from '../../platform/db/schema/index.ts';

export interface VoyageDetails {
  serviceName: string;
  vesselCode: string | null;
  spaceInfo: string | null;
  spaceInfoColor: string | null;
  commission: typeof voyages.$inferSelect.commission;
  cutOffs: Map<string, typeof portCalls.$inferSelect.cutOffs>;
  utcOffsets: Map<string, number>;
}

/**
 * Voyages that sail between `from` and `to`, with their calls, as the route search reads them, plus what the
 * answer shows about each (service name, space, commission, closings per call).
 */
export async function loadVoyages(db: DbOrTx, from: Date, to: Date) {
  const rows = await db
    .select({
      voyage: voyages,
      call: portCalls,
      carrierId: services.carrierId,
      serviceName: services.name,
      vesselName: vessels.name,
      vesselImo: vessels.imo,
      vesselCode: vessels.code,
    })
    .from(voyages)
    .innerJoin(services, eq(services.id, voyages.serviceId))
    .innerJoin(vessels, eq(vessels.id, voyages.vesselId))
    .innerJoin(portCalls, eq(portCalls.voyageId, voyages.id))
    .where(and(gte(voyages.lastArrival, from), lte(voyages.firstDeparture, to)))
    .orderBy(asc(voyages.id), asc(portCalls.sequence));
  const byId = new Map<string, Voyage>();
  const details = new Map<string, VoyageDetails>();
  for (const r of rows) {
    let v = byId.get(r.voyage.id);
    if (!v) {
      v = {
        id: r.voyage.id,
        carrierId: r.carrierId,
        serviceCode: r.voyage.serviceId,
        vesselName: r.vesselName,
        vesselImo: r.vesselImo,
        voyageNumber: r.voyage.voyageNumber,
        calls: [],
      };
      byId.set(v.id, v);
      details.set(v.id, {
        serviceName: r.serviceName,
        vesselCode: r.vesselCode,
        spaceInfo: r.voyage.spaceInfo,
        spaceInfoColor: r.voyage.spaceInfoColor,
        commission: r.voyage.commission,
        cutOffs: new Map(),
        utcOffsets: new Map(),
      });
    }
    v.calls.push({
      portId: r.call.portId,
      terminalId: r.call.terminalId,
      arrival: r.call.arrival,
      departure: r.call.departure,
    });
    const d = details.get(v.id)!;
    d.cutOffs.set(`${r.call.portId}@${r.call.departure.getTime()}`, r.call.cutOffs);
    d.utcOffsets.set(`${r.call.portId}@${r.call.departure.getTime()}`, r.call.utcOffsetMinutes);
  }
  return { voyages: [...byId.values()], details };
}

export async function findPorts(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: ports.id, name: ports.name, city: ports.city, countryCode: ports.countryCode })
    .from(ports)
    .where(inArray(ports.id, ids));
}

export async function findTerminals(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: terminals.id, name: terminals.name })
    .from(terminals)
    .where(inArray(terminals.id, ids));
}

export async function carrierExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, id));
  return !!row;
}

/** The ERP ids the search log records for a signed-in user (alphacomId and alphacomClientId in the spec). */
export async function erpIdsOf(db: DbOrTx, userId: string, clientId: string | null) {
  // One round trip: the client is the one the actor acts for, not necessarily the user's own.
  const [row] = await db
    .select({ erpUserId: users.erpUserId, erpClientId: clients.erpClientId })
    .from(users)
    .leftJoin(clients, clientId ? eq(clients.id, clientId) : sql`false`)
    .where(eq(users.id, userId));
  return { erpUserId: row?.erpUserId ?? null, erpClientId: row?.erpClientId ?? null };
}

export async function logSearches(
  db: DbOrTx,
  entries: (typeof scheduleSearches.$inferInsert)[],
): Promise<void> {
  if (entries.length > 0) await db.insert(scheduleSearches).values(entries);
}

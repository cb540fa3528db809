import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  carriers,
  portCalls,
  ports,
  services,
  terminals,
  vessels,
  voyages,
} from '../../../platform/db/schema/index.ts';
import type { StoredCall } from './merge-calls.ts';
import type { PlannedTerminal, ReferenceData } from './plan.ts';

/** The ports a file names (with their zones), the terminals of those ports, and our carriers. */
export async function loadReference(db: DbOrTx, portIds: string[]): Promise<ReferenceData> {
  const portRows = portIds.length
    ? await db
        .select({ id: ports.id, timeZone: ports.timeZone })
        .from(ports)
        .where(inArray(ports.id, portIds))
    : [];
  const terminalRows = portIds.length
    ? await db.select({ id: terminals.id }).from(terminals).where(inArray(terminals.portId, portIds))
    : [];
  const carrierRows = await db.select({ id: carriers.id }).from(carriers);
  return {
    ports: new Map(portRows.map((p) => [p.id, { timeZone: p.timeZone }])),
    terminals: new Set(terminalRows.map((t) => t.id)),
    carriers: new Set(carrierRows.map((c) => c.id)),
  };
}

/** Inserts terminals not there yet; answers the ids it created. */
export async function insertTerminals(db: DbOrTx, rows: PlannedTerminal[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const created = await db
    .insert(terminals)
    .values(rows.map((t) => ({ ...t, address: null })))
    .onConflictDoNothing()
    .returning({ id: terminals.id });
  return created.map((t) => t.id);
}

export async function findServices(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(services).where(inArray(services.id, ids));
}

export async function insertService(db: DbOrTx, row: typeof services.$inferInsert): Promise<boolean> {
  const created = await db.insert(services).values(row).onConflictDoNothing().returning({ id: services.id });
  return created.length > 0;
}

export async function renameService(db: DbOrTx, id: string, name: string): Promise<void> {
  await db.update(services).set({ name }).where(eq(services.id, id));
}

export async function findVesselsByImo(db: DbOrTx, imos: string[]) {
  if (imos.length === 0) return [];
  return db.select().from(vessels).where(inArray(vessels.imo, imos));
}

/** Vessels without an IMO number (not yet nominated) are told apart by name only. */
export async function findVesselsWithoutImo(db: DbOrTx, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select()
    .from(vessels)
    .where(and(isNull(vessels.imo), inArray(vessels.name, names)));
}

export async function insertVessel(db: DbOrTx, row: typeof vessels.$inferInsert): Promise<string | null> {
  const [created] = await db.insert(vessels).values(row).onConflictDoNothing().returning({ id: vessels.id });
  return created?.id ?? null;
}

export async function updateVessel(
  db: DbOrTx,
  id: string,
  set: { name: string; code: string | null },
): Promise<void> {
  await db.update(vessels).set(set).where(eq(vessels.id, id));
}

/** The voyages of these services with these numbers, with their calls in order. */
export async function findVoyages(db: DbOrTx, serviceIds: string[], voyageNumbers: string[]) {
  if (serviceIds.length === 0) return [];
  const rows = await db
    .select()
    .from(voyages)
    .where(and(inArray(voyages.serviceId, serviceIds), inArray(voyages.voyageNumber, voyageNumbers)));
  const callRows = rows.length
    ? await db
        .select()
        .from(portCalls)
        .where(
          inArray(
            portCalls.voyageId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(portCalls.voyageId), asc(portCalls.sequence))
    : [];
  return rows.map((voyage) => ({
    ...voyage,
    calls: callRows
      .filter((c) => c.voyageId === voyage.id)
      .map((c): StoredCall => ({
        portId: c.portId,
        terminalId: c.terminalId,
        arrival: c.arrival,
        departure: c.departure,
        utcOffsetMinutes: c.utcOffsetMinutes,
        cutOffs: c.cutOffs,
      })),
  }));
}

function span(calls: readonly StoredCall[]) {
  return { firstDeparture: calls[0]!.departure, lastArrival: calls[calls.length - 1]!.arrival };
}

async function insertCalls(db: DbOrTx, voyageId: string, calls: readonly StoredCall[]): Promise<void> {
  await db.insert(portCalls).values(calls.map((c, sequence) => ({ voyageId, sequence, ...c })));
}

export async function insertVoyage(
  db: DbOrTx,
  row: { serviceId: string; voyageNumber: string; vesselId: string },
  calls: readonly StoredCall[],
): Promise<void> {
  const [created] = await db
    .insert(voyages)
    .values({ ...row, ...span(calls) })
    .returning({ id: voyages.id });
  await insertCalls(db, created!.id, calls);
}

/** Sets the vessel and the span of the calls; the stored calls are replaced only when asked. */
export async function updateVoyage(
  db: DbOrTx,
  id: string,
  vesselId: string,
  calls: readonly StoredCall[],
  replaceCalls: boolean,
): Promise<void> {
  await db
    .update(voyages)
    .set({ vesselId, ...span(calls) })
    .where(eq(voyages.id, id));
  if (!replaceCalls) return;
  await db.delete(portCalls).where(eq(portCalls.voyageId, id));
  await insertCalls(db, id, calls);
}

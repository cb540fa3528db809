import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { portCalls, ports, services, terminals, vessels, voyages } from '../../platform/db/schema/index.ts';
import { chunk } from '../csv.ts';
import { generateDemoSchedules, imoFor } from './generate.ts';
import { portOffsetMinutes } from '../../modules/schedules/dcsa/local-time.ts';
import { DEMO_SERVICES } from './services.ts';

/** Inserts the demo services, vessels, voyages and port calls; existing voyages are left as they are. */
export async function seedSchedules(
  db: DbOrTx,
  anchor: Date,
): Promise<{ services: number; voyages: number; portCalls: number }> {
  const portIds = [...new Set(DEMO_SERVICES.flatMap((s) => s.rotation.map(([p]) => p)))];
  const portRows = await db
    .select({ id: ports.id, timeZone: ports.timeZone })
    .from(ports)
    .where(inArray(ports.id, portIds));
  const zoneOf = new Map(portRows.map((p) => [p.id, p.timeZone]));
  const missing = portIds.filter((p) => !zoneOf.has(p));
  if (missing.length > 0) throw new Error(`Demo services call at unknown ports: ${missing.join(', ')}`);
  const terminalRows = await db
    .select({ id: terminals.id, portId: terminals.portId })
    .from(terminals)
    .where(inArray(terminals.portId, portIds))
    .orderBy(asc(terminals.id));
  const terminalOf = new Map<string, string>();
  for (const t of terminalRows) if (!terminalOf.has(t.portId)) terminalOf.set(t.portId, t.id);

  await db
    .insert(services)
    .values(
      DEMO_SERVICES.map((s) => ({
        id: `${s.carrierId}-${s.code}`,
        carrierId: s.carrierId,
        code: s.code,
        name: s.name,
        rotation: s.rotation.map(([portId, dayOffset]) => ({
          portId,
          terminalId: terminalOf.get(portId) ?? null,
          dayOffset,
        })),
      })),
    )
    .onConflictDoNothing();

  const vesselNames = [...new Set(DEMO_SERVICES.flatMap((s) => s.vessels))];
  await db
    .insert(vessels)
    .values(
      vesselNames.map((name) => ({ name, imo: imoFor(name), code: name.replace(/[^A-Z]/g, '').slice(0, 4) })),
    )
    .onConflictDoNothing();
  const vesselRows = await db
    .select({ id: vessels.id, imo: vessels.imo })
    .from(vessels)
    .where(inArray(vessels.imo, vesselNames.map(imoFor)));
  const vesselOf = new Map(vesselRows.map((v) => [v.imo, v.id]));

  const generated = generateDemoSchedules(anchor);
  for (const part of chunk(generated, 200)) {
    const inserted = await db
      .insert(voyages)
      .values(
        part.map((v) => ({
          serviceId: v.serviceId,
          vesselId: vesselOf.get(imoFor(v.vesselName))!,
          voyageNumber: v.voyageNumber,
          firstDeparture: v.calls[0]!.departure,
          lastArrival: v.calls[v.calls.length - 1]!.arrival,
          spaceInfo: v.spaceInfo,
          spaceInfoColor: v.spaceInfoColor,
          commission: v.commission,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: voyages.id, serviceId: voyages.serviceId, voyageNumber: voyages.voyageNumber });
    const idOf = new Map(inserted.map((v) => [`${v.serviceId}/${v.voyageNumber}`, v.id]));
    const callRows = part.flatMap((v) => {
      const voyageId = idOf.get(`${v.serviceId}/${v.voyageNumber}`);
      if (!voyageId) return [];
      return v.calls.map((c, sequence) => ({
        voyageId,
        sequence,
        portId: c.portId,
        terminalId: terminalOf.get(c.portId) ?? null,
        arrival: c.arrival,
        departure: c.departure,
        utcOffsetMinutes: portOffsetMinutes(zoneOf.get(c.portId) ?? null, c.departure),
        cutOffs: c.cutOffs,
      }));
    });
    for (const calls of chunk(callRows, 500)) await db.insert(portCalls).values(calls);
  }
  const [counts] = await db
    .select({
      voyages: sql<number>`(select count(*)::int from ${voyages})`,
      portCalls: sql<number>`(select count(*)::int from ${portCalls})`,
    })
    .from(sql`(select 1) as one`);
  return { services: DEMO_SERVICES.length, voyages: counts?.voyages ?? 0, portCalls: counts?.portCalls ?? 0 };
}

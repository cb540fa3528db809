import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { REQUEST_STATUS, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carrierScope } from '../../platform/db/tenant.ts';
import {
  portCalls,
  services,
  vesselAllocations,
  vessels,
  voyages,
  voyageSpaceFlags,
} from '../../platform/db/schema/index.ts';

/** A voyage of a service as it calls at the port of loading. */
export interface VoyageAtPol {
  voyageId: string;
  carrierId: string;
  serviceId: string;
  service: string;
  vesselName: string;
  vesselCode: string | null;
  voyageNumber: string;
  ets: Date;
}

const voyageColumns = {
  voyageId: voyages.id,
  carrierId: services.carrierId,
  serviceId: services.id,
  service: services.code,
  vesselName: vessels.name,
  vesselCode: vessels.code,
  voyageNumber: voyages.voyageNumber,
  ets: portCalls.departure,
};

function voyagesAtPol(db: DbOrTx, actor: Actor, polId: string, ...more: (SQL | undefined)[]) {
  return db
    .select(voyageColumns)
    .from(portCalls)
    .innerJoin(voyages, eq(voyages.id, portCalls.voyageId))
    .innerJoin(services, eq(services.id, voyages.serviceId))
    .innerJoin(vessels, eq(vessels.id, voyages.vesselId))
    .where(and(eq(portCalls.portId, polId), carrierScope(actor, services.carrierId), ...more))
    .$dynamic();
}

/** The voyages of the carrier with that vessel name and voyage number (any port), for "was not found". */
export function findVoyagesByName(
  db: DbOrTx,
  actor: Actor,
  q: { carrierId: string; vessel: string; voyage: string; service?: string },
) {
  return db
    .select({ voyageId: voyages.id, serviceId: services.id, service: services.code })
    .from(voyages)
    .innerJoin(services, eq(services.id, voyages.serviceId))
    .innerJoin(vessels, eq(vessels.id, voyages.vesselId))
    .where(
      and(
        eq(services.carrierId, q.carrierId),
        sql`upper(${vessels.name}) = upper(${q.vessel})`,
        sql`upper(${voyages.voyageNumber}) = upper(${q.voyage})`,
        q.service ? sql`upper(${services.code}) = upper(${q.service})` : undefined,
        carrierScope(actor, services.carrierId),
      ),
    );
}

/** A sheet row's voyage as the sheet names it: carrier, vessel name, voyage number, service code and POL. */
export interface SheetVoyageKey {
  carrierId: string;
  vessel: string;
  voyage: string;
  service: string;
  polId: string;
}

/**
 * The voyages every key names (by carrier, vessel name and voyage number, and the service when given; case does not
 * matter), each with whether it calls at the key's POL, in one statement for the whole sheet: the answer lists the
 * index of the key in `keys` with each voyage found (a key with none is absent).
 */
export async function findSheetVoyages(
  db: DbOrTx,
  actor: Actor,
  keys: SheetVoyageKey[],
): Promise<{ key: number; voyageId: string; atPol: boolean }[]> {
  if (keys.length === 0) return [];
  const listed = sql.join(
    keys.map(
      (k, i) =>
        sql`(${i}::int, ${k.carrierId}::text, upper(${k.vessel}::text), upper(${k.voyage}::text), upper(nullif(${k.service}::text, '')), ${k.polId}::text)`,
    ),
    sql`, `,
  );
  const answer = await db.execute(sql`
    with k (key, carrier_id, vessel, voyage, service, pol_id) as (values ${listed})
    select k.key, ${voyages.id} as voyage_id,
           exists (select 1 from ${portCalls} pc where pc.voyage_id = ${voyages.id} and pc.port_id = k.pol_id) as at_pol
    from k
    join ${services} on ${services.carrierId} = k.carrier_id and (k.service is null or upper(${services.code}) = k.service)
    join ${voyages} on ${voyages.serviceId} = ${services.id} and upper(${voyages.voyageNumber}) = k.voyage
    join ${vessels} on ${vessels.id} = ${voyages.vesselId} and upper(${vessels.name}) = k.vessel
    where ${carrierScope(actor, services.carrierId) ?? sql`true`}
    order by k.key, ${voyages.id}`);
  return (answer as unknown as { rows: { key: number; voyage_id: string; at_pol: boolean }[] }).rows.map(
    (r) => ({ key: Number(r.key), voyageId: r.voyage_id, atPol: r.at_pol === true }),
  );
}

/** The voyage's call at the port of loading (the first, should a rotation call twice). */
export async function voyageAtPol(
  db: DbOrTx,
  actor: Actor,
  voyageId: string,
  polId: string,
): Promise<VoyageAtPol | undefined> {
  const [row] = await voyagesAtPol(db, actor, polId, eq(voyages.id, voyageId))
    .orderBy(portCalls.sequence)
    .limit(1);
  return row;
}

/** The service of a carrier by its code (SAE), as the spec's query names it. */
export async function findService(db: DbOrTx, actor: Actor, carrierId: string, code: string) {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.carrierId, carrierId),
        sql`upper(${services.code}) = upper(${code})`,
        carrierScope(actor, services.carrierId),
      ),
    );
  return row;
}

/** The service's voyage leaving the port of loading nearest to the day. */
export async function nearestVoyage(
  db: DbOrTx,
  actor: Actor,
  serviceId: string,
  polId: string,
  day: Date,
): Promise<VoyageAtPol | undefined> {
  const [row] = await voyagesAtPol(db, actor, polId, eq(voyages.serviceId, serviceId))
    .orderBy(sql`abs(extract(epoch from ${portCalls.departure} - ${day.toISOString()}::timestamptz))`)
    .limit(1);
  return row;
}

/** The service's voyages leaving the port just before and just after the given departure. */
export async function neighbours(
  db: DbOrTx,
  actor: Actor,
  current: VoyageAtPol,
  polId: string,
): Promise<{ previous?: VoyageAtPol; next?: VoyageAtPol }> {
  const at = current.ets.toISOString();
  const [[previous], [next]] = await Promise.all([
    voyagesAtPol(
      db,
      actor,
      polId,
      eq(voyages.serviceId, current.serviceId),
      sql`${portCalls.departure} < ${at}::timestamptz`,
    )
      .orderBy(sql`${portCalls.departure} desc`)
      .limit(1),
    voyagesAtPol(
      db,
      actor,
      polId,
      eq(voyages.serviceId, current.serviceId),
      sql`${portCalls.departure} > ${at}::timestamptz`,
    )
      .orderBy(portCalls.departure)
      .limit(1),
  ]);
  return { previous, next };
}

export interface SpaceFigures {
  teuAllocation: number | null;
  weightAllocation: number | null;
  allocationVersion: number | null;
  isFullyBooked: boolean;
  flagVersion: number | null;
  teuBooked: number;
  weightBooked: number;
  requested: { quantity: number; teu: number; weight: number };
  inProgress: { quantity: number; teu: number; weight: number };
}

// TEU of a cargo line in SQL, as teuOfLines in the domain (000 §5): the type id's first digit 2 is one TEU, else two.
const LINE_TEU = sql.raw(
  `(l->>'quantity')::int * case when left(l->'containerType'->>'id', 1) = '2' then 1 else 2 end`,
);
const LINE_WEIGHT = sql.raw(`coalesce((l->>'weight')::numeric, 0)`);

type Sums = { vessel: string; voyage: string; status: number; quantity: number; teu: number; weight: number };

/**
 * Allocation, flag, booked (the bookings loading at the port, not rebooked elsewhere) and open requests (requested
 * and in progress, by status) of the voyages, each read by vessel name and voyage number through an index.
 */
export async function spaceOf(
  db: DbOrTx,
  voyagesAt: VoyageAtPol[],
  polId: string,
): Promise<Map<string, SpaceFigures>> {
  const ids = voyagesAt.map((v) => v.voyageId);
  const pairs = sql.join(
    voyagesAt.map((v) => sql`(${v.vesselName}, ${v.voyageNumber})`),
    sql`, `,
  );
  const carrierIds = [...new Set(voyagesAt.map((v) => v.carrierId))];
  const carriers = sql.join(
    carrierIds.map((c) => sql`${c}`),
    sql`, `,
  );
  const [allocations, flags, booked, open] = await Promise.all([
    db
      .select()
      .from(vesselAllocations)
      .where(and(inArray(vesselAllocations.voyageId, ids), eq(vesselAllocations.polId, polId))),
    db.select().from(voyageSpaceFlags).where(inArray(voyageSpaceFlags.voyageId, ids)),
    db.execute(sql`
      select b.vessel, b.voyage, 0 as status, coalesce(sum((l->>'quantity')::int), 0)::int as quantity,
             coalesce(sum(${LINE_TEU}), 0)::int as teu, coalesce(sum(${LINE_WEIGHT}), 0)::float8 as weight
      from bookings b cross join lateral jsonb_array_elements(b.cargo) l
      where (b.vessel, b.voyage) in (${pairs}) and b.pol_id = ${polId} and b.carrier_id in (${carriers})
        and b.rebooked_to_id is null
      group by b.vessel, b.voyage`),
    db.execute(sql`
      select r.vessel, r.voyage, r.status_code as status, coalesce(sum((l->>'quantity')::int), 0)::int as quantity,
             coalesce(sum(${LINE_TEU}), 0)::int as teu, coalesce(sum(${LINE_WEIGHT}), 0)::float8 as weight
      from booking_requests r cross join lateral jsonb_array_elements(r.containers) l
      where (r.vessel, r.voyage) in (${pairs}) and r.origin_id = ${polId} and r.carrier_id in (${carriers})
        and r.status_code <= ${REQUEST_STATUS.inProgress}
      group by r.vessel, r.voyage, r.status_code`),
  ]);
  const rowsOf = (answer: unknown) => (answer as { rows: Sums[] }).rows;
  const key = (vessel: string, voyage: string) => `${vessel}\u0000${voyage}`;
  const sums = new Map<string, Sums[]>();
  for (const row of [...rowsOf(booked), ...rowsOf(open)]) {
    const k = key(row.vessel, row.voyage);
    sums.set(k, [...(sums.get(k) ?? []), row]);
  }
  const result = new Map<string, SpaceFigures>();
  for (const v of voyagesAt) {
    const allocation = allocations.find((a) => a.voyageId === v.voyageId);
    const flag = flags.find((f) => f.voyageId === v.voyageId);
    const mine = sums.get(key(v.vesselName, v.voyageNumber)) ?? [];
    const of = (status: number) => {
      const s = mine.find((m) => Number(m.status) === status);
      return { quantity: Number(s?.quantity ?? 0), teu: Number(s?.teu ?? 0), weight: Number(s?.weight ?? 0) };
    };
    const b = of(0);
    result.set(v.voyageId, {
      teuAllocation: allocation?.teuAllocation ?? null,
      weightAllocation: allocation?.weightAllocationKg ?? null,
      allocationVersion: allocation?.version ?? null,
      isFullyBooked: flag?.fullyBooked ?? false,
      flagVersion: flag?.version ?? null,
      teuBooked: b.teu,
      weightBooked: b.weight,
      requested: of(REQUEST_STATUS.requested),
      inProgress: of(REQUEST_STATUS.inProgress),
    });
  }
  return result;
}

/** The bookings and open requests on the voyage at the port (the dialog's "Allocation" section), newest first. */
export async function itemsOf(db: DbOrTx, v: VoyageAtPol, polId: string, limit: number) {
  const [booked, open] = await Promise.all([
    db.execute(sql`
      select b.id, c.name as client_name, sum((l->>'quantity')::int)::int as quantity,
             sum(${LINE_TEU})::int as teu, sum(${LINE_WEIGHT})::float8 as weight
      from bookings b join clients c on c.id = b.client_id cross join lateral jsonb_array_elements(b.cargo) l
      where b.vessel = ${v.vesselName} and b.voyage = ${v.voyageNumber} and b.pol_id = ${polId}
        and b.carrier_id = ${v.carrierId} and b.rebooked_to_id is null
      group by b.id, c.name, b.created_at order by b.created_at desc limit ${limit}`),
    db.execute(sql`
      select r.id, r.status_code, c.name as client_name, sum((l->>'quantity')::int)::int as quantity,
             sum(${LINE_TEU})::int as teu, sum(${LINE_WEIGHT})::float8 as weight
      from booking_requests r join clients c on c.id = r.client_id
        cross join lateral jsonb_array_elements(r.containers) l
      where r.vessel = ${v.vesselName} and r.voyage = ${v.voyageNumber} and r.origin_id = ${polId}
        and r.carrier_id = ${v.carrierId} and r.status_code <= ${REQUEST_STATUS.inProgress}
      group by r.id, r.status_code, c.name, r.created_at order by r.created_at desc limit ${limit}`),
  ]);
  type Row = {
    id: string;
    status_code?: number;
    client_name: string;
    quantity: number;
    teu: number;
    weight: number;
  };
  const rows = (a: unknown) => (a as { rows: Row[] }).rows;
  return [
    ...rows(booked).map((r) => ({ ...r, kind: 'booking' as const, status: 'confirmed' as const })),
    ...rows(open).map((r) => ({
      ...r,
      kind: 'request' as const,
      status:
        Number(r.status_code) === REQUEST_STATUS.inProgress
          ? ('inProgress' as const)
          : ('requested' as const),
    })),
  ].map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    clientName: r.client_name,
    quantity: Number(r.quantity),
    teu: Number(r.teu),
    weight: Number(r.weight),
  }));
}

const allocationColumns = {
  voyageId: vesselAllocations.voyageId,
  polId: vesselAllocations.polId,
  teuAllocation: vesselAllocations.teuAllocation,
  weightAllocation: vesselAllocations.weightAllocationKg,
  version: vesselAllocations.version,
};

export async function lockAllocation(tx: DbOrTx, voyageId: string, polId: string) {
  const [row] = await tx
    .select(allocationColumns)
    .from(vesselAllocations)
    .where(and(eq(vesselAllocations.voyageId, voyageId), eq(vesselAllocations.polId, polId)))
    .for('update');
  return row;
}

/** The allocations at these voyages and ports that exist, locked for the caller's transaction (a sheet's rows). */
export async function lockAllocations(tx: DbOrTx, keys: { voyageId: string; polId: string }[]) {
  if (keys.length === 0) return [];
  const pairs = sql.join(
    keys.map((k) => sql`(${k.voyageId}::uuid, ${k.polId}::text)`),
    sql`, `,
  );
  return (
    tx
      .select(allocationColumns)
      .from(vesselAllocations)
      // A sub-select of a values list, not `in ((…), (…))`: thousands of pairs as one OR chain overflow the embedded
      // database's stack.
      .where(
        sql`(${vesselAllocations.voyageId}, ${vesselAllocations.polId}) in (select * from (values ${pairs}) k)`,
      )
      .orderBy(vesselAllocations.voyageId, vesselAllocations.polId)
      .for('update')
  );
}

/** Creates or updates many allocations in one statement, each at the version given (a key at most once). */
export async function writeAllocations(
  tx: DbOrTx,
  userId: string,
  rows: {
    voyageId: string;
    polId: string;
    teuAllocation: number;
    weightAllocation: number;
    version: number;
  }[],
) {
  if (rows.length === 0) return [];
  return tx
    .insert(vesselAllocations)
    .values(
      rows.map((a) => ({
        voyageId: a.voyageId,
        polId: a.polId,
        teuAllocation: a.teuAllocation,
        weightAllocationKg: a.weightAllocation,
        version: a.version,
        updatedById: userId,
      })),
    )
    .onConflictDoUpdate({
      target: [vesselAllocations.voyageId, vesselAllocations.polId],
      set: {
        teuAllocation: sql`excluded.teu_allocation`,
        weightAllocationKg: sql`excluded.weight_allocation_kg`,
        version: sql`excluded.version`,
        updatedById: userId,
        updatedAt: sql`now()`,
      },
    })
    .returning(allocationColumns);
}

/** Creates or updates the allocation at the version given; the service checked the version before. */
export async function writeAllocation(
  tx: DbOrTx,
  userId: string,
  a: { voyageId: string; polId: string; teuAllocation: number; weightAllocation: number; version: number },
) {
  const [row] = await writeAllocations(tx, userId, [a]);
  return row!;
}

const flagColumns = {
  voyageId: voyageSpaceFlags.voyageId,
  fullyBooked: voyageSpaceFlags.fullyBooked,
  version: voyageSpaceFlags.version,
};

export async function lockFlag(tx: DbOrTx, voyageId: string) {
  const [row] = await tx
    .select(flagColumns)
    .from(voyageSpaceFlags)
    .where(eq(voyageSpaceFlags.voyageId, voyageId))
    .for('update');
  return row;
}

export async function writeFlag(
  tx: DbOrTx,
  userId: string,
  voyageId: string,
  fullyBooked: boolean,
  version: number,
) {
  const [row] = await tx
    .insert(voyageSpaceFlags)
    .values({ voyageId, fullyBooked, version, updatedById: userId })
    .onConflictDoUpdate({
      target: voyageSpaceFlags.voyageId,
      set: { fullyBooked, version, updatedById: userId, updatedAt: sql`now()` },
    })
    .returning(flagColumns);
  return row!;
}

/** The carrier of a voyage (for the carrier check of a save), or undefined when there is no such voyage. */
export async function voyageCarrier(db: DbOrTx, actor: Actor, voyageId: string) {
  const [row] = await db
    .select({ carrierId: services.carrierId, vesselName: vessels.name, voyageNumber: voyages.voyageNumber })
    .from(voyages)
    .innerJoin(services, eq(services.id, voyages.serviceId))
    .innerJoin(vessels, eq(vessels.id, voyages.vesselId))
    .where(and(eq(voyages.id, voyageId), carrierScope(actor, services.carrierId)));
  return row;
}

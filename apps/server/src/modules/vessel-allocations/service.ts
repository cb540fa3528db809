import {
  ALLOCATION_MESSAGES,
  ALLOCATION_SHEET_MESSAGES,
  allocationPercent,
  can,
  canSeeCarrier,
  CONFLICT_MESSAGE,
  parseEtsDate,
  readAllocationSheet,
  SHEET_LIMITS,
  type Actor,
  type TAllocationImportResult,
  type TAllocationInput,
  type TAllocationItem,
  type TAllocationSaved,
  type TAllocationScheduleQuery,
  type TBookingSpace,
  type TFullyBookedInput,
  type UserActor,
} from '@portal/domain';
import { recordAudit } from '../../platform/audit/audit-repo.ts';
import { checkVersion } from '../../platform/audit/versioned.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict, forbidden } from '../../platform/http/app-error.ts';
import { readSheet } from '../../platform/sheets/read-sheet.ts';
import { sniffAllocationFile } from './read-file.ts';
import * as repo from './repo.ts';

const notFoundAs = (message: string) => new AppError('NOT_FOUND', message);

/** Every event of this module: the dialog's queries are keyed under it (staff only, no client's data). */
export const ALLOCATION_ENTITY = 'vessel-allocation';

async function currentVoyage(
  ctx: AppContext,
  actor: Actor,
  q: TAllocationScheduleQuery,
): Promise<repo.VoyageAtPol> {
  if (q.vessel && q.voyage) {
    const name = `${q.vessel} ${q.voyage}`;
    const found = await repo.findVoyagesByName(ctx.db, actor, {
      carrierId: q.carrierId,
      vessel: q.vessel,
      voyage: q.voyage,
      service: q.service,
    });
    if (found.length === 0) throw notFoundAs(ALLOCATION_MESSAGES.voyageNotFound(name));
    for (const f of found) {
      const at = await repo.voyageAtPol(ctx.db, actor, f.voyageId, q.POL);
      if (at) return at;
    }
    throw notFoundAs(ALLOCATION_MESSAGES.notAtPol(name, q.POL));
  }
  const service = await repo.findService(ctx.db, actor, q.carrierId, q.service!);
  const day = parseEtsDate(q.etsDate)!;
  const current = service && (await repo.nearestVoyage(ctx.db, actor, service.id, q.POL, day));
  if (!current) throw notFoundAs(ALLOCATION_MESSAGES.noCall(q.service!, q.POL));
  return current;
}

/**
 * GET /api/vesselAllocationSchedule (001 §7): the voyage and the service's previous and next voyage at the port of
 * loading, each a BookingSpace with allocation, booked, percent, open requests and the fully-booked flag.
 */
export async function allocationSchedule(
  ctx: AppContext,
  actor: Actor,
  q: TAllocationScheduleQuery,
): Promise<TBookingSpace[]> {
  const current = await currentVoyage(ctx, actor, q);
  const { previous, next } = await repo.neighbours(ctx.db, actor, current, q.POL);
  const listed = [
    ...(previous ? [{ v: previous, position: 'previous' as const }] : []),
    { v: current, position: 'current' as const },
    ...(next ? [{ v: next, position: 'next' as const }] : []),
  ];
  const space = await repo.spaceOf(
    ctx.db,
    listed.map((l) => l.v),
    q.POL,
  );
  return listed.map(({ v, position }) => {
    const s = space.get(v.voyageId)!;
    return {
      voyageId: v.voyageId,
      position,
      carrierId: v.carrierId,
      ets: v.ets.toISOString(),
      vesselName: v.vesselName,
      vesselCode: v.vesselCode,
      voyageNumber: v.voyageNumber,
      service: v.service,
      polId: q.POL,
      ...s,
      teuPercent: allocationPercent(s.teuBooked, s.teuAllocation),
      weightPercent: allocationPercent(s.weightBooked, s.weightAllocation),
    };
  });
}

/** At most this many bookings and this many open requests in the dialog's "Allocation" section. */
const ITEMS_LIMIT = 200;

async function voyageAt(ctx: AppContext, actor: Actor, voyageId: string, polId: string) {
  const voyage = await repo.voyageCarrier(ctx.db, actor, voyageId);
  if (!voyage) throw notFoundAs(ALLOCATION_MESSAGES.voyageNotFound('with this id'));
  const at = await repo.voyageAtPol(ctx.db, actor, voyageId, polId);
  if (!at)
    throw badRequest(ALLOCATION_MESSAGES.notAtPol(`${voyage.vesselName} ${voyage.voyageNumber}`, polId));
  return at;
}

export async function allocationItems(
  ctx: AppContext,
  actor: Actor,
  voyageId: string,
  polId: string,
): Promise<TAllocationItem[]> {
  const at = await voyageAt(ctx, actor, voyageId, polId);
  return repo.itemsOf(ctx.db, at, polId, ITEMS_LIMIT);
}

/** Checks the actor may keep allocations of the voyage's carrier. */
async function guard(ctx: AppContext, actor: UserActor, voyageId: string, polId?: string) {
  if (!can(actor, 'manage:vessel-allocation:any')) throw forbidden();
  const voyage = polId
    ? await voyageAt(ctx, actor, voyageId, polId)
    : await repo.voyageCarrier(ctx.db, actor, voyageId);
  if (!voyage) throw notFoundAs(ALLOCATION_MESSAGES.voyageNotFound('with this id'));
  if (!canSeeCarrier(actor, voyage.carrierId)) throw forbidden(ALLOCATION_MESSAGES.otherCarrier);
}

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/** The allocation written at the version read (null: none yet), audited in the caller's transaction. */
async function saveIn(
  tx: Tx,
  actor: UserActor,
  voyageId: string,
  input: Omit<TAllocationInput, 'version'> & { version: number | null },
): Promise<TAllocationSaved> {
  const locked = await repo.lockAllocation(tx, voyageId, input.polId);
  let version = 1;
  if (input.version === null) {
    if (locked) throw conflict(CONFLICT_MESSAGE);
  } else version = checkVersion(locked, input.version, 'The allocation').version + 1;
  const after = await repo.writeAllocation(tx, actor.userId, {
    voyageId,
    polId: input.polId,
    teuAllocation: input.teuAllocation,
    weightAllocation: input.weightAllocation,
    version,
  });
  await recordAudit(tx, actor, {
    entity: 'vessel-allocation',
    entityId: `${voyageId}/${input.polId}`,
    action: locked ? 'update' : 'create',
    before: locked ?? null,
    after,
  });
  return after;
}

/** PUT /api/vessel-allocations/:voyageId: privileged staff, at the version read (409 otherwise); audited. */
export async function saveAllocation(
  ctx: AppContext,
  actor: UserActor,
  voyageId: string,
  input: TAllocationInput,
): Promise<TAllocationSaved> {
  await guard(ctx, actor, voyageId, input.polId);
  const saved = await ctx.db.transaction((tx) => saveIn(tx, actor, voyageId, input));
  await ctx.events.publish({ entity: ALLOCATION_ENTITY, id: voyageId, clientId: null, staffOnly: true });
  return saved;
}

/** PUT /api/voyages/:voyageId/fully-booked (001 §4 staff toggle), versioned and audited. */
export async function setFullyBooked(
  ctx: AppContext,
  actor: UserActor,
  voyageId: string,
  input: TFullyBookedInput,
) {
  await guard(ctx, actor, voyageId);
  const saved = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockFlag(tx, voyageId);
    let version = 1;
    if (input.version === null) {
      if (locked) throw conflict(CONFLICT_MESSAGE);
    } else version = checkVersion(locked, input.version, 'The fully-booked flag').version + 1;
    const after = await repo.writeFlag(tx, actor.userId, voyageId, input.fullyBooked, version);
    await recordAudit(tx, actor, {
      entity: 'voyage-space-flag',
      entityId: voyageId,
      action: locked ? 'update' : 'create',
      before: locked ?? null,
      after,
    });
    return after;
  });
  await ctx.events.publish({ entity: ALLOCATION_ENTITY, id: voyageId, clientId: null, staffOnly: true });
  return saved;
}

/** A sheet that cannot be imported: every problem by row; nothing of it was saved. */
export class AllocationImportError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? problems[0]!
        : `${problems.length} problems in the sheet: ${problems.slice(0, 3).join(' ')}`,
    );
  }
}

/**
 * POST /api/vessel-allocations/import: the sheet's allocation entries (001 §3) upserted in one transaction, every
 * row's voyage found in one statement by carrier, service, vessel and voyage number calling at its POL; a row that names no such
 * voyage, or a carrier the actor does not handle, refuses the whole sheet.
 */
export async function importAllocations(
  ctx: AppContext,
  actor: UserActor,
  file: { buffer: Buffer; fileName: string },
  defaultPol: string | null,
  signal?: AbortSignal,
): Promise<TAllocationImportResult> {
  if (!can(actor, 'manage:vessel-allocation:any')) throw forbidden();
  const kind = sniffAllocationFile(file.buffer, file.fileName);
  const table = await readSheet({ ...file, kind }, { limits: { ...SHEET_LIMITS, maxRows: 10_000 }, signal });
  const { entries, problems } = readAllocationSheet(table.header, table.rows, defaultPol);
  if (problems.length) throw new AllocationImportError(problems);
  const targets: { voyageId: string; entry: (typeof entries)[number] }[] = [];
  // Every row's voyage in one statement (a sheet may hold thousands of rows), then each row's problem in row order.
  const found = await repo.findSheetVoyages(
    ctx.db,
    actor,
    entries.map((e) => ({
      carrierId: e.carrierId,
      vessel: e.vesselName,
      voyage: e.voyageNumber,
      service: e.service,
      polId: e.polId,
    })),
  );
  const foundOf = new Map<number, typeof found>();
  for (const f of found) foundOf.set(f.key, [...(foundOf.get(f.key) ?? []), f]);
  entries.forEach((entry, i) => {
    const name = `${entry.vesselName} ${entry.voyageNumber}`;
    if (!canSeeCarrier(actor, entry.carrierId)) {
      problems.push(ALLOCATION_SHEET_MESSAGES.row(entry.row, ALLOCATION_MESSAGES.otherCarrier));
      return;
    }
    const mine = foundOf.get(i) ?? [];
    const voyageId = mine.findLast((f) => f.atPol)?.voyageId;
    if (!voyageId)
      problems.push(
        ALLOCATION_SHEET_MESSAGES.row(
          entry.row,
          mine.length
            ? ALLOCATION_MESSAGES.notAtPol(name, entry.polId)
            : ALLOCATION_MESSAGES.voyageNotFound(name),
        ),
      );
    else targets.push({ voyageId, entry });
  });
  if (problems.length) throw new AllocationImportError(problems);
  // A voyage and port named twice: the later row wins, as it would written one after the other.
  const byKey = new Map(targets.map((t) => [`${t.voyageId}/${t.entry.polId}`, t]));
  const { created, updated } = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockAllocations(
      tx,
      [...byKey.values()].map((t) => ({ voyageId: t.voyageId, polId: t.entry.polId })),
    );
    const before = new Map(locked.map((l) => [`${l.voyageId}/${l.polId}`, l]));
    const after = await repo.writeAllocations(
      tx,
      actor.userId,
      [...byKey].map(([key, { voyageId, entry }]) => ({
        voyageId,
        polId: entry.polId,
        teuAllocation: entry.teuAllocation,
        weightAllocation: entry.weightAllocation,
        version: (before.get(key)?.version ?? 0) + 1,
      })),
    );
    await recordAudit(
      tx,
      actor,
      ...after.map((a) => {
        const was = before.get(`${a.voyageId}/${a.polId}`);
        return {
          entity: 'vessel-allocation' as const,
          entityId: `${a.voyageId}/${a.polId}`,
          action: was ? ('update' as const) : ('create' as const),
          before: was ?? null,
          after: a,
        };
      }),
    );
    return { created: byKey.size - before.size, updated: before.size };
  });
  // One event a voyage, with its carrier known from the sheet (no look-up per event).
  const carrierOf = new Map(targets.map((t) => [t.voyageId, t.entry.carrierId]));
  for (const [id, carrierId] of carrierOf)
    await ctx.events.publish({
      entity: ALLOCATION_ENTITY,
      id,
      clientId: null,
      staffOnly: true,
      carrierIds: [carrierId],
    });
  return { created, updated };
}

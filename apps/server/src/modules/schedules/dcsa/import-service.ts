import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import type { RotationStop } from '../../../platform/db/schema/index.ts';
import type { EventBus } from '../../../platform/events/types.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import * as repo from './import-repo.ts';
import { planDcsaImport, referencedPorts } from './mapping.ts';
import { sameCalls, targetCalls, type StoredCall } from './merge-calls.ts';
import type { ImportPlan, PlannedVoyage } from './plan.ts';
import { readDcsaPayload, type DcsaKind, type ImportProblem } from './read-payload.ts';

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportSummary {
  kind: DcsaKind;
  services: ImportCounts;
  vessels: ImportCounts;
  voyages: ImportCounts;
  terminalsCreated: string[];
  skippedLegs: number;
}

/** The report lines the message shows; the `errors` list holds up to MAX_LISTED. */
const SHOWN_IN_MESSAGE = 20;
const MAX_LISTED = 500;
const DAY = 86_400_000;

/** A file that was not imported, with every problem found (path in the payload and what to do). */
export class ScheduleImportError extends AppError {
  readonly problems: ImportProblem[];

  constructor(problems: ImportProblem[]) {
    const lines = problems.slice(0, SHOWN_IN_MESSAGE).map((p) => `${p.path}: ${p.message}`);
    const more = problems.length - lines.length;
    super(
      'BAD_REQUEST',
      [
        `Nothing was imported: the file has ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
        ...lines,
        ...(more > 0 ? [`... and ${more} more.`] : []),
      ].join('\n'),
    );
    this.problems = problems.slice(0, MAX_LISTED);
  }
}

const counts = (): ImportCounts => ({ created: 0, updated: 0, unchanged: 0 });

/** A new service's rotation, from its longest voyage in the file: ports, terminals and days from departure. */
function rotationOf(plan: ImportPlan, serviceId: string): RotationStop[] {
  const longest = plan.voyages
    .filter((v) => v.serviceId === serviceId)
    .reduce<PlannedVoyage | null>((a, b) => (!a || b.calls.length > a.calls.length ? b : a), null);
  const calls = longest?.calls ?? [];
  const start = calls[0] ? (calls[0].departure ?? calls[0].arrival)!.getTime() : 0;
  return calls.map((c) => ({
    portId: c.portId,
    terminalId: c.terminalId,
    dayOffset: Math.round(((c.departure ?? c.arrival)!.getTime() - start) / DAY),
  }));
}

async function applyServices(tx: DbOrTx, plan: ImportPlan, summary: ImportSummary): Promise<void> {
  const stored = new Map(
    (
      await repo.findServices(
        tx,
        plan.services.map((s) => s.id),
      )
    ).map((s) => [s.id, s]),
  );
  for (const service of plan.services) {
    const known = stored.get(service.id);
    if (!known) {
      await repo.insertService(tx, {
        id: service.id,
        carrierId: service.carrierId,
        code: service.code,
        name: service.name ?? service.code,
        rotation: rotationOf(plan, service.id),
      });
      summary.services.created += 1;
    } else if (service.name && service.name !== known.name) {
      await repo.renameService(tx, service.id, service.name);
      summary.services.updated += 1;
    } else {
      summary.services.unchanged += 1;
    }
  }
}

/** Vessels by IMO number (or by name when they have none); answers our vessel id per plan key. */
async function applyVessels(
  tx: DbOrTx,
  plan: ImportPlan,
  summary: ImportSummary,
): Promise<Map<string, string>> {
  const withImo = plan.vessels.filter((v) => v.imo);
  const withoutImo = plan.vessels.filter((v) => !v.imo);
  const byImo = new Map(
    (
      await repo.findVesselsByImo(
        tx,
        withImo.map((v) => v.imo!),
      )
    ).map((v) => [v.imo!, v]),
  );
  const byName = new Map(
    (
      await repo.findVesselsWithoutImo(
        tx,
        withoutImo.map((v) => v.name),
      )
    ).map((v) => [v.name, v]),
  );
  const ids = new Map<string, string>();
  for (const vessel of plan.vessels) {
    const known = vessel.imo ? byImo.get(vessel.imo) : byName.get(vessel.name);
    if (!known) {
      const id = await repo.insertVessel(tx, { name: vessel.name, imo: vessel.imo, code: vessel.code });
      const created = id ?? (await repo.findVesselsByImo(tx, [vessel.imo!]))[0]!.id;
      ids.set(vessel.key, created);
      summary.vessels.created += 1;
      continue;
    }
    ids.set(vessel.key, known.id);
    const code = vessel.code ?? known.code;
    if (vessel.name !== known.name || code !== known.code) {
      await repo.updateVessel(tx, known.id, { name: vessel.name, code });
      summary.vessels.updated += 1;
    } else {
      summary.vessels.unchanged += 1;
    }
  }
  return ids;
}

async function applyVoyages(
  tx: DbOrTx,
  plan: ImportPlan,
  vesselIds: Map<string, string>,
  summary: ImportSummary,
): Promise<void> {
  const stored = await repo.findVoyages(
    tx,
    [...new Set(plan.voyages.map((v) => v.serviceId))],
    [...new Set(plan.voyages.map((v) => v.voyageNumber))],
  );
  const byKey = new Map(stored.map((v) => [`${v.serviceId}|${v.voyageNumber}`, v]));
  const problems: ImportProblem[] = [];
  for (const voyage of plan.voyages) {
    const known = byKey.get(`${voyage.serviceId}|${voyage.voyageNumber}`);
    const vesselId = vesselIds.get(voyage.vesselKey)!;
    const calls: StoredCall[] = targetCalls(known?.calls ?? [], voyage.calls, voyage.replaceCalls);
    if (calls.length < 2) {
      problems.push({
        path: voyage.path,
        message: `Voyage ${voyage.voyageNumber} of ${voyage.serviceId} is new and has one call here: give at least two calls of it.`,
      });
      continue;
    }
    if (!known) {
      await repo.insertVoyage(
        tx,
        { serviceId: voyage.serviceId, voyageNumber: voyage.voyageNumber, vesselId },
        calls,
      );
      summary.voyages.created += 1;
      continue;
    }
    const callsChanged = !sameCalls(known.calls, calls);
    if (!callsChanged && known.vesselId === vesselId) {
      summary.voyages.unchanged += 1;
      continue;
    }
    await repo.updateVoyage(tx, known.id, vesselId, calls, callsChanged);
    summary.voyages.updated += 1;
  }
  if (problems.length > 0) throw new ScheduleImportError(problems);
}

function changedAnything(s: ImportSummary): boolean {
  return (
    s.terminalsCreated.length > 0 ||
    [s.services, s.vessels, s.voyages].some((c) => c.created > 0 || c.updated > 0)
  );
}

/**
 * Imports a DCSA Commercial Schedules file in one transaction: all of it, or nothing and a report of every
 * problem. Importing the same file again changes nothing (services by carrier and code, vessels by IMO number,
 * voyages by service and voyage number; calls are rewritten only when they differ). Route searches reload their
 * cache through the 'schedule' event published after the commit.
 */
export async function importDcsaSchedules(
  deps: { db: Db; events: Pick<EventBus, 'publish'> },
  body: unknown,
): Promise<ImportSummary> {
  const read = readDcsaPayload(body);
  if (!read.payload) throw new ScheduleImportError(read.problems);
  const payload = read.payload;
  const summary = await deps.db.transaction(async (tx) => {
    const reference = await repo.loadReference(tx, referencedPorts(payload));
    const mapped = planDcsaImport(payload, reference);
    if (!mapped.plan) throw new ScheduleImportError(mapped.problems);
    const plan = mapped.plan;
    const result: ImportSummary = {
      kind: plan.kind,
      services: counts(),
      vessels: counts(),
      voyages: counts(),
      terminalsCreated: await repo.insertTerminals(tx, plan.terminals),
      skippedLegs: plan.skippedLegs,
    };
    await applyServices(tx, plan, result);
    const vesselIds = await applyVessels(tx, plan, result);
    await applyVoyages(tx, plan, vesselIds, result);
    return result;
  });
  if (changedAnything(summary)) {
    await deps.events.publish({ entity: 'schedule', id: 'dcsa-import', clientId: null });
  }
  return summary;
}

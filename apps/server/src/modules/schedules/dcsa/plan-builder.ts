import type { CutOff } from '../../../platform/db/schema/index.ts';
import { assembleCalls, type Sighting } from './assemble-calls.ts';
import { carrierIdOf } from './carrier-codes.ts';
import { portOffsetMinutes, writtenOffsetMinutes } from './local-time.ts';
import type { ImportPlan, PlannedService, PlannedTerminal, PlannedVessel, ReferenceData } from './plan.ts';
import type { DcsaKind, ImportProblem } from './read-payload.ts';
import type { DcsaCutOffTime, DcsaServicePartner, DcsaVessel } from './schemas.ts';

/** A voyage of one of our carriers' services, as a service partner (or a service schedule) names it. */
export interface VoyageTarget {
  serviceId: string;
  /** The voyage the vessel arrives on (import) and leaves on (export); equal on most calls. */
  importVoyage: string;
  exportVoyage: string;
}

interface VoyageDraft {
  path: string;
  serviceId: string;
  voyageNumber: string;
  vesselKey: string;
  vesselPath: string;
  sightings: Sighting[];
}

/**
 * Collects what the walkers of the three payload kinds find (services, vessels, calls per voyage) and every
 * problem with its path; `finish` assembles each voyage's calls. Pure: the reference data is given.
 */
export class PlanBuilder {
  readonly problems: ImportProblem[] = [];
  skippedLegs = 0;
  private readonly services = new Map<string, PlannedService>();
  private readonly vessels = new Map<string, PlannedVessel & { path: string }>();
  private readonly voyages = new Map<string, VoyageDraft>();
  private readonly terminals = new Map<string, PlannedTerminal>();

  constructor(
    private readonly kind: DcsaKind,
    private readonly reference: ReferenceData,
  ) {}

  /** Records a problem once: several calls of one leg can run into the same one. */
  problem(path: string, message: string): void {
    if (this.problems.some((p) => p.path === path && p.message === message)) return;
    this.problems.push({ path, message });
  }

  /** A known port's id, or a problem. */
  port(code: string | undefined, path: string): string | null {
    if (!code) {
      this.problem(path, 'This is missing: give the UN/LOCODE of the port.');
      return null;
    }
    if (!this.reference.ports.has(code)) {
      this.problem(path, `There is no port with the code ${code}.`);
      return null;
    }
    return code;
  }

  /**
   * The terminal of an SMDG facility code. One we do not know yet is created (SMDG codes are what the terminals
   * table holds, and the seed later corrects the name if the reference list gains it); BIC codes name other
   * facilities (depots, warehouses) and give no terminal.
   */
  terminal(
    portId: string,
    facility: { code: string; provider: 'SMDG' | 'BIC' } | null,
    name: string | undefined,
  ): string | null {
    if (!facility || facility.provider !== 'SMDG') return null;
    const code = facility.code.toUpperCase();
    const id = `${portId}-${code}`;
    if (!this.reference.terminals.has(id) && !this.terminals.has(id)) {
      this.terminals.set(id, { id, portId, code, name: name ?? code });
    }
    return id;
  }

  /** Our carrier for a DCSA code, or a problem (null) when we have no such line. */
  carrier(code: string | undefined, provider: 'SMDG' | 'NMFTA' | undefined, path: string): string | null {
    if (!code) {
      this.problem(path, 'This is missing: give the SMDG or NMFTA (SCAC) code of the carrier.');
      return null;
    }
    const id = carrierIdOf(code, provider);
    if (!id || !this.reference.carriers.has(id)) {
      this.problem(path, `There is no carrier of ours with the ${provider ?? 'SMDG or NMFTA'} code ${code}.`);
      return null;
    }
    return id;
  }

  service(carrierId: string, code: string, name: string | undefined): string {
    const id = `${carrierId}-${code}`;
    const known = this.services.get(id);
    if (!known) this.services.set(id, { id, carrierId, code, name: name ?? null });
    else if (!known.name && name) known.name = name;
    return id;
  }

  /**
   * The voyages of the partners that are carriers of ours. Partners of other lines (vessel-sharing partners) are
   * passed over; when none is ours, every unknown code is reported.
   */
  partnerVoyages(partners: DcsaServicePartner[] | undefined, path: string): VoyageTarget[] {
    if (!partners?.length) {
      this.problem(path, 'This is missing: name the carrier, service and voyage (servicePartners).');
      return [];
    }
    const ours = partners
      .map((p, i) => ({
        p,
        i,
        carrierId: p.carrierCode ? carrierIdOf(p.carrierCode, p.carrierCodeListProvider) : null,
      }))
      .filter((x) => x.carrierId && this.reference.carriers.has(x.carrierId));
    if (ours.length === 0) {
      partners.forEach((p, i) =>
        this.carrier(p.carrierCode, p.carrierCodeListProvider, `${path}[${i}].carrierCode`),
      );
      return [];
    }
    const targets: VoyageTarget[] = [];
    for (const { p, i, carrierId } of ours) {
      const at = `${path}[${i}]`;
      if (!p.carrierServiceCode)
        this.problem(`${at}.carrierServiceCode`, 'This is missing: give the service code.');
      const exportVoyage = p.carrierExportVoyageNumber ?? p.carrierImportVoyageNumber;
      if (!exportVoyage)
        this.problem(`${at}.carrierExportVoyageNumber`, 'This is missing: give the voyage number.');
      if (!p.carrierServiceCode || !exportVoyage) continue;
      targets.push({
        serviceId: this.service(carrierId!, p.carrierServiceCode, p.carrierServiceName),
        importVoyage: p.carrierImportVoyageNumber ?? exportVoyage,
        exportVoyage,
      });
    }
    return targets;
  }

  /** The vessel's key (IMO, or name for one without), or a problem. A dummy vessel without a name is "TBN". */
  vessel(vessel: DcsaVessel | undefined, path: string, dummy = false): string | null {
    if (!vessel && !dummy) {
      this.problem(path, 'This is missing: name the vessel (IMO number and name).');
      return null;
    }
    const name = vessel?.name ?? (dummy ? 'TBN' : undefined);
    if (!name) {
      this.problem(`${path}.name`, 'This is missing: give the vessel name.');
      return null;
    }
    const imo = dummy ? null : (vessel?.vesselIMONumber ?? null);
    const key = imo ?? `name:${name}`;
    const known = this.vessels.get(key);
    if (known && known.name !== name) {
      this.problem(`${path}.name`, `The vessel ${key} is named ${known.name} at ${known.path}.`);
      return null;
    }
    if (!known) this.vessels.set(key, { key, imo, name, code: vessel?.callSign ?? null, path });
    else if (!known.code && vessel?.callSign) known.code = vessel.callSign;
    return key;
  }

  /** An instant and its UTC offset: the written one, or the port's zone when the file wrote UTC. */
  time(iso: string | undefined, portId: string): { at: Date; offset: number } | null {
    if (!iso) return null;
    const at = new Date(iso);
    const offset =
      writtenOffsetMinutes(iso) ?? portOffsetMinutes(this.reference.ports.get(portId)?.timeZone ?? null, at);
    return { at, offset };
  }

  cutOffs(times: DcsaCutOffTime[] | undefined): CutOff[] {
    return (times ?? []).map((c) => ({
      code: c.cutOffDateTimeCode,
      time: new Date(c.cutOffDateTime).toISOString(),
    }));
  }

  /** Records that a voyage is at a port; the voyage takes its vessel from the first sighting. */
  sight(
    serviceId: string,
    voyageNumber: string,
    vesselKey: string,
    vesselPath: string,
    sighting: Sighting,
  ): void {
    const key = `${serviceId}|${voyageNumber}`;
    let draft = this.voyages.get(key);
    if (!draft) {
      draft = { path: sighting.path, serviceId, voyageNumber, vesselKey, vesselPath, sightings: [] };
      this.voyages.set(key, draft);
    } else if (draft.vesselKey !== vesselKey) {
      this.problem(
        vesselPath,
        `Voyage ${voyageNumber} of service ${serviceId} is sailed by vessel ${draft.vesselKey} at ${draft.vesselPath}; one voyage has one vessel.`,
      );
      return;
    }
    draft.sightings.push(sighting);
  }

  finish(): { plan: ImportPlan; problems: [] } | { plan: null; problems: ImportProblem[] } {
    const voyages = [...this.voyages.values()].map((v) => ({
      path: v.path,
      serviceId: v.serviceId,
      voyageNumber: v.voyageNumber,
      vesselKey: v.vesselKey,
      replaceCalls: this.kind === 'serviceSchedules',
      calls: assembleCalls(v.sightings, `voyage ${v.voyageNumber} of ${v.serviceId}`, (p, m) =>
        this.problem(p, m),
      ),
    }));
    if (this.problems.length > 0) return { plan: null, problems: this.problems };
    return {
      plan: {
        kind: this.kind,
        terminals: [...this.terminals.values()],
        services: [...this.services.values()],
        vessels: [...this.vessels.values()].map(({ path: _path, ...v }) => v),
        voyages,
        skippedLegs: this.skippedLegs,
      },
      problems: [],
    };
  }
}

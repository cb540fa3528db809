import type { CutOff } from '../../../platform/db/schema/index.ts';
import type { DcsaKind } from './read-payload.ts';

/** What the mapping needs to know of our reference data; the import service loads it for the file's codes. */
export interface ReferenceData {
  /** Known ports (UN/LOCODE) with their IANA time zone. */
  ports: ReadonlyMap<string, { timeZone: string | null }>;
  /** Known terminal ids (`${UN/LOCODE}-${SMDG code}`). */
  terminals: ReadonlySet<string>;
  /** Carrier ids present in the carriers table. */
  carriers: ReadonlySet<string>;
}

/** A call as the file gives it: a point-to-point leg may know only the departure, or only the arrival. */
export interface PlannedCall {
  /** Where in the file the call first appears, for the report. */
  path: string;
  portId: string;
  terminalId: string | null;
  arrival: Date | null;
  departure: Date | null;
  utcOffsetMinutes: number;
  cutOffs: CutOff[];
}

export interface PlannedService {
  id: string;
  carrierId: string;
  code: string;
  /** Null when the file gives no name (a new service is then named by its code). */
  name: string | null;
}

export interface PlannedVessel {
  /** The IMO number, or `name:<name>` for a vessel without one (dummy or not yet nominated). */
  key: string;
  imo: string | null;
  name: string;
  /** Call sign; our vessel code. Null leaves a stored code as it is. */
  code: string | null;
}

export interface PlannedVoyage {
  path: string;
  serviceId: string;
  voyageNumber: string;
  vesselKey: string;
  /** Vessel schedules give whole voyages, so their calls replace ours; routes and port schedules add to them. */
  replaceCalls: boolean;
  calls: PlannedCall[];
}

export interface PlannedTerminal {
  id: string;
  portId: string;
  code: string;
  name: string;
}

export interface ImportPlan {
  kind: DcsaKind;
  terminals: PlannedTerminal[];
  services: PlannedService[];
  vessels: PlannedVessel[];
  voyages: PlannedVoyage[];
  /** Legs by barge, rail or truck: our schedules hold ocean voyages only. */
  skippedLegs: number;
}

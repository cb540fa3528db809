import type { PlanBuilder, VoyageTarget } from './plan-builder.ts';
import type { DcsaCutOffTime, DcsaPortSchedule, DcsaServiceSchedule, DcsaTimestamp } from './schemas.ts';

const CLASSIFIER_RANK = { PLN: 1, EST: 2, ACT: 3 } as const;

/** The best-known time of an event: actual over estimated over planned. */
export function bestTime(timestamps: readonly DcsaTimestamp[], type: 'ARRI' | 'DEPA'): string | undefined {
  let best: DcsaTimestamp | undefined;
  for (const t of timestamps) {
    if (t.eventTypeCode !== type) continue;
    if (!best || CLASSIFIER_RANK[t.eventClassifierCode] > CLASSIFIER_RANK[best.eventClassifierCode]) best = t;
  }
  return best?.eventDateTime;
}

interface CallGiven {
  path: string;
  portId: string;
  facilitySMDGCode: string | undefined;
  facilityName: string | undefined;
  timestamps: DcsaTimestamp[];
  cutOffTimes: DcsaCutOffTime[] | undefined;
}

/**
 * A call in a vessel or port schedule: the vessel arrives on the import voyage and leaves on the export voyage.
 * Where the numbers differ (the turn of a round trip) the arrival ends one voyage and the departure, with the
 * cut-offs, starts the next.
 */
function sightCall(
  builder: PlanBuilder,
  call: CallGiven,
  voyage: VoyageTarget,
  vesselKey: string,
  vesselPath: string,
): void {
  const arrival = builder.time(bestTime(call.timestamps, 'ARRI'), call.portId);
  const departure = builder.time(bestTime(call.timestamps, 'DEPA'), call.portId);
  const terminalId = builder.terminal(
    call.portId,
    call.facilitySMDGCode ? { code: call.facilitySMDGCode, provider: 'SMDG' } : null,
    call.facilityName,
  );
  const base = { path: call.path, portId: call.portId, terminalId };
  const cutOffs = builder.cutOffs(call.cutOffTimes);
  if (voyage.importVoyage === voyage.exportVoyage) {
    builder.sight(voyage.serviceId, voyage.exportVoyage, vesselKey, vesselPath, {
      ...base,
      arrival: arrival?.at ?? null,
      departure: departure?.at ?? null,
      utcOffsetMinutes: (departure ?? arrival)!.offset,
      cutOffs,
    });
    return;
  }
  if (arrival) {
    builder.sight(voyage.serviceId, voyage.importVoyage, vesselKey, vesselPath, {
      ...base,
      arrival: arrival.at,
      departure: null,
      utcOffsetMinutes: arrival.offset,
      cutOffs: [],
    });
  }
  if (departure) {
    builder.sight(voyage.serviceId, voyage.exportVoyage, vesselKey, vesselPath, {
      ...base,
      arrival: null,
      departure: departure.at,
      utcOffsetMinutes: departure.offset,
      cutOffs,
    });
  }
}

/**
 * Service (vessel) schedules: whole voyages per vessel. CS 1.0 names no carrier on a service schedule (the
 * publishing carrier is implied), so the vessel operator's code names it.
 */
export function readServiceSchedules(builder: PlanBuilder, services: DcsaServiceSchedule[]): void {
  services.forEach((service, s) => {
    service.vesselSchedules.forEach((schedule, v) => {
      const at = `serviceSchedules[${s}].vesselSchedules[${v}]`;
      const carrierId = builder.carrier(
        schedule.vessel?.operatorCarrierCode,
        schedule.vessel?.operatorCarrierCodeListProvider,
        `${at}.vessel.operatorCarrierCode`,
      );
      const vesselKey = builder.vessel(schedule.vessel, `${at}.vessel`, schedule.isDummyVessel);
      if (!carrierId || !vesselKey) return;
      const serviceId = builder.service(carrierId, service.carrierServiceCode, service.carrierServiceName);
      (schedule.transportCalls ?? []).forEach((call, c) => {
        const path = `${at}.transportCalls[${c}]`;
        const portId = builder.port(call.location?.UNLocationCode, `${path}.location.UNLocationCode`);
        if (!portId) return;
        const given = {
          path,
          portId,
          facilitySMDGCode: call.location?.facilitySMDGCode,
          facilityName: call.location?.facilityName,
          timestamps: call.timestamps,
          cutOffTimes: call.cutOffTimes,
        };
        const voyage = {
          serviceId,
          importVoyage: call.carrierImportVoyageNumber,
          exportVoyage: call.carrierExportVoyageNumber ?? call.carrierImportVoyageNumber,
        };
        sightCall(builder, given, voyage, vesselKey, `${at}.vessel`);
      });
    });
  });
}

/** Port schedules: one call per vessel schedule at the schedule's port, for each of our service partners. */
export function readPortSchedules(builder: PlanBuilder, schedules: DcsaPortSchedule[]): void {
  schedules.forEach((port, p) => {
    const portId = builder.port(port.location.UNLocationCode, `portSchedules[${p}].location.UNLocationCode`);
    (port.vesselSchedules ?? []).forEach((schedule, v) => {
      const at = `portSchedules[${p}].vesselSchedules[${v}]`;
      const vesselKey = builder.vessel(schedule.vessel, `${at}.vessel`, schedule.isDummyVessel);
      const voyages = builder.partnerVoyages(schedule.servicePartners, `${at}.servicePartners`);
      if (!portId || !vesselKey) return;
      const given = {
        path: at,
        portId,
        facilitySMDGCode: port.location.facilitySMDGCode,
        facilityName: port.location.facilityName,
        timestamps: schedule.timestamps,
        cutOffTimes: schedule.cutOffTimes,
      };
      for (const voyage of voyages) sightCall(builder, given, voyage, vesselKey, `${at}.vessel`);
    });
  });
}

import type { FoundRoute, PortCall, Voyage } from '@portal/domain';
import type { VoyageDetails } from '../repo.ts';
import { dcsaCarrierCode } from './carrier-codes.ts';
import { localDateTime } from './local-time.ts';
import { CUT_OFF_CODES, type DcsaLocation, type DcsaPointToPoint } from './schemas.ts';

export interface ExportLookups {
  ports: ReadonlyMap<string, { name: string }>;
  terminals: ReadonlyMap<string, { name: string }>;
  details: ReadonlyMap<string, VoyageDetails>;
}

type CutOffCode = (typeof CUT_OFF_CODES)[number];
const isCutOffCode = (code: string): code is CutOffCode =>
  (CUT_OFF_CODES as readonly string[]).includes(code);

const callKey = (call: PortCall) => `${call.portId}@${call.departure.getTime()}`;

function location(call: PortCall, lookups: ExportLookups): DcsaLocation {
  const terminal = call.terminalId ? lookups.terminals.get(call.terminalId) : undefined;
  // Terminal ids are `${UN/LOCODE}-${SMDG code}` (seed and import both write them so).
  const code = call.terminalId?.startsWith(`${call.portId}-`)
    ? call.terminalId.slice(call.portId.length + 1)
    : null;
  return {
    locationName: (lookups.ports.get(call.portId)?.name ?? call.portId).slice(0, 100),
    UNLocationCode: call.portId,
    ...(terminal && code && code.length <= 6
      ? {
          facilityName: terminal.name.slice(0, 100),
          facility: { facilityCode: code, facilityCodeListProvider: 'SMDG' as const },
        }
      : {}),
  };
}

/** Our carrier id and service id are `${carrierId}-${code}`: the carrier's own service code is the rest. */
function serviceCode(voyage: Voyage): string {
  const prefix = `${voyage.carrierId}-`;
  return voyage.serviceCode.startsWith(prefix) ? voyage.serviceCode.slice(prefix.length) : voyage.serviceCode;
}

/**
 * One route of our search as a DCSA point-to-point routing: port to port (CY/CY, port terminals), one vessel leg
 * per voyage with its intermediate calls, times in each port's local time, the closings of the first departure
 * as the route's cut-offs. Nothing staff-only (commission, space) is part of the format.
 */
export function toPointToPoint(
  route: FoundRoute,
  lookups: ExportLookups,
  solutionNumber: number,
): DcsaPointToPoint {
  const offset = (voyage: Voyage, call: PortCall) =>
    lookups.details.get(voyage.id)?.utcOffsets.get(callKey(call)) ?? 0;
  const first = route.legs[0]!;
  const firstOffset = offset(first.voyage, first.from);
  const cutOffs = lookups.details.get(first.voyage.id)?.cutOffs.get(callKey(first.from)) ?? [];
  const legs = route.legs.map((leg, i) => {
    const details = lookups.details.get(leg.voyage.id);
    const fromIndex = leg.voyage.calls.indexOf(leg.from);
    const toIndex = leg.voyage.calls.indexOf(leg.to);
    const between =
      fromIndex >= 0 && toIndex > fromIndex ? leg.voyage.calls.slice(fromIndex + 1, toIndex) : [];
    const voyageNumber = leg.voyage.voyageNumber;
    return {
      sequenceNumber: i + 1,
      transport: {
        modeOfTransport: 'VESSEL' as const,
        servicePartners: [
          {
            ...dcsaCarrierCode(leg.voyage.carrierId),
            carrierServiceName: (details?.serviceName ?? serviceCode(leg.voyage)).slice(0, 50),
            carrierServiceCode: serviceCode(leg.voyage),
            carrierImportVoyageNumber: voyageNumber,
            carrierExportVoyageNumber: voyageNumber,
          },
        ],
        vessel: {
          ...(leg.voyage.vesselImo ? { vesselIMONumber: leg.voyage.vesselImo } : {}),
          name: leg.voyage.vesselName.slice(0, 50),
          ...(details?.vesselCode ? { callSign: details.vesselCode.slice(0, 10) } : {}),
        },
      },
      departure: {
        facilityTypeCode: 'POTE',
        location: location(leg.from, lookups),
        dateTime: localDateTime(leg.from.departure, offset(leg.voyage, leg.from)),
      },
      ...(between.length
        ? {
            intermediateCalls: between.map((call) => ({
              facilityTypeCode: 'POTE',
              location: location(call, lookups),
              arrivalDateTime: localDateTime(call.arrival, offset(leg.voyage, call)),
              departureDateTime: localDateTime(call.departure, offset(leg.voyage, call)),
            })),
          }
        : {}),
      arrival: {
        facilityTypeCode: 'POTE',
        location: location(leg.to, lookups),
        dateTime: localDateTime(leg.to.arrival, offset(leg.voyage, leg.to)),
      },
    };
  });
  return {
    placeOfReceipt: { ...legs[0]!.departure },
    placeOfDelivery: { ...legs[legs.length - 1]!.arrival },
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    cutOffTimes: cutOffs
      .filter((c) => isCutOffCode(c.code))
      .map((c) => ({
        cutOffDateTimeCode: c.code as CutOffCode,
        cutOffDateTime: localDateTime(new Date(c.time), firstOffset),
      })),
    solutionNumber,
    transitTime: route.transitDays,
    legs,
  };
}

import { z } from 'zod';
import { DATE_MESSAGES, DATE_RANGE, isCalendarDay, ZText } from '@portal/domain';

/**
 * DCSA Commercial Schedules 1.0 (CS_v1.0.3) payloads: point-to-point routes, service (vessel) schedules and port
 * schedules, as far as we read or write them. The schemas follow the standard (optional stays optional, extra
 * properties such as footprints are ignored) so the same ones validate an import and our own export; what our
 * model needs beyond the standard (a vessel name, a service code ...) is checked by the mapping, with the path.
 */

export const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const text = (max: number) => ZText.trim().min(1).max(max);

export const ZDateTime = z.iso
  .datetime({
    offset: true,
    error: 'Give a date-time with its UTC offset, such as 2025-01-14T09:21:00+01:00.',
  })
  // Only a well-formed time is also checked for its range, so a bad one gets one message.
  .refine(
    (v) =>
      !isCalendarDay(v.slice(0, 10)) ||
      (v.slice(0, 10) >= DATE_RANGE.min && v.slice(0, 10) <= DATE_RANGE.max),
    DATE_MESSAGES.range,
  );

export const ZUNLocationCode = z
  .string()
  .regex(UNLOCODE, 'Give a 5-letter UN/LOCODE such as NLAMS (capital letters).');

export const ZCarrierCodeListProvider = z.enum(['SMDG', 'NMFTA']);

/** The 15 cut-off codes of CS 1.0 (reference-data cutofftimecodes.csv holds the first six). */
export const CUT_OFF_CODES = [
  'DCO',
  'VCO',
  'FCO',
  'LCO',
  'PCO',
  'ECP',
  'EFC',
  'RCO',
  'DGC',
  'OBC',
  'TCO',
  'STA',
  'SPA',
  'CUA',
  'AFC',
] as const;

export const ZCutOffTime = z.object({
  cutOffDateTimeCode: z.enum(CUT_OFF_CODES, {
    error: `Use a DCSA cut-off code: ${CUT_OFF_CODES.join(', ')}.`,
  }),
  cutOffDateTime: ZDateTime,
});

export const ZFacility = z.object({
  facilityCode: text(6),
  facilityCodeListProvider: z.enum(['BIC', 'SMDG']),
});

export const ZLocation = z.object({
  locationName: text(100).optional(),
  facilityName: text(100).optional(),
  UNLocationCode: ZUNLocationCode.optional(),
  facility: ZFacility.optional(),
});

const FACILITY_TYPE = text(4);

/** PlaceOfReceipt, PlaceOfDelivery, PlaceOfDeparture and PlaceOfArrival share this shape. */
export const ZPlace = z.object({
  transportCallReference: text(100).optional(),
  facilityTypeCode: FACILITY_TYPE,
  location: ZLocation,
  dateTime: ZDateTime,
});

export const ZIntermediateCall = z.object({
  transportCallReference: text(100).optional(),
  facilityTypeCode: FACILITY_TYPE.optional(),
  location: ZLocation,
  arrivalDateTime: ZDateTime.optional(),
  departureDateTime: ZDateTime.optional(),
});

export const ZVessel = z.object({
  vesselIMONumber: z
    .string()
    .regex(/^\d{7,8}$/, 'Give the IMO number as 7 or 8 digits.')
    .optional(),
  MMSINumber: ZText.optional(),
  name: text(50).optional(),
  flag: ZText.optional(),
  callSign: text(10).optional(),
  operatorCarrierCode: text(10).optional(),
  operatorCarrierCodeListProvider: ZCarrierCodeListProvider.optional(),
});

export const ZServicePartner = z.object({
  carrierCode: text(4).optional(),
  carrierCodeListProvider: ZCarrierCodeListProvider.optional(),
  carrierServiceName: text(50).optional(),
  carrierServiceCode: text(11).optional(),
  carrierImportVoyageNumber: text(50).optional(),
  carrierExportVoyageNumber: text(50).optional(),
});

const ZVesselTransport = z.object({
  modeOfTransport: z.literal('VESSEL'),
  portVisitReference: text(50).optional(),
  transportCallReference: text(100).optional(),
  servicePartners: z.array(ZServicePartner).optional(),
  universalServiceReference: ZText.optional(),
  universalExportVoyageReference: ZText.optional(),
  universalImportVoyageReference: ZText.optional(),
  vessel: ZVessel.optional(),
});

const ZBargeTransport = z.object({
  modeOfTransport: z.literal('BARGE'),
  servicePartners: z.array(ZServicePartner).optional(),
  barge: ZVessel.optional(),
});

const ZOtherTransport = z.object({
  modeOfTransport: z.enum(['RAIL_TRUCK', 'BARGE_TRUCK', 'BARGE_RAIL', 'MULTIMODAL', 'RAIL', 'TRUCK']),
});

export const ZTransport = z.discriminatedUnion(
  'modeOfTransport',
  [ZVesselTransport, ZBargeTransport, ZOtherTransport],
  {
    error:
      'Give modeOfTransport as VESSEL, BARGE, RAIL, TRUCK, RAIL_TRUCK, BARGE_TRUCK, BARGE_RAIL or MULTIMODAL.',
  },
);

export const ZLeg = z.object({
  sequenceNumber: z.number().int().optional(),
  transport: ZTransport.optional(),
  departure: ZPlace,
  intermediateCalls: z.array(ZIntermediateCall).optional(),
  arrival: ZPlace,
  cutOffTimes: z.array(ZCutOffTime).optional(),
});

export const ZPointToPoint = z.object({
  placeOfReceipt: ZPlace,
  placeOfDelivery: ZPlace,
  receiptTypeAtOrigin: z.enum(['CY', 'SD', 'CFS']).optional(),
  deliveryTypeAtDestination: z.enum(['CY', 'SD', 'CFS']).optional(),
  cutOffTimes: z.array(ZCutOffTime).optional(),
  solutionNumber: z.number().int().min(1).optional(),
  routingReference: ZText.optional(),
  transitTime: z.number().int().optional(),
  legs: z.array(ZLeg).min(1, 'A route needs at least one leg.'),
});
export type DcsaPointToPoint = z.infer<typeof ZPointToPoint>;
export type DcsaPlace = z.infer<typeof ZPlace>;
export type DcsaLocation = z.infer<typeof ZLocation>;
export type DcsaServicePartner = z.infer<typeof ZServicePartner>;
export type DcsaVessel = z.infer<typeof ZVessel>;
export type DcsaCutOffTime = z.infer<typeof ZCutOffTime>;

export const ZTimestamp = z.object({
  eventTypeCode: z.enum(['ARRI', 'DEPA']),
  eventClassifierCode: z.enum(['PLN', 'EST', 'ACT']),
  eventDateTime: ZDateTime,
});
export type DcsaTimestamp = z.infer<typeof ZTimestamp>;

export const ZTransportCallLocation = z.object({
  locationName: text(100).optional(),
  facilityName: text(100).optional(),
  UNLocationCode: ZUNLocationCode.optional(),
  facilitySMDGCode: text(6).optional(),
});

export const ZTransportCall = z.object({
  portVisitReference: text(50).optional(),
  transportCallReference: text(100),
  carrierImportVoyageNumber: text(50),
  carrierExportVoyageNumber: text(50).optional(),
  cutOffTimes: z.array(ZCutOffTime).optional(),
  location: ZTransportCallLocation.optional(),
  timestamps: z.array(ZTimestamp).min(1, 'A transport call needs at least one timestamp.'),
});

export const ZServiceSchedule = z.object({
  carrierServiceName: text(50),
  carrierServiceCode: text(11),
  universalServiceReference: ZText.optional(),
  vesselSchedules: z
    .array(
      z.object({
        vessel: ZVessel.optional(),
        isDummyVessel: z.boolean(),
        transportCalls: z.array(ZTransportCall).optional(),
      }),
    )
    .min(1, 'A service schedule needs at least one vessel schedule.'),
});
export type DcsaServiceSchedule = z.infer<typeof ZServiceSchedule>;

export const ZPortSchedule = z.object({
  location: ZTransportCallLocation,
  vesselSchedules: z
    .array(
      z.object({
        universalServiceReference: ZText.optional(),
        servicePartners: z
          .array(
            ZServicePartner.extend({
              carrierServiceName: text(50),
              carrierServiceCode: text(11),
              carrierImportVoyageNumber: text(50),
              carrierExportVoyageNumber: text(50),
            }),
          )
          .min(1, 'A schedule needs at least one service partner.'),
        vessel: ZVessel.optional(),
        isDummyVessel: z.boolean(),
        timestamps: z.array(ZTimestamp).min(1, 'A schedule needs at least one timestamp.'),
        cutOffTimes: z.array(ZCutOffTime).optional(),
      }),
    )
    .optional(),
});
export type DcsaPortSchedule = z.infer<typeof ZPortSchedule>;

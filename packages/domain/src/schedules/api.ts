import { z } from 'zod';
import { zImportRejected } from '../errors.ts';
import { DATE_MESSAGES, UNLOCODE_PATTERN, ZText, zIsoDay, zText } from '../validation.ts';

/** Request shapes of the schedule endpoints; the route answer is in route-answer.ts. */

const PORT_MESSAGE = 'Give the port as a 5-letter UN/LOCODE such as DEHAM.';
const port = (message: string) =>
  zText({ error: message }).trim().toUpperCase().regex(UNLOCODE_PATTERN, message);
const ZSearchDay = zIsoDay(DATE_MESSAGES.format);

/** GET /api/routes query (spec 000 §7): ports as UN/LOCODE, weeks 1 to 4, date yyyy-MM-dd. */
export const ZRoutesQuery = z.object({
  origin: port(PORT_MESSAGE),
  destination: port('Give the port as a 5-letter UN/LOCODE such as BRSSZ.'),
  weeks: z.coerce
    .number()
    .int('Weeks must be a whole number from 1 to 4.')
    .min(1, 'Weeks must be from 1 to 4.')
    .max(4, 'Weeks must be from 1 to 4.'),
  date: ZSearchDay,
  carrier: ZText.trim().toUpperCase().min(1).optional(),
  timeout: z.coerce.number().int().positive().max(120_000).optional(),
});
export type TRoutesQuery = z.infer<typeof ZRoutesQuery>;

const ZServiceType = z.enum(['CY', 'SD', 'CFS'], { error: 'Use CY, SD or CFS.' });

/**
 * GET /api/v1/point-to-point-routes query: the parameters of DCSA CS 1.0 that a port-to-port schedule answers,
 * with the same wording as GET /api/routes for the same kinds of value (a missing port gets it too).
 */
export const ZPointToPointQuery = z.object({
  placeOfReceipt: port(PORT_MESSAGE),
  placeOfDelivery: port(PORT_MESSAGE),
  departureStartDate: ZSearchDay.optional(),
  departureEndDate: ZSearchDay.optional(),
  arrivalStartDate: ZSearchDay.optional(),
  arrivalEndDate: ZSearchDay.optional(),
  maxTranshipment: z.coerce
    .number()
    .int('maxTranshipment must be a whole number from 0.')
    .min(0, 'maxTranshipment must be a whole number from 0.')
    .optional(),
  receiptTypeAtOrigin: ZServiceType.optional(),
  deliveryTypeAtDestination: ZServiceType.optional(),
  cargoType: z.enum(['DRY', 'REEFER'], { error: 'Use DRY or REEFER.' }).optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number from 1 to 1000.')
    .min(1, 'limit must be a whole number from 1 to 1000.')
    .max(1000, 'limit must be a whole number from 1 to 1000.')
    .default(100),
  cursor: ZText.max(1024).optional(),
});
export type TPointToPointQuery = z.infer<typeof ZPointToPointQuery>;

const ZImportCounts = z.object({ created: z.number(), updated: z.number(), unchanged: z.number() });

/** POST /api/schedules/import answer. */
export const ZScheduleImportSummary = z.object({
  kind: z.enum(['pointToPoint', 'serviceSchedules', 'portSchedules']),
  services: ZImportCounts,
  vessels: ZImportCounts,
  voyages: ZImportCounts,
  terminalsCreated: z.array(z.string()),
  skippedLegs: z.number(),
});
export type TScheduleImportSummary = z.infer<typeof ZScheduleImportSummary>;

/** The error answer plus the full list of problems, each with its path in the file. */
export const ZScheduleImportRejected = zImportRejected(z.object({ path: z.string(), message: z.string() }));

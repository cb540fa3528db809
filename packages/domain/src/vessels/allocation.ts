import { isValid, parse } from 'date-fns';
import { z } from 'zod';
import { ZVersion } from '../back-office/concurrency.ts';
import { ZText } from '../validation.ts';

/** The words of the vessel allocation (spec 001 §2.14, §5, §8), quoted exactly where the spec has them. */
export const ALLOCATION_TEXT = {
  title: 'Vessel allocation',
  allocation: 'Allocation',
  previousNext: 'Previous & Next Vessel',
  onRequest: 'On Request',
  fullyBookedBanner: 'This vessel is fully booked.',
  fullyBookedToggle: 'Fully booked',
  confirmed: 'Confirmed',
  requested: 'Requested',
  inProgress: 'In progress',
  importSheet: 'Import allocations',
  sampleFile: 'Sample file',
  /** Before Book Now onto a voyage without space (issue 22 part 3): a confirm step, not a block. */
  bookNowWarningTitle: 'This voyage has no space left',
} as const;

export const ALLOCATION_MESSAGES = {
  /** Spec 001 §8. */
  voyageNotFound: (name: string) => `Vessel & Voyage ${name} was not found`,
  etsDate: 'etsDate must be a day written dd/MM/yyyy, for example 24/12/2026.',
  carrierId: 'Give the carrier, for example carrierId=HSG.',
  pol: 'Give the port of loading as its UN/LOCODE, for example POL=DEHAM.',
  serviceOrVoyage:
    'Give the service (service=SAE) or the vessel and voyage (vessel=SANTOS EXPRESS&voyage=2650S).',
  noCall: (service: string, pol: string) => `No voyage of service ${service} calls at ${pol}.`,
  notAtPol: (name: string, pol: string) => `Vessel & Voyage ${name} does not call at ${pol}.`,
  teu: 'TEU allocation is a whole number from 0 to 100,000.',
  weight: 'Weight allocation is a whole number of kg from 0 to 100,000,000.',
  otherCarrier: 'You do not handle this carrier, so you cannot change its allocation.',
  saved: 'Allocation saved.',
  fullyBookedSaved: (on: boolean) => (on ? 'Marked as fully booked.' : 'No longer marked as fully booked.'),
} as const;

/** dd/MM/yyyy of spec 001 §7; the day it names (UTC midnight), or null. */
export function parseEtsDate(text: string): Date | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return null;
  const day = parse(`${text} Z`, 'dd/MM/yyyy X', new Date(0));
  return isValid(day) && day.getUTCFullYear() >= 2000 && day.getUTCFullYear() <= 2100 ? day : null;
}

/** The day of an instant as the API's etsDate (dd/MM/yyyy, UTC). */
export function etsDateOf(instant: string | Date): string {
  const d = new Date(instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

const ZRequiredText = (message: string) => ZText.trim().min(1, message).max(100, message);
const ZPol = ZText.trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, ALLOCATION_MESSAGES.pol);

/**
 * GET /api/vesselAllocationSchedule (spec 001 §7: carrierId, service, POL, etsDate dd/MM/yyyy). A request row
 * knows its vessel and voyage but not the service, so vessel and voyage may name the voyage instead (then the
 * service is the voyage's own); without them the voyage of the service leaving POL nearest to etsDate is meant.
 */
export const ZAllocationScheduleQuery = z
  .object({
    carrierId: ZRequiredText(ALLOCATION_MESSAGES.carrierId),
    service: ZText.trim().max(100).optional(),
    POL: ZPol,
    etsDate: ZText.trim().refine((v) => parseEtsDate(v) !== null, ALLOCATION_MESSAGES.etsDate),
    vessel: ZText.trim().max(100).optional(),
    voyage: ZText.trim().max(50).optional(),
  })
  .refine((q) => !!q.service || (!!q.vessel && !!q.voyage), {
    message: ALLOCATION_MESSAGES.serviceOrVoyage,
    path: ['service'],
  });
export type TAllocationScheduleQuery = z.infer<typeof ZAllocationScheduleQuery>;

/** Requested or in-progress space (001 §3: quantity and weight in kg); quantity counts containers. */
export const ZOpenSpace = z.object({ quantity: z.number().int(), teu: z.number().int(), weight: z.number() });
export type TOpenSpace = z.infer<typeof ZOpenSpace>;

/**
 * One BookingSpace of the answer (001 §3 allocation entry, in the API's clean names; the sheet's CarrierID, ETS,
 * VesselName... are mapped in allocation-sheet.ts): allocation, booked and percent, with the open requests and the
 * fully-booked flag of the vessel with voyage. Weights are kg; a percent is null where there is no allocation.
 */
export const ZBookingSpace = z.object({
  voyageId: z.string(),
  position: z.enum(['previous', 'current', 'next']),
  carrierId: z.string(),
  ets: z.string(),
  vesselName: z.string(),
  vesselCode: z.string().nullable(),
  voyageNumber: z.string(),
  service: z.string(),
  polId: z.string(),
  teuAllocation: z.number().int().nullable(),
  weightAllocation: z.number().nullable(),
  teuBooked: z.number().int(),
  weightBooked: z.number(),
  teuPercent: z.number().nullable(),
  weightPercent: z.number().nullable(),
  requested: ZOpenSpace,
  inProgress: ZOpenSpace,
  isFullyBooked: z.boolean(),
  /** The versions an edit names: null while there is no allocation row / flag row yet. */
  allocationVersion: z.number().int().nullable(),
  flagVersion: z.number().int().nullable(),
});
export type TBookingSpace = z.infer<typeof ZBookingSpace>;

/** A booking or request of the dialog's "Allocation" section (001 §2.14). */
export const ZAllocationItem = z.object({
  id: z.string(),
  kind: z.enum(['booking', 'request']),
  status: z.enum(['confirmed', 'requested', 'inProgress']),
  clientName: z.string(),
  quantity: z.number().int(),
  teu: z.number().int(),
  weight: z.number(),
});
export type TAllocationItem = z.infer<typeof ZAllocationItem>;

export const ZAllocationItemsQuery = z.object({
  POL: ZPol,
});

export const ZVoyageIdParams = z.object({ voyageId: z.uuid('Give a voyage id.') });

/** A save of the allocation at a port of loading (privileged staff): version null creates it. */
export const ZAllocationInput = z.object({
  polId: ZPol,
  teuAllocation: z
    .number(ALLOCATION_MESSAGES.teu)
    .int(ALLOCATION_MESSAGES.teu)
    .min(0, ALLOCATION_MESSAGES.teu)
    .max(100_000, ALLOCATION_MESSAGES.teu),
  weightAllocation: z
    .number(ALLOCATION_MESSAGES.weight)
    .int(ALLOCATION_MESSAGES.weight)
    .min(0, ALLOCATION_MESSAGES.weight)
    .max(100_000_000, ALLOCATION_MESSAGES.weight),
  version: ZVersion.nullable(),
});
export type TAllocationInput = z.infer<typeof ZAllocationInput>;

/** The staff toggle (001 §4): version null while the voyage has never been flagged. */
export const ZFullyBookedInput = z.object({ fullyBooked: z.boolean(), version: ZVersion.nullable() });
export type TFullyBookedInput = z.infer<typeof ZFullyBookedInput>;

export const ZFullyBookedState = z.object({
  voyageId: z.string(),
  fullyBooked: z.boolean(),
  version: z.number().int(),
});

export const ZAllocationSaved = z.object({
  voyageId: z.string(),
  polId: z.string(),
  teuAllocation: z.number().int(),
  weightAllocation: z.number().int(),
  version: z.number().int(),
});
export type TAllocationSaved = z.infer<typeof ZAllocationSaved>;

export const ZAllocationImportResult = z.object({ created: z.number().int(), updated: z.number().int() });
export type TAllocationImportResult = z.infer<typeof ZAllocationImportResult>;

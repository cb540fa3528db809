import { z } from 'zod';
import { ZListQuery } from '../lists.ts';
import { UNLOCODE_PATTERN, withSafeText, ZText, zIsoDay } from '../validation.ts';
import { ZScheduleRoute } from '../schedules/route-answer.ts';
import { VENTILATION_OPTIONS } from './container-lines.ts';
import { ZRequestId } from './request-id.ts';

export const REQUIRED = 'This field is required.';
export const INVALID_QUOTE_NUMBER =
  'You provided invalid quote number. Please either remove it or add a valid one.';
export const REQUEST_SUBMITTED_TEXT =
  'Thanks for using our online services. Your booking request has been submitted and is in requested status. You are allowed to make changes as long as the booking is not in status: In Progress. The next available booking agent will take care and check the availabilities. Thank you.';
export const MAX_FILES_PER_ZONE = 10;
/** Step 1 of the online booking while the carrier has sailings on the lane and none is chosen. */
export const CHOOSE_SAILING_MESSAGE =
  'Please choose one of the sailings of this carrier before you continue.';

/** Messages of the cargo line checks, shown at the wizard's fields as the server answers them. */
export const CARGO_LINE_MESSAGES = {
  imoClass: 'Give the IMO class.',
  imoClassMax: 'The IMO class has at most 10 characters.',
  unNumber: 'The UN number has four digits.',
  pgNumber: 'The packing group has at most 5 characters.',
  length: 'Give a length from 0 to 10,000 cm.',
  width: 'Give a width from 0 to 10,000 cm.',
  height: 'Give a height from 0 to 10,000 cm.',
  oogWeight: 'Give a weight from 0 to 100,000 kg.',
  quantity: 'Quantity must be a whole number.',
  quantityMin: 'Quantity must be at least 1.',
  quantityMax: 'Quantity may be at most 999.',
  weight: 'Weight is a whole number of kg.',
  weightRange: 'Weight may be from 0 to 100,000 kg.',
  commodityMax: 'A commodity has at most 100 characters.',
  temperature: 'Give a temperature from -70 to +40 °C.',
  humidity: 'Give the humidity in percent, from 0 to 100.',
  reference: 'A reference may have at most 50 characters.',
  containerNumber: 'A container number has at most 20 characters.',
  pickupDate: 'Give the pickup date as yyyy-MM-dd.',
} as const;
const M = CARGO_LINE_MESSAGES;

const measure = (max: number, message: string) =>
  z.coerce.number(message).min(0, message).max(max, message).nullable().default(null);

export const ZImoEntry = z.object({
  imoClass: ZText.trim().min(1, M.imoClass).max(10, M.imoClassMax),
  unNumber: ZText.trim().regex(/^\d{4}$/, M.unNumber),
  pgNumber: ZText.trim().max(5, M.pgNumber).default(''),
});

export const ZOogEntry = z.object({
  length: measure(10_000, M.length),
  width: measure(10_000, M.width),
  height: measure(10_000, M.height),
  weight: measure(100_000, M.oogWeight),
});

/** A cargo line as the wizard sends it: ids of reference data, values as entered. */
export const ZCargoLineInput = z.object({
  quantity: z.coerce.number(M.quantity).int(M.quantity).min(1, M.quantityMin).max(999, M.quantityMax),
  containerTypeId: ZText.trim().min(1, REQUIRED),
  /** A known commodity id, or free text (upper-cased) where free entry is allowed. */
  commodity: z.union([
    z.object({ id: ZText.trim().min(1, REQUIRED) }),
    z.object({ name: ZText.trim().min(1, REQUIRED).max(100, M.commodityMax).toUpperCase() }),
  ]),
  weight: z.coerce.number(M.weight).int(M.weight).min(0, M.weightRange).max(100_000, M.weightRange),
  temperature: z
    .number(M.temperature)
    .min(-70, M.temperature)
    .max(40, M.temperature)
    .nullable()
    .default(null),
  humidity: z.number(M.humidity).min(0, M.humidity).max(100, M.humidity).nullable().default(null),
  ventilation: z.enum(VENTILATION_OPTIONS).nullable().default(null),
  pickupDate: zIsoDay(M.pickupDate).nullable().default(null),
  pickupLocationId: ZText.trim().min(1).nullable().default(null),
  pickupReference: ZText.trim().max(50, M.reference).default(''),
  deliveryReference: ZText.trim().max(50, M.reference).default(''),
  vgmPin: ZText.trim().max(50, M.reference).default(''),
  containerNumbers: z.array(ZText.trim().max(20, M.containerNumber)).max(999).default([]),
  imo: z
    .object({ flag: z.boolean(), entries: z.array(ZImoEntry).max(10).default([]) })
    .default({ flag: false, entries: [] }),
  oog: z
    .object({ flag: z.boolean(), entries: z.array(ZOogEntry).max(10).default([]) })
    .default({ flag: false, entries: [] }),
});
export type TCargoLineInput = z.infer<typeof ZCargoLineInput>;

/** POST /api/booking-requests: what the four wizard steps collected. */
export const ZBookingRequestCreate = z.object({
  /** Staff booking on behalf of a client pick the client first. */
  clientId: z.string().uuid().optional(),
  origin: ZText.trim().toUpperCase().regex(UNLOCODE_PATTERN, REQUIRED),
  destination: ZText.trim().toUpperCase().regex(UNLOCODE_PATTERN, REQUIRED),
  carrierId: ZText.trim().toUpperCase().min(1, REQUIRED),
  quoteNumber: z.coerce.number().int().positive(INVALID_QUOTE_NUMBER).nullable().default(null),
  customerReference: ZText.trim().max(50, 'The reference may have at most 50 characters.').default(''),
  termsAccepted: z.literal(true, { message: REQUIRED }),
  schedule: withSafeText(ZScheduleRoute).nullable().default(null),
  containers: z.array(ZCargoLineInput).min(1, 'Add at least one cargo line.').max(50),
  additionalInfo: ZText.trim().max(5000).default(''),
  files: z
    .object({
      additional: z
        .array(z.string().uuid())
        .max(MAX_FILES_PER_ZONE, `Up to ${MAX_FILES_PER_ZONE} files per drop zone.`)
        .default([]),
      imo: z
        .array(z.string().uuid())
        .max(MAX_FILES_PER_ZONE, `Up to ${MAX_FILES_PER_ZONE} files per drop zone.`)
        .default([]),
      certificate: z
        .array(z.string().uuid())
        .max(MAX_FILES_PER_ZONE, `Up to ${MAX_FILES_PER_ZONE} files per drop zone.`)
        .default([]),
    })
    .default({ additional: [], imo: [], certificate: [] }),
});
export type TBookingRequestCreate = z.infer<typeof ZBookingRequestCreate>;

const ZPortRef = z.object({ id: z.string(), name: z.string(), countryCode: z.string() });

/** A cargo line as stored and shown (spec 000 §3 "Container line (request)"). */
export const ZBookingRequestCargoLine = z.object({
  quantity: z.number().int(),
  containerType: z.object({
    id: z.string(),
    label: z.string(),
    description: z.string(),
    couldBeOversize: z.boolean(),
  }),
  commodityType: z.object({ id: z.string().nullable(), name: z.string() }),
  weight: z.number(),
  temperature: z.number().nullable(),
  humidity: z.number().nullable(),
  ventilation: z.string().nullable(),
  pickupDate: z.string().nullable(),
  pickupLocation: z
    .object({
      id: z.string(),
      name: z.string(),
      street: z.string().nullable(),
      city: z.string(),
      zip: z.string().nullable(),
      countryCode: z.string(),
    })
    .nullable(),
  pickupReference: z.string(),
  deliveryReference: z.string(),
  vgmPin: z.string(),
  containerNumbers: z.array(z.string()),
  imo: z.object({ flag: z.boolean(), entries: z.array(ZImoEntry) }),
  oog: z.object({ flag: z.boolean(), entries: z.array(ZOogEntry) }),
});
export type TBookingRequestCargoLine = z.infer<typeof ZBookingRequestCargoLine>;

const ZItineraryStop = z.object({
  port: ZPortRef,
  terminal: z.string().nullable(),
  vessel: z.string().nullable(),
  voyage: z.string().nullable(),
  arrival: z.string().nullable(),
  departure: z.string().nullable(),
  /** The port's UTC offset at the call, so times read as the port's clock; null without a sailing. */
  utcOffsetMinutes: z.number().nullable().default(null),
});
export const ZItinerary = z.object({
  portOfLoading: ZItineraryStop,
  transshipments: z.array(ZItineraryStop),
  portOfDischarge: ZItineraryStop,
  /** Closing deadlines of the port of loading from the chosen sailing. */
  closings: z.array(z.object({ code: z.string(), label: z.string(), time: z.string() })).default([]),
});
export type TItinerary = z.infer<typeof ZItinerary>;

export const ZFreightLine = z.object({
  seqNr: z.number().int(),
  text: z.string(),
  group: z.enum(['EXTERNAL', 'INTERNAL1', 'INTERNAL2']),
  quantity: z.number(),
  unit: z.string(),
  unitValue: z.number(),
  currency: z.string(),
  total: z.number(),
  internal1: z.boolean(),
  isManual: z.boolean(),
});

const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZBookingRequestRow = z.object({
  id: z.string(),
  statusCode: z.number().int(),
  statusText: z.string(),
  hold: z.boolean(),
  isUnread: z.boolean(),
  client: z.object({ id: z.string(), name: z.string() }),
  createdBy: ZPerson,
  agent: ZPerson.nullable(),
  carrier: z.object({ id: z.string(), name: z.string(), color: z.string() }),
  origin: ZPortRef,
  destination: ZPortRef,
  vessel: z.string().nullable(),
  voyage: z.string().nullable(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  quoteNumber: z.number().nullable(),
  agreementNo: z.string().nullable(),
  customerReference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBookingRequestRow = z.infer<typeof ZBookingRequestRow>;

export const ZBookingRequestFile = z.object({
  id: z.string(),
  name: z.string(),
  documentType: z.enum(['ADDITIONAL_DOCUMENTS', 'IMO', 'SOC']),
  size: z.number(),
  contentType: z.string(),
  uploadedAt: z.string(),
});

export const ZBookingRequest = ZBookingRequestRow.extend({
  imo: z.boolean(),
  soc: z.boolean(),
  vgmSubmittedBy: z.enum(['CLIENT', 'ADMIN']),
  itinerary: ZItinerary,
  containers: z.array(ZBookingRequestCargoLine),
  freightDetails: z.array(ZFreightLine),
  additionalInfo: z.string().nullable(),
  files: z.array(ZBookingRequestFile),
});
export type TBookingRequest = z.infer<typeof ZBookingRequest>;

/** Searchable fields of the list's field selector (spec 000 §2 quick search). */
export const REQUEST_SEARCH_FIELDS = [
  'requestNumber',
  'client',
  'vessel',
  'quoteNumber',
  'agreementNumber',
  'status',
  'customerReference',
] as const;

export const REQUEST_PAGE_SIZES = [10, 25, 50] as const;

export const ZBookingRequestsQuery = ZListQuery.extend({
  tab: z.enum(['requests', 'on-hold', 'archived-requests']).default('requests'),
  status: z.coerce.number().int().optional(),
  /** 'me' (staff default), 'none', or a user id; absent means everyone. */
  assignee: z.union([z.literal('me'), z.literal('none'), z.string().uuid()]).optional(),
  carrier: ZText.trim().toUpperCase().optional(),
  clientId: z.string().uuid().optional(),
  field: z.enum(REQUEST_SEARCH_FIELDS).optional(),
  q: ZText.trim().max(100).optional(),
  perPage: z.coerce
    .number()
    .int()
    .refine((v) => (REQUEST_PAGE_SIZES as readonly number[]).includes(v), 'perPage must be 10, 25 or 50.')
    .default(10),
});
export type TBookingRequestsQuery = z.infer<typeof ZBookingRequestsQuery>;

export const ZBulkAssign = z.object({
  ids: z.array(ZRequestId).min(1, 'Select at least one request.').max(200),
  agentId: z.string().uuid('Choose a user.').nullable(),
});

export const ZRequestIdParams = z.object({ id: ZRequestId });
export const ZRequestFileParams = ZRequestIdParams.extend({
  fileId: z.string().uuid('The file id is not valid.'),
});

/** POST /api/uploads answer: a staged document the wizard submits with the request. */
export const ZUploadedFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

export const ZBookingRequestCreated = z.object({ id: z.string() });
export const ZBookingRequestCounts = z.object({ requests: z.number(), onHold: z.number() });
export const ZBulkAssignAnswer = z.object({ updated: z.number() });

import { z } from 'zod';
import { ZListQuery } from '../lists.ts';
import { UNLOCODE_PATTERN, withSafeText, ZText } from '../validation.ts';
import { ZScheduleRouteInput } from '../schedules/route-answer.ts';
import { MAX_CARGO_LINES, REQUIRED, ZCargoLineInput, ZImoEntry, ZOogEntry } from './cargo-line-input.ts';
import { TAG_SELECTION_CAP } from '../tags/index.ts';
import { ZRequestId } from './request-id.ts';
import { ZLineTariffs } from './tariffs.ts';

// The cargo line's request schema and the online booking's lines form are shared through this module.
export * from './cargo-line-input.ts';
export * from './cargo-line-form.ts';

export const INVALID_QUOTE_NUMBER =
  'You provided invalid quote number. Please either remove it or add a valid one.';
export const REQUEST_SUBMITTED_TEXT =
  'Thanks for using our online services. Your booking request has been submitted and is in requested status. You are allowed to make changes as long as the booking is not in status: In Progress. The next available booking agent will take care and check the availabilities. Thank you.';
export const MAX_FILES_PER_ZONE = 10;
/** Step 1 of the online booking while the carrier has sailings on the lane and none is chosen. */
export const CHOOSE_SAILING_MESSAGE =
  'Please choose one of the sailings of this carrier before you continue.';

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
  schedule: withSafeText(ZScheduleRouteInput).nullable().default(null),
  containers: z
    .array(ZCargoLineInput)
    .min(1, 'Add at least one cargo line.')
    .max(MAX_CARGO_LINES, `Up to ${MAX_CARGO_LINES} cargo lines per request.`),
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
  /** Lines stored before tariffs existed read as having none. */
  ...ZLineTariffs.shape,
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
  /** Staff: the request's tags (ids of GET /api/tags?category=bookingRequest); empty or absent for a customer. */
  tagIds: z.array(z.string()).optional(),
  /**
   * The checklist's progress as the viewer counts it (staff every item, customers the public ones; spec 000 §6),
   * read from the counters stored with each check. Null while the request has no checklist yet (older data).
   */
  checklistProgress: z.object({ checked: z.number().int(), total: z.number().int() }).nullable().optional(),
  /**
   * The booking number the external booking platform gave (spec 000 §2: the list shows a logo when one exists);
   * null when the request was not imported from one.
   */
  externalBookingReference: z.string().nullable(),
  /**
   * Pinned comments of the request, internal ones included (spec 000 §2 "pinned-comments button"); sent only to
   * staff with the privilege (spec 001 §6 "pinned-comment counts"), absent for everyone else.
   */
  pinnedCommentsCount: z.number().int().min(0).optional(),
});
export type TBookingRequestRow = z.infer<typeof ZBookingRequestRow>;

export const ZBookingRequestFile = z.object({
  id: z.string(),
  name: z.string(),
  documentType: z.enum(['ADDITIONAL_DOCUMENTS', 'IMO', 'SOC']),
  size: z.number(),
  contentType: z.string(),
  uploadedAt: z.string(),
  /** Staff's internal documents (the request page's internal files card); customers never receive them. */
  isInternal: z.boolean().optional(),
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

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const TAG_IDS_PATTERN = new RegExp(`^${UUID}(,${UUID}){0,${TAG_SELECTION_CAP - 1}}$`);

export const ZBookingRequestsQuery = ZListQuery.extend({
  tab: z.enum(['requests', 'on-hold', 'archived-requests']).default('requests'),
  status: z.coerce.number().int().optional(),
  /** 'me' (staff default), 'none', or a user id; absent means everyone. */
  assignee: z.union([z.literal('me'), z.literal('none'), z.string().uuid()]).optional(),
  carrier: ZText.trim().toUpperCase().optional(),
  clientId: z.string().uuid().optional(),
  field: z.enum(REQUEST_SEARCH_FIELDS).optional(),
  q: ZText.trim().max(100).optional(),
  /** Staff: comma-separated tag ids; a request carrying any of them is listed. */
  tagIds: ZText.trim()
    .regex(TAG_IDS_PATTERN, `Give up to ${TAG_SELECTION_CAP} tag ids, separated by commas.`)
    .transform((v) => v.split(','))
    .optional(),
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

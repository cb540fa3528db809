import { z } from 'zod';
import { ZListQuery } from '../lists.ts';
import { TAG_SELECTION_CAP } from '../tags/index.ts';
import { ZBookingRequestCargoLine, ZFreightLine } from '../booking-requests/api.ts';
import { ZEmail, ZIsoDay, ZText } from '../validation.ts';
import { BOOKING_TABS } from './tabs.ts';

/** File numbers: the ERP's FileID or the portal's own number (digits, sometimes with letters and dashes). */
export const BOOKING_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,29}$/;
export const ZBookingId = z
  .string()
  .regex(BOOKING_ID_PATTERN, 'File numbers are letters and digits, like 300001.');
export const ZBookingIdParams = z.object({ id: ZBookingId });

export const BOOKING_CATEGORIES = ['Export', 'Import'] as const;
export type BookingCategory = (typeof BOOKING_CATEGORIES)[number];
export const BOOKING_PAGE_SIZES = [10, 25, 50] as const;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const TAG_IDS_PATTERN = new RegExp(`^${UUID}(,${UUID}){0,${TAG_SELECTION_CAP - 1}}$`);
const ZLocode = ZText.trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'Ports are UN/LOCODEs like DEHAM.');

/**
 * GET /api/bookings (spec 000 §2 "Bookings list", §7 "List query limits and ordering"). Category Export is the
 * default (§9); Import covers import and crosstrade. `from`/`to` bound the creation date of Archived and History.
 */
export const ZBookingsQuery = ZListQuery.extend({
  tab: z.enum(BOOKING_TABS).default('active'),
  category: z.enum(BOOKING_CATEGORIES).default('Export'),
  q: ZText.trim().max(100).optional(),
  clientId: z.string().uuid('Choose a client from the list.').optional(),
  origin: ZLocode.optional(),
  destination: ZLocode.optional(),
  carrier: ZText.trim().toUpperCase().max(10).optional(),
  /** 'me' (staff default), 'none', or a user id; absent means everyone. */
  assignee: z.union([z.literal('me'), z.literal('none'), z.string().uuid()]).optional(),
  /** A customer's archived-flag filter (spec 000 §6): lists archived bookings on any tab. */
  archived: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  tagIds: ZText.trim()
    .regex(TAG_IDS_PATTERN, `Give up to ${TAG_SELECTION_CAP} tag ids, separated by commas.`)
    .transform((v) => v.split(','))
    .optional(),
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
  perPage: z.coerce
    .number()
    .int()
    .refine((v) => (BOOKING_PAGE_SIZES as readonly number[]).includes(v), 'perPage must be 10, 25 or 50.')
    .default(10),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  message: 'The end of the date range must not be before its start.',
  path: ['to'],
});
export type TBookingsQuery = z.infer<typeof ZBookingsQuery>;

const ZPortRef = z.object({ id: z.string(), name: z.string(), countryCode: z.string() });
const ZPersonRef = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
export type TPersonRef = z.infer<typeof ZPersonRef>;

/** A booking card (spec 000 §2 "Booking card"). */
export const ZBookingRow = z.object({
  id: z.string(),
  category: z.enum(BOOKING_CATEGORIES),
  archived: z.boolean(),
  hold: z.boolean(),
  pendingPayment: z.boolean(),
  inDispute: z.boolean(),
  statusText: z.string().nullable(),
  carrier: z.object({ id: z.string(), name: z.string(), color: z.string() }),
  /** Staff: the ERP's carrier and service ids. */
  erp: z.object({ carrierId: z.string().nullable(), serviceId: z.string().nullable() }).optional(),
  /** Staff only. */
  client: z.object({ id: z.string(), name: z.string() }).optional(),
  vessel: z.string().nullable(),
  voyage: z.string().nullable(),
  placeOfReceipt: z.string().nullable(),
  pol: ZPortRef.nullable(),
  pod: ZPortRef.nullable(),
  finalDestination: z.string().nullable(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  amsClosing: z.string().nullable(),
  blNumber: z.string().nullable(),
  customerReference: z.string().nullable(),
  agreementNo: z.string().nullable(),
  requestId: z.string().nullable(),
  /** The customer's contact person (ForwPers). */
  contact: ZPersonRef.nullable(),
  agent: ZPersonRef.nullable(),
  checklistProgress: z.object({ checked: z.number().int(), total: z.number().int() }).nullable(),
  /** Staff: tag ids of GET /api/tags?category=booking. */
  tagIds: z.array(z.string()).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBookingRow = z.infer<typeof ZBookingRow>;

export const ZBookingRemark = z.object({
  type: z.enum(['SPECIAL REMARKS', 'FINAL REMARKS', 'ARRIVAL INFO REMARKS']),
  text: z.string(),
});

/** The booking page (spec 000 §2 "Booking detail"). */
export const ZBooking = ZBookingRow.extend({
  placeOfReceiptEts: z.string().nullable(),
  finalDestinationEta: z.string().nullable(),
  statisticClient: z.object({ id: z.string(), name: z.string() }).nullable(),
  rebookedFromId: z.string().nullable(),
  rebookedToId: z.string().nullable(),
  cargo: z.array(ZBookingRequestCargoLine),
  /** Staff: every line; customers: the lines that are not internal. */
  freight: z.array(ZFreightLine),
  portTerms: z.record(z.string(), z.unknown()),
  remarks: z.array(ZBookingRemark),
  watchers: z.array(ZPersonRef),
  /** The viewer is among the watchers. */
  watching: z.boolean(),
});
export type TBooking = z.infer<typeof ZBooking>;

export const ZBookingArchive = z.object({ archived: z.boolean() });

/**
 * The assign-users dialog of the booking's agent (spec 000 §4 "Watching", §7 "set assigned user and customer fields
 * plus watchers"): the booking agent (staff) and the customer's contact person; both become watchers.
 */
export const ZBookingAssignment = z.object({
  agentId: z.string().uuid('Choose a staff member from the list.').nullable(),
  contactId: z.string().uuid('Choose a person of the company from the list.').nullable(),
});
export type TBookingAssignment = z.infer<typeof ZBookingAssignment>;
export const ZBookingWatch = z.object({ watching: z.boolean() });
export const ZBookingWatchAnswer = z.object({ watching: z.boolean(), message: z.string() });
export type TBookingWatchAnswer = z.infer<typeof ZBookingWatchAnswer>;
/** An action answered with a message to show (the e-mail is queued). */
export const ZBookingMessage = z.object({ message: z.string() });

/** The semi-automatic e-mail to the destination port agent (spec 000 §2), sent through the outbox. */
export const ZBookingEmail = z.object({
  to: ZEmail,
  cc: z.array(ZEmail).max(10, 'Give at most 10 copies.').default([]),
  subject: ZText.trim().min(1, 'Write a subject.').max(200, 'Keep the subject under 200 characters.'),
  message: ZText.trim().min(1, 'Write the message.').max(5000, 'Keep the message under 5,000 characters.'),
});
export type TBookingEmail = z.infer<typeof ZBookingEmail>;

/** The customer's answer to the land-transport card (stored on the user: showedInterest, answeredLandInterest). */
export const ZLandTransportAnswer = z.object({ interested: z.boolean() });

/** GET /api/quick-search (001 §2.9, §5). */
export const ZQuickSearchQuery = z.object({
  q: ZText.trim().min(1, 'Type a file number, B/L number, reference or container number.').max(100),
  page: z.coerce.number().int().min(1, 'page starts at 1.').default(1),
});
export const ZQuickSearchHit = z.object({
  id: z.string(),
  /** What matched: file number, BL number, reference, delivery/pickup reference or a container number. */
  matchedBy: z.enum([
    'fileNumber',
    'blNumber',
    'reference',
    'deliveryReference',
    'pickupReference',
    'container',
  ]),
  matchedText: z.string(),
  carrier: z.object({ id: z.string(), name: z.string(), color: z.string() }),
  client: z.object({ id: z.string(), name: z.string() }).optional(),
  pol: z.string().nullable(),
  pod: z.string().nullable(),
  etd: z.string().nullable(),
  archived: z.boolean(),
});
export type TQuickSearchHit = z.infer<typeof ZQuickSearchHit>;
export const ZQuickSearchAnswer = z.object({
  bookings: z.array(ZQuickSearchHit),
  page: z.number().int(),
  /** Another page of bookings follows. */
  more: z.boolean(),
  /** A quote whose id is the text, when the viewer may see it. */
  quote: z.object({ id: z.number().int() }).nullable(),
});
export type TQuickSearchAnswer = z.infer<typeof ZQuickSearchAnswer>;

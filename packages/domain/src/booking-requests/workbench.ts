import { z } from 'zod';
import { EXPIRED_QUOTATION_WARNING } from '../schedules/quote-validity.ts';
import { ZScheduleRouteInput } from '../schedules/route-answer.ts';
import { withSafeText, ZDateTimeInput, ZText } from '../validation.ts';
import { INVALID_QUOTE_NUMBER, REQUIRED, ZBookingRequest, ZCargoLineInput } from './api.ts';
import { SAVE_MESSAGES } from '../messages.ts';
import { INVALID_CURRENCY, isValidFreightCurrency } from './freight.ts';

/**
 * The request workbench (issue 9): the detail a staff member or a customer opens, and the one PATCH a save
 * sends. Shapes only; the rules that read them live beside this file (edit-permission, lifecycle, warnings,
 * request-diff, freight-totals, hsg-bl, request-quote).
 */

/** Freight tabs (spec 000 §2): External, Internal 1, Internal 2. */
export const FREIGHT_GROUPS = ['EXTERNAL', 'INTERNAL1', 'INTERNAL2'] as const;
export const FREIGHT_GROUP_LABELS = {
  EXTERNAL: 'External',
  INTERNAL1: 'Internal 1',
  INTERNAL2: 'Internal 2',
} as const satisfies Record<(typeof FREIGHT_GROUPS)[number], string>;

/** The leading currency dialog offers EUR or USD, USD by default (spec 000 §2); charges take all four. */
export const LEADING_CURRENCIES = ['EUR', 'USD'] as const;
export type LeadingCurrency = (typeof LEADING_CURRENCIES)[number];
export const DEFAULT_LEADING_CURRENCY: LeadingCurrency = 'USD';

/** VGM submitted by (spec 000 §3 "client or admin"); a new request starts with CLIENT. */
export const VGM_SUBMITTERS = ['CLIENT', 'ADMIN'] as const;
export type VgmSubmitter = (typeof VGM_SUBMITTERS)[number];
export const VGM_SUBMITTER_LABELS = { CLIENT: 'Client', ADMIN: 'Admin' } as const satisfies Record<
  VgmSubmitter,
  string
>;

/** Words of the workbench. Quoted ones come from spec 000 §5 and §8; the others are ours (marked). */
export const WORKBENCH_MESSAGES = {
  saved: SAVE_MESSAGES.saved,
  vgmAdminNeedsAgent: 'Please assign Watcher (Assigned agent) first',
  invalidCurrency: INVALID_CURRENCY,
  expiredQuote: EXPIRED_QUOTATION_WARNING,
  noQuoteWithId: 'There is no quote with this ID',
  noMatchingQuotes: 'There are no quotes with booking request criteria.',
  savedUser: 'Saved user successfully!',
  setClientFailed: 'Failed to set Client!',
  setAgentFailed: 'Failed to set Agent!',
  markUnreadFailed: 'Failed to mark request as unread!',
  markingReadFailed: 'Marking as read failed',
  markingUnreadFailed: 'Marking as unread failed',
  unableToCreateBooking: 'Unable to create booking',
  failedToRequestBooking: 'Failed to request booking',
  bookingStillBeingCreated:
    'Booking is still being created. Click on the booking number displayed in the request to view it.',
  /** Spec 000 §6, the customer's own edit window, in the words the customer read on submitting. */
  customerEditWindow: 'You are allowed to make changes as long as the booking is not in status: In Progress.',
  // Ours: the spec shows no message for these refusals.
  closedForEditing: 'This request is confirmed or archived and can no longer be changed.',
  staffOnly: 'Only staff can do this.',
  staleVersion:
    'Someone else saved this request after you opened it. Reload it to see their changes, then make yours again.',
  intBlOnlyHsg: 'The internal B/L number is kept only for carrier HSG.',
} as const;

/**
 * Field labels of the edit history (spec 000 §3 "Field labels for edit history"), exactly as the spec writes
 * them. The last three fields have no label there; theirs are ours, from the page's own words.
 */
export const REQUEST_FIELD_LABELS = {
  agreementNo: 'agreement number',
  blNumber: 'B/L number',
  intBlNumber: 'internal B/L',
  intraRefNumber: 'INTTRA reference',
  customerReference: 'customer reference',
  client: 'client',
  statisticClient: 'statistic client',
  carrier: 'carrier',
  vessel: 'vessel',
  voyage: 'voyage',
  schedule: 'schedule',
  vgmSubmittedBy: 'VGM submitted by',
  agent: 'assigned agent (watcher)',
  freightDetails: 'freight details',
  quoteNumber: 'quote reference',
  containers: 'containers',
  leadingCurrency: 'leading currency',
  specialRemarks: 'special remarks',
  additionalInfo: 'special requests',
} as const;
export type RequestField = keyof typeof REQUEST_FIELD_LABELS;

const reference = (label: string, max: number) =>
  ZText.trim().max(max, `The ${label} may have at most ${max} characters.`);
const optionalText = (label: string, max: number) =>
  reference(label, max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A special remark (spec 000 §3 "Special remark template": id, text), chosen from the templates or typed. */
export const ZSpecialRemark = z.object({
  id: ZText.trim().max(50),
  text: ZText.trim().min(1, REQUIRED).max(2000, 'A special remark may have at most 2000 characters.'),
});
export type TSpecialRemark = z.infer<typeof ZSpecialRemark>;

/**
 * A freight line as the freight tabs send it. The sequence number (the order in the list) and the total
 * (quantity times unit value) are the server's: see freight-totals.ts.
 */
export const ZFreightLineInput = z.object({
  text: ZText.trim()
    .min(1, 'Give the charge a description.')
    .max(200, 'A charge text has at most 200 characters.'),
  group: z.enum(FREIGHT_GROUPS),
  quantity: z
    .number('The quantity is a number.')
    .min(-100_000, 'The quantity may be from -100,000 to 100,000.')
    .max(100_000, 'The quantity may be from -100,000 to 100,000.'),
  unit: ZText.trim().max(20, 'A unit has at most 20 characters.').default(''),
  unitValue: z
    .number('The unit value is a number.')
    .min(-10_000_000, 'The unit value may be from -10,000,000 to 10,000,000.')
    .max(10_000_000, 'The unit value may be from -10,000,000 to 10,000,000.'),
  currency: ZText.trim().toUpperCase().refine(isValidFreightCurrency, INVALID_CURRENCY),
  internal1: z.boolean().default(false),
  isManual: z.boolean().default(true),
});
export type TFreightLineInput = z.infer<typeof ZFreightLineInput>;

/**
 * The request page's data (spec 000 §3 "Booking request"): the stored request plus what the workbench
 * shows and edits. Staff-only fields are null or empty for a customer (the server strips them).
 */
export const ZBookingRequestDetail = ZBookingRequest.extend({
  /** Optimistic concurrency: every save names the version it started from. */
  version: z.number().int(),
  blNumber: z.string().nullable(),
  /** Only for carrier HSG (spec 000 §3). */
  intBlNumber: z.string().nullable(),
  /** The INTTRA reference (`intraRefNumber` in DECISIONS.md). */
  intraRefNumber: z.string().nullable(),
  statisticClient: z.object({ id: z.string(), name: z.string() }).nullable(),
  bookingId: z.string().nullable(),
  leadingCurrency: z.enum(LEADING_CURRENCIES),
  specialRemarks: z.array(ZSpecialRemark),
  /** The validity of the linked quote, for the expired-quotation warning (yyyy-MM-dd, both inclusive). */
  quoteValidity: z.object({ from: z.string(), to: z.string() }).nullable(),
  tagIds: z.array(z.string()),
  /**
   * Staff: what the booking e-mail of an imported request did not say, or said but matched nothing of ours
   * ("Container 1: Size/Type"); the warning panel lists it. Absent for requests made otherwise and for customers.
   */
  importMissing: z.array(z.string()).optional(),
});
export type TBookingRequestDetail = z.infer<typeof ZBookingRequestDetail>;

/**
 * PATCH /api/booking-requests/{id}: one save of the edit mode. Every field but `version` is optional; an
 * absent field is left as it is, null clears it. Which fields a customer may send: edit-permission.ts.
 */
export const ZBookingRequestPatch = z
  .object({
    version: z.number('Give the version you started editing from.').int().min(0),
    agreementNo: optionalText('agreement number', 50),
    blNumber: optionalText('B/L number', 35),
    intBlNumber: optionalText('internal B/L number', 35),
    intraRefNumber: optionalText('INTTRA reference', 35),
    customerReference: reference('reference', 50).optional(),
    clientId: z.string().uuid('Choose a client.').optional(),
    statisticClientId: z.string().uuid('Choose a statistic client.').nullable().optional(),
    carrierId: ZText.trim().toUpperCase().min(1, REQUIRED).max(10, 'Choose a carrier.').optional(),
    vessel: optionalText('vessel', 100),
    voyage: optionalText('voyage', 30),
    /** Itinerary dates: departure from the port of loading, arrival at the port of discharge. */
    etd: ZDateTimeInput.nullable().optional(),
    eta: ZDateTimeInput.nullable().optional(),
    schedule: withSafeText(ZScheduleRouteInput).nullable().optional(),
    vgmSubmittedBy: z.enum(VGM_SUBMITTERS).optional(),
    containers: z.array(ZCargoLineInput).min(1, 'Add at least one cargo line.').max(50).optional(),
    freightDetails: z
      .array(ZFreightLineInput)
      .max(200, 'A request has at most 200 freight lines.')
      .optional(),
    leadingCurrency: z.enum(LEADING_CURRENCIES, 'Choose EUR or USD.').optional(),
    specialRemarks: z.array(ZSpecialRemark).max(20, 'A request has at most 20 special remarks.').optional(),
    additionalInfo: ZText.trim().max(5000, 'Special requests have at most 5000 characters.').optional(),
    quoteNumber: z.coerce.number().int().positive(INVALID_QUOTE_NUMBER).nullable().optional(),
  })
  .refine((p) => Object.keys(p).some((k) => k !== 'version'), { message: 'Nothing to save.' });
export type TBookingRequestPatch = z.infer<typeof ZBookingRequestPatch>;
export type PatchField = Exclude<keyof TBookingRequestPatch, 'version'>;

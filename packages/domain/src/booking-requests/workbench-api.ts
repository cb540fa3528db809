import { z } from 'zod';
import { ZBackendBooking } from '../bookings/backend-format.ts';
import { ZApiError } from '../errors.ts';
import { ZText } from '../validation.ts';
import { ZRequestId } from './request-id.ts';

/**
 * The workbench's HTTP contract besides the detail and the PATCH (workbench.ts). Paths:
 *   GET    /api/booking-requests/{id}                 ZBookingRequestDetail (opening it as its agent marks it read)
 *   PATCH  /api/booking-requests/{id}                 ZBookingRequestPatch → ZBookingRequestDetail; 409 when stale
 *   PUT    /api/booking-requests/{id}/watchers        ZWatchersInput → ZBookingRequestDetail
 *   POST   /api/booking-requests/{id}/{action}        action of REQUEST_ACTIONS, body ZRequestActionInput → detail
 *   PUT    /api/booking-requests/{id}/tags            ZTagSelection (tags/) → detail
 *   GET    /api/booking-requests/{id}/quote-suggestions  ZQuoteSuggestionRow[] ('Pick a quote')
 *   GET    /api/booking-requests/{id}/initial         ZBookingRequestDetail of the request as first submitted (compare)
 *   POST   /api/booking-requests/import               multipart: one .html file (+ clientId) → ZRequestImported
 *   POST   /api/bookingRequest                        ZBookNowInput → ZBookNowAnswer (spec 000 §7)
 *   GET    /api/special-remark-templates              ZSpecialRemarkTemplate[]
 *   GET/POST /api/tags, PATCH/DELETE /api/tags/{id}   (tags/)
 */

export const REQUEST_ACTIONS = ['archive', 'restore', 'hold', 'unhold', 'read', 'unread'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];
export const ZRequestActionParams = z.object({ id: ZRequestId, action: z.enum(REQUEST_ACTIONS) });
/** Every action names the version it was taken on, like a save: two agents never overwrite each other. */
export const ZRequestActionInput = z.object({ version: z.number().int().min(0) });

/**
 * The Watchers dialog (assign agent and client). `agentId: null` unassigns; `markUnread` answers the
 * question asked when an agent is removed from a request that is not unread yet.
 */
export const ZWatchersInput = z
  .object({
    version: z.number().int().min(0),
    agentId: z.string().uuid('Choose a user.').nullable().optional(),
    clientId: z.string().uuid('Choose a client.').optional(),
    markUnread: z.boolean().optional(),
  })
  .refine((w) => w.agentId !== undefined || w.clientId !== undefined, {
    message: 'Choose an agent or a client.',
  });
export type TWatchersInput = z.infer<typeof ZWatchersInput>;

/** One row of 'Pick a quote'. */
export const ZQuoteSuggestionRow = z.object({
  quoteNumber: z.number().int(),
  groupId: z.string(),
  carrierId: z.string(),
  carrierName: z.string(),
  origin: z.string(),
  destination: z.string(),
  commodity: z.string().nullable(),
  issuedAt: z.string(),
  validTo: z.string().nullable(),
  carrierSimilarity: z.number(),
  commoditySimilarity: z.number(),
});
export type TQuoteSuggestionRow = z.infer<typeof ZQuoteSuggestionRow>;

/** The answer of an imported booking confirmation: the new request and what the parser could not read. */
export const ZRequestImported = z.object({ id: ZRequestId, missing: z.array(z.string()) });
export type TRequestImported = z.infer<typeof ZRequestImported>;

/** The import's own words besides the spec's wrong-type refusal (booking-confirmation.ts); ours. */
export const REQUEST_IMPORT_MESSAGES = {
  clientRequired:
    'No client matches the booker of this e-mail. Choose the client of the request and upload it again.',
  oneHtmlFile: 'Choose exactly one .html file.',
} as const;

/**
 * A refused import (400): the error answer, with `clientRequired` set when the file is fine but no client matched
 * its booker; the dialog then offers a client chooser and sends the file again with `clientId`.
 */
export const ZRequestImportRefused = ZApiError.extend({ clientRequired: z.boolean().optional() });
export type TRequestImportRefused = z.infer<typeof ZRequestImportRefused>;

/** Book Now (spec 000 §7 `POST {api}/bookingRequest`). */
export const ZBookNowInput = z.object({ requestId: ZRequestId, version: z.number().int().min(0) });
export const ZBookNowAnswer = z.object({
  /** Null while the ERP has not answered with its FileID yet: the page polls (3 s, then 10 s). */
  bookingId: z.string().nullable(),
  payload: ZBackendBooking.optional(),
});
export type TBookNowAnswer = z.infer<typeof ZBookNowAnswer>;

/**
 * Spec 000 §8/§9: while the booking has no number yet the page asks again after 3 s, then after 10 s more, then
 * shows WORKBENCH_MESSAGES.bookingStillBeingCreated for 5 s.
 */
export const BOOK_NOW_POLL_DELAYS_MS = [3_000, 10_000] as const;
export const BOOK_NOW_NOTICE_MS = 5_000;

export const ZSpecialRemarkTemplate = z.object({ id: z.string(), text: ZText });
export type TSpecialRemarkTemplate = z.infer<typeof ZSpecialRemarkTemplate>;

/** The booking page path a confirmed request links to. */
export const bookingPath = (bookingId: string): string => `/bookings/${encodeURIComponent(bookingId)}`;

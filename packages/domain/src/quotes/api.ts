import { z } from 'zod';
import { UNLOCODE_PATTERN, ZText, zIsoDay } from '../validation.ts';
import { ZListQuery } from '../lists.ts';
import { ZCostRemark, ZQuoteDetail, ZRemark, ZServiceDetails, ZTerm } from './types.ts';

/** Request and answer shapes of the quote endpoints, shared by the server (validation, OpenAPI) and the web. */

const ZPortRef = z.object({ id: z.string(), name: z.string(), city: z.string(), countryCode: z.string() });
const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZQuoteContainer = z.object({
  quantity: z.number().int(),
  containerType: z.object({ id: z.string(), label: z.string(), description: z.string() }),
  commodityType: z.object({ id: z.string(), name: z.string() }),
  pickupLocation: z
    .object({ id: z.string(), name: z.string(), city: z.string(), countryCode: z.string() })
    .nullable(),
});
export type TQuoteContainer = z.infer<typeof ZQuoteContainer>;

export const ZQuote = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  client: z.object({ id: z.string(), name: z.string() }),
  user: ZPerson,
  dateIssued: z.string(),
  origin: ZPortRef,
  destination: ZPortRef,
  placeOfReceiptName: z.string().nullable(),
  placeOfDeliveryName: z.string().nullable(),
  carrier: z.object({ id: z.string(), name: z.string(), color: z.string() }),
  containers: z.array(ZQuoteContainer),
  details: z.array(ZQuoteDetail),
  costRemarks: z.array(ZCostRemark),
  terms: z.array(ZTerm),
  remarks: z.array(ZRemark),
  serviceDetails: ZServiceDetails.nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  /** Totals per currency for the requested quantities ('incl.' lines not added). */
  totals: z.record(z.string(), z.number()),
  assignedTo: ZPerson.nullable(),
  status: z.number().int(),
  sortingId: z.number().int(),
});
export type TQuote = z.infer<typeof ZQuote>;

export const ZQuoteGroupSummary = z.object({
  id: z.number().int(),
  dateIssued: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  user: ZPerson,
  origin: ZPortRef,
  destination: ZPortRef,
  requestedDate: z.string(),
  weeks: z.number().int(),
  containers: z.array(ZQuoteContainer),
  carriers: z.array(z.string()),
  quoteCount: z.number().int(),
  assignedTo: z.array(ZPerson),
  archived: z.boolean(),
  sortingId: z.number().int(),
});
export type TQuoteGroupSummary = z.infer<typeof ZQuoteGroupSummary>;

export const ZQuoteGroup = ZQuoteGroupSummary.extend({ quotes: z.array(ZQuote) });
export type TQuoteGroup = z.infer<typeof ZQuoteGroup>;

export const ZQuoteGroupsQuery = ZListQuery.extend({
  tab: z.enum(['active', 'archived']).default('active'),
  clientId: z.string().uuid('clientId must be a client id.').optional(),
  /** yyyy-MM-dd, inclusive, on dateIssued. */
  from: zIsoDay('Give from as yyyy-MM-dd.').optional(),
  to: zIsoDay('Give to as yyyy-MM-dd.').optional(),
  /** The lane of the online booking's quote lookup: groups of these ports holding a quote of the carrier. */
  origin: ZText.trim()
    .toUpperCase()
    .regex(UNLOCODE_PATTERN, 'Give origin as a UN/LOCODE such as DEHAM.')
    .optional(),
  destination: ZText.trim()
    .toUpperCase()
    .regex(UNLOCODE_PATTERN, 'Give destination as a UN/LOCODE such as BRSSZ.')
    .optional(),
  carrier: ZText.trim().toUpperCase().max(10, 'Give carrier as a carrier code such as HSG.').optional(),
});
export type TQuoteGroupsQuery = z.infer<typeof ZQuoteGroupsQuery>;

export const ZQuoteCreateAnswer = z.object({
  groupId: z.number().int().nullable(),
  quoteCount: z.number().int(),
});

/** Activity type numbers (spec 001 §3). */
export const QUOTE_ACTIVITY_TYPES = {
  comment: 0,
  activity: 1,
  alert: 2,
  task: 3,
  info: 4,
  activityWithComment: 5,
} as const;

export const ZQuoteActivity = z.object({
  id: z.string(),
  type: z.number().int(),
  comment: z.string(),
  at: z.string(),
  by: z.object({ id: z.string().nullable(), name: z.string() }),
  isInternal: z.boolean(),
});
export type TQuoteActivity = z.infer<typeof ZQuoteActivity>;

export const ZCommentInput = z.object({
  comment: ZText.trim()
    .min(1, 'Write a comment first.')
    .max(5000, 'A comment may have at most 5000 characters.'),
  /** Staff only; a customer's comment is always public. */
  isInternal: z.boolean().default(false),
});

export const ZQuoteStatusInput = z.object({
  status: z
    .number()
    .int()
    .min(0, 'Choose None or one of the nine outcomes.')
    .max(9, 'Choose None or one of the nine outcomes.'),
});

export const ZAssigneeInput = z.object({ userId: z.string().uuid('Choose a staff user.').nullable() });

/** Quotes and quote groups are addressed by their number. */
export const ZQuoteIdParams = z.object({
  id: z.coerce
    .number({ message: 'The id is a number.' })
    .int('The id is a number.')
    .positive('The id is a number.'),
});

/** PATCH /api/quotes/{id}: the outcome status, the assignee, or both; an empty change is refused. */
export const ZQuoteUpdate = ZQuoteStatusInput.partial()
  .extend({ assignedToId: ZAssigneeInput.shape.userId.optional() })
  .refine((v) => v.status !== undefined || v.assignedToId !== undefined, {
    message: 'Give the status or the assignee to change.',
  });
export type TQuoteUpdate = z.infer<typeof ZQuoteUpdate>;

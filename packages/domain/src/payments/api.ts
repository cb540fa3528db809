import { z } from 'zod';
import { BOOKING_PAGE_SIZES, ZBookingId } from '../bookings/api.ts';
import { ZDocumentStatus } from '../collaboration/api.ts';
import { DOCUMENT_STATUSES } from '../collaboration/document-review.ts';
import { ZListAnswer, ZListQuery } from '../lists.ts';
import { ZEmail, ZIsoDay, ZText } from '../validation.ts';
import { PAYMENT_MESSAGES } from './messages.ts';
import {
  COMMISSION_STATUSES,
  DEBIT_CREDIT,
  PAYMENT_CURRENCIES,
  PAYMENT_STATUSES,
  PLATFORM_STATUSES,
  POSTPONE_DAYS,
  WEEKLY_PAYMENT_ACTIONS,
} from './status.ts';

/** `a,b` in a query string: a list of the enum's values; absent or empty means any. */
function zCsvOf<T extends readonly [string, ...string[]]>(values: T) {
  return ZText.optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(z.enum(values), { error: `Choose from ${values.join(', ')}.` }));
}

const ZPerPage = z.coerce
  .number()
  .int()
  .refine((v) => (BOOKING_PAGE_SIZES as readonly number[]).includes(v), 'perPage must be 10, 25 or 50.')
  .default(25);

const ZCarrier = ZText.trim().toUpperCase().max(10).optional();

/**
 * GET /api/weekly-payments (the /weekly-payment table). Every filter narrows (and): the currency, the pay date,
 * payment statuses, platform statuses ('NONE' = without one), commission statuses, a carrier, a booking. The
 * screen's initial filter is spec 000 §9 (WEEKLY_PAYMENT_INITIAL_FILTER); the API's defaults are "any".
 */
export const PLATFORM_STATUS_FILTERS = [...PLATFORM_STATUSES, 'NONE'] as const;
export const ZWeeklyPaymentsQuery = ZListQuery.extend({
  currency: z.enum(PAYMENT_CURRENCIES).optional(),
  payDate: ZIsoDay.optional(),
  status: zCsvOf(PAYMENT_STATUSES),
  platformStatus: zCsvOf(PLATFORM_STATUS_FILTERS),
  commissionStatus: zCsvOf(COMMISSION_STATUSES),
  carrier: ZCarrier,
  bookingId: ZBookingId.optional(),
  perPage: ZPerPage,
});
export type TWeeklyPaymentsQuery = z.infer<typeof ZWeeklyPaymentsQuery>;

/** Spec 000 §9: currency USD, payment date today, In Progress and Blocked, On Hold, commission Invoiced. */
export const WEEKLY_PAYMENT_INITIAL_FILTER = {
  currency: 'USD',
  status: ['IN_PROGRESS', 'BLOCKED'],
  platformStatus: ['ON_HOLD'],
  commissionStatus: ['INVOICED'],
} as const;

const ZNamed = z.object({ id: z.string(), name: z.string() });

/** An accounting document of a payment (spec 000 §3 "sub-collection accounting-documents"). */
export const ZAccountingDocument = z.object({
  id: z.string().uuid(),
  paymentReference: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  uploadedBy: ZNamed.extend({ id: z.string().nullable() }),
  uploadedAt: z.string(),
  status: ZDocumentStatus,
});
export type TAccountingDocument = z.infer<typeof ZAccountingDocument>;

/** A weekly payment as the table, the booking's cards and the task preview show it (spec 000 §3, 002 §3). */
export const ZWeeklyPayment = z.object({
  id: z.string().uuid(),
  reference: z.string(),
  recId: z.string(),
  bookingId: z.string(),
  carrierId: z.string(),
  blNumber: z.string().nullable(),
  vessel: z.string().nullable(),
  payDate: z.string(),
  amount: z.number(),
  currency: z.enum(PAYMENT_CURRENCIES),
  debitCredit: z.enum(DEBIT_CREDIT),
  status: z.enum(PAYMENT_STATUSES),
  platformStatus: z.enum(PLATFORM_STATUSES).nullable(),
  commissionStatus: z.enum(COMMISSION_STATUSES),
  approvedByOcr: z.boolean(),
  invoiceReferences: z.array(z.string()),
  /** The review status of each accounting document, for approvalVerdict. */
  documentStatuses: z.array(z.enum(DOCUMENT_STATUSES)),
  carrierNeedsDocuments: z.boolean(),
  /** The clear-invoice task once the payment was approved (spec 000 §4 "Tasks"). */
  clearTask: z.object({ id: z.string().uuid(), resolved: z.boolean() }).nullable(),
  updatedAt: z.string(),
});
export type TWeeklyPayment = z.infer<typeof ZWeeklyPayment>;

export const ZWeeklyPaymentsAnswer = ZListAnswer(ZWeeklyPayment);
export type TWeeklyPaymentsAnswer = z.infer<typeof ZWeeklyPaymentsAnswer>;

/** GET /api/weekly-payments/{reference}: the payment with its accounting documents. */
export const ZWeeklyPaymentDetail = ZWeeklyPayment.extend({ documents: z.array(ZAccountingDocument) });
export type TWeeklyPaymentDetail = z.infer<typeof ZWeeklyPaymentDetail>;

export const ZPaymentReference = ZText.trim()
  .min(1, PAYMENT_MESSAGES.paymentNotFound)
  .max(40, PAYMENT_MESSAGES.paymentNotFound);
export const ZPaymentParams = z.object({ reference: ZPaymentReference });
export const ZPaymentDocumentParams = ZPaymentParams.extend({
  documentId: z.string().uuid(PAYMENT_MESSAGES.documentNotFound),
});

/**
 * POST /api/weeklyPayment (spec 000 §7): the spec's list of one action — Move (postpone: payDate is the current
 * pay date shifted by -14, -7, +7 or +14 days), Block (Approve Payment), Unblock (Revert Approval, with the reason
 * 002 leaves unnamed in the body). The postpone toolbar sends one list for every ticked payment (at most 100); the
 * server applies all or none, then posts the same list on to ERP_PAYMENT_URL when set.
 */
export const ZWeeklyPaymentCommand = z
  .object({
    action: z.enum(WEEKLY_PAYMENT_ACTIONS),
    recId: ZText.trim().min(1).max(40),
    reference: ZPaymentReference,
    payDate: ZIsoDay.optional(),
    reason: ZText.trim().max(1000, PAYMENT_MESSAGES.reasonTooLong).optional(),
  })
  .refine((c) => c.action !== 'Move' || c.payDate !== undefined, {
    message: PAYMENT_MESSAGES.payDateRequired,
    path: ['payDate'],
  })
  .refine((c) => c.action !== 'Unblock' || (c.reason !== undefined && c.reason.length > 0), {
    message: PAYMENT_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export const ZWeeklyPaymentCommands = z
  .array(ZWeeklyPaymentCommand, { error: PAYMENT_MESSAGES.oneAction })
  .min(1, PAYMENT_MESSAGES.oneAction)
  .max(100, PAYMENT_MESSAGES.oneAction);
export type TWeeklyPaymentCommand = z.infer<typeof ZWeeklyPaymentCommand>;

export const ZWeeklyPaymentCommandAnswer = z.object({
  message: z.string(),
  payments: z.array(ZWeeklyPayment),
  /** What ERP_PAYMENT_URL answered, when set (logged, never shown: spec 000 §7). */
  forwarded: z.boolean(),
});
export type TWeeklyPaymentCommandAnswer = z.infer<typeof ZWeeklyPaymentCommandAnswer>;

export { POSTPONE_DAYS };

/** PUT /api/weekly-payments/{reference}/platform-status: put on hold (ON_HOLD) or revert the hold (null). */
export const ZPlatformStatusInput = z.object({ platformStatus: z.literal('ON_HOLD').nullable() });
export type TPlatformStatusInput = z.infer<typeof ZPlatformStatusInput>;
export const ZPaymentAnswer = z.object({ message: z.string(), payment: ZWeeklyPayment });

/** GET /api/commissions (spec 000 §9 default: USD, OPEN). */
export const ZCommissionsQuery = ZListQuery.extend({
  currency: z.enum(PAYMENT_CURRENCIES).optional(),
  status: zCsvOf(COMMISSION_STATUSES),
  carrier: ZCarrier,
  bookingId: ZBookingId.optional(),
  dueFrom: ZIsoDay.optional(),
  dueTo: ZIsoDay.optional(),
  perPage: ZPerPage,
});
export type TCommissionsQuery = z.infer<typeof ZCommissionsQuery>;
export const COMMISSION_INITIAL_FILTER = { currency: 'USD', status: ['OPEN'] } as const;

export const ZCommission = z.object({
  id: z.string().uuid(),
  bookingId: z.string(),
  carrierId: z.string(),
  blNumber: z.string().nullable(),
  vessel: z.string().nullable(),
  dueDate: z.string(),
  invDate: z.string().nullable(),
  payDate: z.string().nullable(),
  amount: z.number(),
  currency: z.enum(PAYMENT_CURRENCIES),
  debitCredit: z.enum(DEBIT_CREDIT),
  status: z.enum(COMMISSION_STATUSES),
});
export type TCommission = z.infer<typeof ZCommission>;
export const ZCommissionsAnswer = ZListAnswer(ZCommission);
export type TCommissionsAnswer = z.infer<typeof ZCommissionsAnswer>;

const ZEmails = z.array(ZEmail).max(20, 'At most 20 addresses.').default([]);

/**
 * POST /api/paymentConfirmation (spec 000 §7): bcc, cc, contactTo, portId, freeText, bookingId. Empty contactTo
 * and cc take the payment-confirmation configs' contacts (carrier settings by the port, customer settings by the
 * client and category).
 */
export const ZPaymentConfirmationInput = z.object({
  bookingId: ZBookingId.or(z.undefined()).refine((v) => v !== undefined, PAYMENT_MESSAGES.chooseBooking),
  portId: ZText.trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, PAYMENT_MESSAGES.choosePort),
  contactTo: ZEmails,
  cc: ZEmails,
  bcc: ZEmails,
  freeText: ZText.trim().max(4000, PAYMENT_MESSAGES.freeTextTooLong).default(''),
});
export type TPaymentConfirmationInput = z.input<typeof ZPaymentConfirmationInput>;

export const PAYMENT_EMAIL_STATES = ['queued', 'sent', 'failed'] as const;
/** A payment-confirmation e-mail as the booking shows it: 'Email sent' / 'Email failed' with the time. */
export const ZPaymentConfirmationEmail = z.object({
  id: z.string().uuid(),
  bookingId: z.string(),
  portId: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  state: z.enum(PAYMENT_EMAIL_STATES),
  /** When it was sent or last failed; null while queued. */
  stateAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type TPaymentConfirmationEmail = z.infer<typeof ZPaymentConfirmationEmail>;

export const ZPaymentConfirmationAnswer = z.object({
  success: z.object({ message: z.string() }).optional(),
  error: z.object({ message: z.string() }).optional(),
  emails: z.array(ZPaymentConfirmationEmail),
});
export type TPaymentConfirmationAnswer = z.infer<typeof ZPaymentConfirmationAnswer>;

/**
 * GET /api/bookings/{id}/payment-confirmation?portId=: what the dialog starts from — the booking's ports (POL,
 * POD), the recipients the configs give for the chosen port, and the e-mails sent so far.
 */
export const ZPaymentConfirmationDefaults = z.object({
  ports: z.array(z.object({ id: z.string(), name: z.string() })),
  portId: z.string().nullable(),
  contactTo: z.array(z.string()),
  cc: z.array(z.string()),
  emails: z.array(ZPaymentConfirmationEmail),
});
export type TPaymentConfirmationDefaults = z.infer<typeof ZPaymentConfirmationDefaults>;
export const ZPaymentConfirmationDefaultsQuery = z.object({
  portId: ZText.trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, PAYMENT_MESSAGES.choosePort)
    .optional(),
});

export const PAYMENT_CONFIRMATION_CONFIG_TYPES = ['CARRIER_SETTINGS', 'CUSTOMER_SETTINGS'] as const;

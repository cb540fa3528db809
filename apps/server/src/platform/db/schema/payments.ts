import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { clients, users } from './identity.ts';
import { mailOutbox } from './platform.ts';

/**
 * Weekly carrier payments, their accounting documents, commissions and payment confirmations (issue 12 parts 3–5,
 * spec 000 §3 "Weekly payment", "Commission", "Payment-confirmation config"; 002 §3). Every table carries the
 * booking's client for row-level security (migration 0019): payments are staff's, a customer's transaction sees
 * none of them. Amounts are numeric (never floats); pay and due dates are calendar days.
 */

const PAYMENT_STATUS = ['IN_PROGRESS', 'BLOCKED', 'PAID'] as const;
const PLATFORM_STATUS = ['ON_HOLD', 'CLEARED'] as const;
const COMMISSION_STATUS = ['OPEN', 'INVOICED', 'PAID'] as const;
const DEBIT_CREDIT = ['DEBIT', 'CREDIT'] as const;
const REVIEW_STATUS = ['DEFAULT', 'APPROVED', 'REJECTED'] as const;

export const weeklyPayments = pgTable(
  'weekly_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The ERP's payment reference: the API names a payment by it (spec 000 §7 POST {api}/weeklyPayment). */
    reference: text('reference').notNull().unique('weekly_payments_reference_uq'),
    recId: text('rec_id').notNull(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    carrierId: text('carrier_id').notNull(),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    debitCredit: text('debit_credit', { enum: DEBIT_CREDIT }).notNull(),
    status: text('status', { enum: PAYMENT_STATUS }).notNull().default('IN_PROGRESS'),
    platformStatus: text('platform_status', { enum: PLATFORM_STATUS }),
    commissionStatus: text('commission_status', { enum: COMMISSION_STATUS }).notNull().default('OPEN'),
    approvedByOcr: boolean('approved_by_ocr').notNull().default(false),
    invoiceReferences: text('invoice_references')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The table's order is (payDate, reference); its filters narrow by currency and pay date first.
    index('weekly_payments_pay_date_idx').on(t.payDate, t.reference),
    index('weekly_payments_currency_idx').on(t.currency, t.payDate, t.reference),
    index('weekly_payments_status_idx').on(t.status, t.payDate, t.reference),
    index('weekly_payments_booking_idx').on(t.bookingId, t.payDate),
  ],
);

/** The accounting documents of a payment (spec 000 §3 "sub-collection accounting-documents"), reviewed by staff. */
export const paymentDocuments = pgTable(
  'payment_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => weeklyPayments.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    /** The file name with its timestamp suffix, as collaboration documents. */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: REVIEW_STATUS }).notNull().default('DEFAULT'),
    statusAt: timestamp('status_at', { withTimezone: true }),
    statusById: uuid('status_by_id').references(() => users.id),
    statusByName: text('status_by_name'),
    statusComment: text('status_comment'),
  },
  (t) => [index('payment_documents_payment_idx').on(t.paymentId, t.uploadedAt)],
);

export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    carrierId: text('carrier_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    invDate: date('inv_date', { mode: 'string' }),
    payDate: date('pay_date', { mode: 'string' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    debitCredit: text('debit_credit', { enum: DEBIT_CREDIT }).notNull(),
    status: text('status', { enum: COMMISSION_STATUS }).notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order is (dueDate, id); the screen's default filter is a currency and a status.
    index('commissions_due_idx').on(t.dueDate, t.id),
    index('commissions_currency_idx').on(t.currency, t.status, t.dueDate, t.id),
    index('commissions_booking_idx').on(t.bookingId),
  ],
);

/**
 * Who gets a booking's payment confirmation (spec 000 §3, 002 §3): carrier settings by carrier and port (of
 * discharge), customer settings by carrier and client (and direction). Staff's configuration: no customer reads it.
 */
export const paymentConfirmationConfigs = pgTable(
  'payment_confirmation_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['CARRIER_SETTINGS', 'CUSTOMER_SETTINGS'] }).notNull(),
    carrierId: text('carrier_id').notNull(),
    portId: text('port_id'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    statisticClientId: uuid('statistic_client_id').references(() => clients.id, { onDelete: 'set null' }),
    category: text('category', { enum: ['Export', 'Import'] }),
    contactTo: text('contact_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contactCc: text('contact_cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    automaticMessage: boolean('automatic_message').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_confirmation_configs_carrier_idx').on(t.type, t.carrierId, t.portId),
    index('payment_confirmation_configs_client_idx').on(t.type, t.carrierId, t.clientId),
  ],
);

/**
 * A payment-confirmation e-mail of a booking. Its state ('Email sent', 'Email failed') and time are the outbox
 * row's, never copied here, so a later delivery or failure shows without another write.
 */
export const paymentConfirmationEmails = pgTable(
  'payment_confirmation_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    portId: text('port_id').notNull(),
    to: text('to').array().notNull(),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bcc: text('bcc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_confirmation_emails_booking_idx').on(t.bookingId, t.createdAt)],
);

export type WeeklyPaymentRow = typeof weeklyPayments.$inferSelect;
export type NewWeeklyPayment = typeof weeklyPayments.$inferInsert;
export type PaymentDocumentRow = typeof paymentDocuments.$inferSelect;
export type CommissionRow = typeof commissions.$inferSelect;
export type PaymentConfirmationConfigRow = typeof paymentConfirmationConfigs.$inferSelect;

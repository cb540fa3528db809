import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  FreightLine,
  TBookingRequestCargoLine,
  TItinerary,
  TScheduleRoute,
  TSpecialRemark,
  TStoredMention,
} from '@portal/domain';
import { clients, users } from './identity.ts';
import { carriers, ports } from './reference.ts';

/** The stored original of an imported booking confirmation (issue 9 part 6). */
export interface ImportedFile {
  key: string;
  name: string;
  size: number;
  contentType: string;
  uploadedAt: string;
}

/** The monthly request counter (DECISIONS.md "Request ids"), incremented atomically. */
export const requestCounters = pgTable('request_counters', {
  month: text('month').primaryKey(),
  value: integer('value').notNull(),
});

/** Online booking requests (spec 000 §3 "Booking request"); id req-yyyyMM####. */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: text('id').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => users.id),
    createdByName: text('created_by_name').notNull(),
    /** The staff member behind a customer-view or acting-as submission. */
    realUserId: uuid('real_user_id').references(() => users.id),
    statusCode: smallint('status_code').notNull().default(10),
    hold: boolean('hold').notNull().default(false),
    isUnread: boolean('is_unread').notNull().default(true),
    agentId: uuid('agent_id').references(() => users.id),
    carrierId: text('carrier_id')
      .notNull()
      .references(() => carriers.id),
    originId: text('origin_id')
      .notNull()
      .references(() => ports.id),
    destinationId: text('destination_id')
      .notNull()
      .references(() => ports.id),
    vessel: text('vessel'),
    voyage: text('voyage'),
    etd: timestamp('etd', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    customerReference: text('customer_reference'),
    quoteNumber: bigint('quote_number', { mode: 'number' }),
    agreementNo: text('agreement_no'),
    imo: boolean('imo').notNull().default(false),
    soc: boolean('soc').notNull().default(false),
    vgmSubmittedBy: text('vgm_submitted_by', { enum: ['CLIENT', 'ADMIN'] })
      .notNull()
      .default('CLIENT'),
    schedule: jsonb('schedule').$type<TScheduleRoute>(),
    itinerary: jsonb('itinerary').$type<TItinerary>().notNull(),
    containers: jsonb('containers').$type<TBookingRequestCargoLine[]>().notNull(),
    freightDetails: jsonb('freight_details').$type<FreightLine[]>().notNull().default([]),
    additionalInfo: text('additional_info'),
    /** The request as submitted, kept for the compare view. */
    initialRequest: jsonb('initial_request').notNull(),
    /** Optimistic concurrency: every change names the version it started from and raises it by one. */
    version: integer('version').notNull().default(0),
    blNumber: text('bl_number'),
    /** Only for carrier HSG (spec 000 §3). */
    intBlNumber: text('int_bl_number'),
    /** The INTTRA reference. */
    intraRefNumber: text('intra_ref_number'),
    statisticClientId: uuid('statistic_client_id').references(() => clients.id),
    /** The external booking reference number of an imported booking confirmation. */
    externalBookingReference: text('external_booking_reference'),
    /** The booking (file number) Book Now created; set when the request becomes Confirmed. */
    bookingId: text('booking_id'),
    leadingCurrency: text('leading_currency', { enum: ['EUR', 'USD'] })
      .notNull()
      .default('USD'),
    specialRemarks: jsonb('special_remarks').$type<TSpecialRemark[]>().notNull().default([]),
    /** The uploaded booking-confirmation HTML a request was imported from (the file store's key and name). */
    importedFile: jsonb('imported_file').$type<ImportedFile>(),
    /** What the import's parser could not read, for the warning panel. */
    importMissing: jsonb('import_missing').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the list's search reads: id, customer reference, vessel, agreement number and client name, kept by a
     * trigger (migration 0007) so no writer can forget it. One trigram index serves every text search.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    // The list reads each tab newest first straight from a partial index per tab group (open: Requested and In
    // Progress, split by the hold flag; closed: Confirmed and Archived): one pair without a leading filter, one
    // pair per filter that narrows a list to a small share (client: every customer list; carrier; assignee), so
    // a filtered page and its capped count read one contiguous range of index entries. The trailing columns
    // let the other filters run on the index alone, and search_text lets a text search walk the newest rows
    // without reading the table (a trailing key column: drizzle-kit cannot declare INCLUDE; after the unique
    // id it is never compared).
    index('booking_requests_open_idx')
      .on(t.hold, t.updatedAt, t.id, t.statusCode, t.agentId, t.carrierId, t.clientId, t.searchText)
      .where(sql`${t.statusCode} <= 20`),
    index('booking_requests_closed_idx')
      .on(t.updatedAt, t.id, t.statusCode, t.agentId, t.carrierId, t.clientId, t.searchText)
      .where(sql`${t.statusCode} >= 30`),
    index('booking_requests_client_open_idx')
      .on(t.clientId, t.hold, t.updatedAt, t.id, t.statusCode, t.carrierId, t.agentId, t.searchText)
      .where(sql`${t.statusCode} <= 20`),
    index('booking_requests_client_closed_idx')
      .on(t.clientId, t.updatedAt, t.id, t.statusCode, t.carrierId, t.agentId, t.searchText)
      .where(sql`${t.statusCode} >= 30`),
    index('booking_requests_carrier_open_idx')
      .on(t.carrierId, t.hold, t.updatedAt, t.id, t.statusCode, t.agentId, t.searchText)
      .where(sql`${t.statusCode} <= 20`),
    index('booking_requests_carrier_closed_idx')
      .on(t.carrierId, t.updatedAt, t.id, t.statusCode, t.agentId, t.searchText)
      .where(sql`${t.statusCode} >= 30`),
    // "agent_id IS NULL" does not fix the leading column for ordering as an equality does, so the unassigned
    // open requests have their own index.
    index('booking_requests_agent_open_idx')
      .on(t.agentId, t.hold, t.updatedAt, t.id, t.statusCode, t.carrierId, t.searchText)
      .where(sql`${t.statusCode} <= 20 and ${t.agentId} is not null`),
    index('booking_requests_unassigned_idx')
      .on(t.hold, t.updatedAt, t.id, t.statusCode, t.carrierId, t.clientId, t.searchText)
      .where(sql`${t.statusCode} <= 20 and ${t.agentId} is null`),
    index('booking_requests_agent_closed_idx')
      .on(t.agentId, t.updatedAt, t.id, t.statusCode, t.carrierId, t.searchText)
      .where(sql`${t.statusCode} >= 30`),
    index('booking_requests_quote_idx')
      .on(t.quoteNumber)
      .where(sql`${t.quoteNumber} is not null`),
    index('booking_requests_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The vessel allocation (001 §3): a voyage's open requests (requested, in progress) at their origin.
    index('booking_requests_vessel_voyage_open_idx')
      .on(t.vessel, t.voyage, t.originId)
      .where(sql`${t.statusCode} <= 20`),
  ],
);

/**
 * Requests per carrier, status and hold flag, kept by statement triggers on booking_requests in the writing
 * transaction (migration 0008): badge counts and the count of a staff list filtered by tab, status and carrier
 * alone read a few dozen rows at any list size.
 */
export const requestListCounts = pgTable(
  'request_list_counts',
  {
    carrierId: text('carrier_id').notNull(),
    statusCode: smallint('status_code').notNull(),
    hold: boolean('hold').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.carrierId, t.statusCode, t.hold] })],
);

/** Files uploaded in the wizard before submitting; attached to the request when it is created. */
export const stagedUploads = pgTable(
  'staged_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staged_uploads_user_idx').on(t.userId, t.createdAt)],
);

export const bookingRequestFiles = pgTable(
  'booking_request_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: text('request_id')
      .notNull()
      .references(() => bookingRequests.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    /** Drop zone of the wizard: additional documents, IMO documents, SOC certificate. */
    documentType: text('document_type', { enum: ['ADDITIONAL_DOCUMENTS', 'IMO', 'SOC'] }).notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    isInternal: boolean('is_internal').notNull().default(false),
    uploadedById: uuid('uploaded_by_id').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_request_files_request_idx').on(t.requestId)],
);

/**
 * The columns of an activity log entry (spec 000 §3 "Activity item"), shared by the request's log and the
 * booking's (schema/bookings.ts): one shape, so the activity module's queries serve both.
 */
export function activityEntryColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    type: text('type', { enum: ['COMMENT', 'ACTIVITY', 'ACTIVITY_WITH_COMMENT'] }).notNull(),
    changeType: text('change_type'),
    comment: text('comment'),
    byUserId: uuid('by_user_id').references(() => users.id),
    byName: text('by_name').notNull(),
    realUserId: uuid('real_user_id').references(() => users.id),
    isInternal: boolean('is_internal').notNull().default(false),
    changedFields: jsonb('changed_fields').$type<{ fieldName: string; oldVal: unknown; newVal: unknown }[]>(),
    /** What else an entry carries (Book Now: the booking and the accepted carrier terms link). */
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** Accounting's entries (payments, freight collection): staff only, like internal ones. */
    isAccountingActivity: boolean('is_accounting_activity').notNull().default(false),
    /** Comments: the people, teams and documents named, with the label shown when written. */
    mentions: jsonb('mentions').$type<TStoredMention[]>().notNull().default([]),
    /** A comment's optional reference (spec 000 §2): a checklist item or a document of the record. */
    checklistItemId: text('checklist_item_id'),
    documentId: text('document_id'),
    /** Pinned comments (at most MAX_PINNED_COMMENTS per record). */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    pinnedById: uuid('pinned_by_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** Activity of a request. */
export const bookingRequestActivity = pgTable(
  'booking_request_activity',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => bookingRequests.id),
    ...activityEntryColumns(),
  },
  (t) => [
    // The log pages newest first by (at, id): with id in the index a backward scan stops at the page's end.
    index('booking_request_activity_request_idx').on(t.requestId, t.at, t.id),
    index('booking_request_activity_pinned_idx')
      .on(t.requestId)
      .where(sql`${t.pinnedAt} is not null`),
  ],
);

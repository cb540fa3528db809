import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FreightLine, TBookingRequestCargoLine } from '@portal/domain';
import { activityEntryColumns, bookingRequests } from './booking-requests.ts';
import { clients, users } from './identity.ts';
import { carriers, ports } from './reference.ts';

/** File numbers of bookings the server creates itself (no ERP configured), handed out atomically. */
export const bookingFileNumbers = pgSequence('booking_file_numbers', { startWith: 300001 });

/** A booking remark (spec 000 §3 "Booking" Remarks: RemarkType, RemarkTxt). */
export interface BookingRemark {
  type: 'SPECIAL REMARKS' | 'FINAL REMARKS' | 'ARRIVAL INFO REMARKS';
  text: string;
}

/**
 * Bookings (spec 000 §3 "Booking"): the id is the file number. What lists filter and sort are columns (client,
 * carrier, category, status flags, dates, B/L and references); cargo, freight, port terms and remarks are the
 * documents they are. `payload` keeps the backend booking format as sent or built (Book Now).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .unique('bookings_request_uq')
      .references(() => bookingRequests.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    statisticClientId: uuid('statistic_client_id').references(() => clients.id),
    carrierId: text('carrier_id')
      .notNull()
      .references(() => carriers.id),
    category: text('category', { enum: ['Export', 'Import'] })
      .notNull()
      .default('Export'),
    archived: boolean('archived').notNull().default(false),
    hold: boolean('hold').notNull().default(false),
    pendingPayment: boolean('pending_payment').notNull().default(false),
    inDispute: boolean('in_dispute').notNull().default(false),
    /** BkgStatusText: the ERP's words for where the booking stands. */
    statusText: text('status_text'),
    vessel: text('vessel'),
    voyage: text('voyage'),
    erpCarrierId: text('erp_carrier_id'),
    erpServiceId: text('erp_service_id'),
    placeOfReceiptName: text('place_of_receipt_name'),
    placeOfReceiptEts: timestamp('place_of_receipt_ets', { withTimezone: true }),
    finalDestinationName: text('final_destination_name'),
    finalDestinationEta: timestamp('final_destination_eta', { withTimezone: true }),
    amsClosing: timestamp('ams_closing', { withTimezone: true }),
    rebookedFromId: text('rebooked_from_id'),
    rebookedToId: text('rebooked_to_id'),
    polId: text('pol_id').references(() => ports.id),
    podId: text('pod_id').references(() => ports.id),
    etd: timestamp('etd', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    blNumber: text('bl_number'),
    customerReference: text('customer_reference'),
    agreementNo: text('agreement_no'),
    agentId: uuid('agent_id').references(() => users.id),
    /** ForwPersID: the customer's contact person. */
    contactId: uuid('contact_id').references(() => users.id),
    cargo: jsonb('cargo').$type<TBookingRequestCargoLine[]>().notNull().default([]),
    freight: jsonb('freight').$type<FreightLine[]>().notNull().default([]),
    portTerms: jsonb('port_terms').$type<Record<string, unknown>>().notNull().default({}),
    remarks: jsonb('remarks').$type<BookingRemark[]>().notNull().default([]),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the list's free text reads (spec 000 §5: id, voyage, vessel, destination, POD, receipt and POL names,
     * container numbers, customer reference, BL number), lower-case, kept by a trigger (migration 0014).
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    // Each list reads its tab (archived, pending payment, category) newest first from one of these, one per
    // leading filter that narrows the list to a small share (client: every customer list; carrier; agent; the
    // ports of loading and discharge).
    index('bookings_list_idx').on(t.archived, t.pendingPayment, t.category, t.updatedAt, t.id),
    // A customer's lists take every payment state: client, archived and category lead, so pages read in order.
    index('bookings_client_list_idx').on(t.clientId, t.archived, t.category, t.updatedAt, t.id),
    index('bookings_client_created_idx').on(t.clientId, t.archived, t.category, t.createdAt, t.id),
    index('bookings_carrier_list_idx').on(
      t.carrierId,
      t.archived,
      t.pendingPayment,
      t.category,
      t.updatedAt,
      t.id,
    ),
    index('bookings_agent_list_idx').on(
      t.agentId,
      t.archived,
      t.pendingPayment,
      t.category,
      t.updatedAt,
      t.id,
    ),
    index('bookings_pol_list_idx').on(t.polId, t.archived, t.pendingPayment, t.category, t.updatedAt, t.id),
    index('bookings_pod_list_idx').on(t.podId, t.archived, t.pendingPayment, t.category, t.updatedAt, t.id),
    index('bookings_created_idx').on(t.archived, t.category, t.createdAt, t.id),
    index('bookings_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The vessel allocation (001 §3): a voyage's bookings at its port of loading, read by vessel name and voyage number.
    index('bookings_vessel_voyage_idx').on(t.vessel, t.voyage, t.polId),
  ],
);

/** Watchers of a booking (spec 000 §4 "Watching"). */
export const bookingWatchers = pgTable(
  'booking_watchers',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.userId] }), index('booking_watchers_user_idx').on(t.userId)],
);

/**
 * The spec's bookings-search index (001 §3): one row per lookup key of a booking (file number, BL number,
 * customer reference, each delivery and pickup reference), lower-cased; kept by a trigger (migration 0014).
 */
export const bookingSearchKeys = pgTable(
  'booking_search_keys',
  {
    key: text('key').notNull(),
    kind: text('kind', {
      enum: ['fileNumber', 'blNumber', 'reference', 'deliveryReference', 'pickupReference'],
    }).notNull(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.kind, t.bookingId] }),
    index('booking_search_keys_client_idx').on(t.clientId, t.key),
    index('booking_search_keys_booking_idx').on(t.bookingId),
  ],
);

/** The spec's containers index (001 §3): container number (upper case) to booking; kept by the same trigger. */
export const bookingContainers = pgTable(
  'booking_containers',
  {
    container: text('container').notNull(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.container, t.bookingId] }),
    index('booking_containers_client_idx').on(t.clientId, t.container),
    index('booking_containers_booking_idx').on(t.bookingId),
  ],
);

/**
 * Tags chosen on a booking (category 'booking'), with copies of the booking's list columns (tab flags, category,
 * the two order dates), kept in step by triggers (migration 0018): a tag-filtered list page is one range of a
 * tag's index joined to bookings by id, not a walk down the list index probing each booking for the tag.
 */
export const bookingTags = pgTable(
  'booking_tags',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id').notNull(),
    // Copies of the booking's columns: the insert trigger overwrites whatever is given.
    archived: boolean('archived').notNull().default(false),
    pendingPayment: boolean('pending_payment').notNull().default(false),
    category: text('category', { enum: ['Export', 'Import'] })
      .notNull()
      .default('Export'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.tagId] }),
    // The bookings list indexes with the tag in front: newest change first, and newest creation first.
    index('booking_tags_list_idx').on(
      t.tagId,
      t.archived,
      t.pendingPayment,
      t.category,
      t.updatedAt,
      t.bookingId,
    ),
    index('booking_tags_created_idx').on(
      t.tagId,
      t.archived,
      t.pendingPayment,
      t.category,
      t.createdAt,
      t.bookingId,
    ),
  ],
);

/** Activity of a booking: the same entry shape as a request's. */
export const bookingActivity = pgTable(
  'booking_activity',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    ...activityEntryColumns(),
  },
  (t) => [
    index('booking_activity_booking_idx').on(t.bookingId, t.at, t.id),
    index('booking_activity_pinned_idx')
      .on(t.bookingId)
      .where(sql`${t.pinnedAt} is not null`),
  ],
);

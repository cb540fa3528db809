import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TCostLine, TCostRemark, TQuoteDetail, TRemark, TServiceDetails, TTerm } from '@portal/domain';
import { clients, users } from './identity.ts';
import { carriers, containerTypes, ports } from './reference.ts';

/** A cargo line as a quote or group keeps it (names resolved, so the record reads on its own). */
export interface QuoteContainer {
  quantity: number;
  containerType: { id: string; label: string; description: string };
  commodityType: { id: string; name: string };
  pickupLocation: { id: string; name: string; city: string; countryCode: string } | null;
}

/** Ocean rates the quote engine reads: one carrier, port pair, container type and validity period. */
export const rates = pgTable(
  'rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierId: text('carrier_id')
      .notNull()
      .references(() => carriers.id),
    originId: text('origin_id')
      .notNull()
      .references(() => ports.id),
    destinationId: text('destination_id')
      .notNull()
      .references(() => ports.id),
    containerTypeId: text('container_type_id')
      .notNull()
      .references(() => containerTypes.id),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    costLines: jsonb('cost_lines').$type<TCostLine[]>().notNull(),
    costRemarks: jsonb('cost_remarks').$type<TCostRemark[]>().notNull().default([]),
    terms: jsonb('terms').$type<TTerm[]>().notNull().default([]),
    remarks: jsonb('remarks').$type<TRemark[]>().notNull().default([]),
    placeOfReceiptName: text('place_of_receipt_name'),
    placeOfDeliveryName: text('place_of_delivery_name'),
    serviceDetails: jsonb('service_details').$type<TServiceDetails>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rates_lane_idx').on(t.originId, t.destinationId, t.containerTypeId, t.validFrom, t.validTo),
    index('rates_carrier_idx').on(t.carrierId),
    // One rate per carrier, lane, type and start day: imports and the demo seed upsert on it.
    uniqueIndex('rates_key_uq').on(t.carrierId, t.originId, t.destinationId, t.containerTypeId, t.validFrom),
  ],
);

/** Quote and group numbers are numeric (spec: /quotes/{number}); one sequence each. */
export const quoteNumbers = pgSequence('quote_numbers', { startWith: 100001 });
export const quoteGroupNumbers = pgSequence('quote_group_numbers', { startWith: 50001 });

export const quoteGroups = pgTable(
  'quote_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    originId: text('origin_id')
      .notNull()
      .references(() => ports.id),
    destinationId: text('destination_id')
      .notNull()
      .references(() => ports.id),
    requestedDate: date('requested_date').notNull(),
    weeks: smallint('weeks').notNull(),
    containers: jsonb('containers').$type<QuoteContainer[]>().notNull(),
    dateIssued: timestamp('date_issued', { withTimezone: true }).notNull().defaultNow(),
    /** Orders groups issued in the same instant. */
    sortingId: bigint('sorting_id', { mode: 'number' }).notNull(),
    archived: boolean('archived').notNull().default(false),
    /** Staff who created it on behalf of the client, when it was not the client's user. */
    createdByStaffId: uuid('created_by_staff_id').references(() => users.id),
  },
  (t) => [
    index('quote_groups_client_issued_idx').on(t.clientId, t.dateIssued),
    index('quote_groups_issued_idx').on(t.archived, t.dateIssued),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => quoteGroups.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    userName: text('user_name').notNull(),
    dateIssued: timestamp('date_issued', { withTimezone: true }).notNull().defaultNow(),
    originId: text('origin_id')
      .notNull()
      .references(() => ports.id),
    destinationId: text('destination_id')
      .notNull()
      .references(() => ports.id),
    placeOfReceiptName: text('place_of_receipt_name'),
    placeOfDeliveryName: text('place_of_delivery_name'),
    carrierId: text('carrier_id')
      .notNull()
      .references(() => carriers.id),
    containers: jsonb('containers').$type<QuoteContainer[]>().notNull(),
    details: jsonb('details').$type<TQuoteDetail[]>().notNull(),
    costRemarks: jsonb('cost_remarks').$type<TCostRemark[]>().notNull(),
    terms: jsonb('terms').$type<TTerm[]>().notNull(),
    remarks: jsonb('remarks').$type<TRemark[]>().notNull(),
    serviceDetails: jsonb('service_details').$type<TServiceDetails>(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    assignedToId: uuid('assigned_to_id').references(() => users.id),
    status: smallint('status').notNull().default(0),
    sortingId: integer('sorting_id').notNull(),
  },
  (t) => [
    index('quotes_group_idx').on(t.groupId),
    index('quotes_client_issued_idx').on(t.clientId, t.dateIssued),
  ],
);

/** Comments and activity on a quote or on a group (type numbers of spec 001 §3: 0 comment ... 5). */
export const quoteActivity = pgTable(
  'quote_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: bigint('quote_id', { mode: 'number' }).references(() => quotes.id),
    groupId: bigint('group_id', { mode: 'number' }).references(() => quoteGroups.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    type: smallint('type').notNull(),
    comment: text('comment').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUserId: uuid('by_user_id').references(() => users.id),
    /** Who wrote it, as shown; a snapshot so renamed users keep their old comments. */
    byName: text('by_name').notNull(),
    /** The staff member behind a customer view or acting-as write. */
    realUserId: uuid('real_user_id').references(() => users.id),
    isInternal: boolean('is_internal').notNull().default(false),
    mentions: jsonb('mentions').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('quote_activity_quote_idx').on(t.quoteId, t.at),
    index('quote_activity_group_idx').on(t.groupId, t.at),
  ],
);

/** Special offers shown as cards while valid (spec 001 §3). */
export const specialOffers = pgTable(
  'special_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierId: text('carrier_id')
      .notNull()
      .references(() => carriers.id),
    containerTypeId: text('container_type_id')
      .notNull()
      .references(() => containerTypes.id),
    originId: text('origin_id')
      .notNull()
      .references(() => ports.id),
    destinationId: text('destination_id')
      .notNull()
      .references(() => ports.id),
    /** A picture for the card: a file store key or an https URL; null shows the carrier's colour. */
    image: text('image'),
    priceCurrency: text('price_currency').notNull(),
    priceAmount: numeric('price_amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    retired: boolean('retired').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('special_offers_valid_idx').on(t.retired, t.validUntil)],
);

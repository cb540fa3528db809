import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FreightLine, TBookingRequestCargoLine } from '@portal/domain';
import { bookingRequests } from './booking-requests.ts';
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
    vessel: text('vessel'),
    voyage: text('voyage'),
    polId: text('pol_id').references(() => ports.id),
    podId: text('pod_id').references(() => ports.id),
    etd: timestamp('etd', { withTimezone: true }),
    eta: timestamp('eta', { withTimezone: true }),
    blNumber: text('bl_number'),
    customerReference: text('customer_reference'),
    agreementNo: text('agreement_no'),
    agentId: uuid('agent_id').references(() => users.id),
    cargo: jsonb('cargo').$type<TBookingRequestCargoLine[]>().notNull().default([]),
    freight: jsonb('freight').$type<FreightLine[]>().notNull().default([]),
    portTerms: jsonb('port_terms').$type<Record<string, unknown>>().notNull().default({}),
    remarks: jsonb('remarks').$type<BookingRemark[]>().notNull().default([]),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_client_idx').on(t.clientId, t.updatedAt),
    index('bookings_carrier_idx').on(t.carrierId, t.updatedAt),
    index('bookings_updated_idx').on(t.archived, t.updatedAt),
    index('bookings_etd_idx').on(t.etd),
    index('bookings_bl_idx')
      .on(t.blNumber)
      .where(sql`${t.blNumber} is not null`),
  ],
);

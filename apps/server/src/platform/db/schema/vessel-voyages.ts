import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { carriers, ports } from './reference.ts';

/**
 * Vessel-voyage items (spec 002 §3 "Vessel-voyage item"; issue 22 part 1): one per carrier, category, vessel and
 * voyage that non-archived bookings sail on, with ETS and ETA (the schedule's port calls at the bookings' ports
 * when the voyage is in our schedule, else the bookings' own dates), POL and POD (the most frequent of its
 * bookings), the ERP carrier and service ids, the booking count and TEU. Derived data, never written by the app:
 * statement-level triggers on bookings and port_calls (migration 0025) recompute the items a statement touches,
 * in its transaction, so the vessel overview reads a few hundred rows by ETS instead of aggregating bookings.
 * Staff data: row-level security closes it to customer transactions.
 */
export const vesselVoyages = pgTable(
  'vessel_voyages',
  {
    /** Stable while the item exists (the upsert keeps it): the overview's dialog asks for its bookings by it. */
    id: uuid('id').notNull().defaultRandom().unique('vessel_voyages_id_uq'),
    carrierId: text('carrier_id')
      .notNull()
      .references(() => carriers.id),
    category: text('category', { enum: ['Export', 'Import'] }).notNull(),
    vessel: text('vessel').notNull(),
    voyage: text('voyage').notNull(),
    ets: timestamp('ets', { withTimezone: true }).notNull(),
    eta: timestamp('eta', { withTimezone: true }),
    polId: text('pol_id').references(() => ports.id),
    podId: text('pod_id').references(() => ports.id),
    erpCarrierId: text('erp_carrier_id'),
    erpServiceId: text('erp_service_id'),
    /** Our schedule's service and voyage when the voyage is in it (no foreign key: schedules are replaced). */
    serviceId: text('service_id'),
    scheduleVoyageId: uuid('schedule_voyage_id'),
    bookingCount: integer('booking_count').notNull(),
    teu: integer('teu').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.carrierId, t.category, t.vessel, t.voyage] }),
    // The overview: an ETS range, then category and carriers filter the few rows of that range.
    index('vessel_voyages_ets_idx').on(t.ets),
    // A schedule change finds the items of its voyage.
    index('vessel_voyages_schedule_idx').on(t.scheduleVoyageId),
  ],
);

import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { ports } from './reference.ts';
import { voyages } from './schedules.ts';

/**
 * The space a carrier gave us on a voyage at a port of loading (spec 001 §3 "Vessel with voyage", allocation entry):
 * TEU and weight in kg. The voyage names the carrier, service, vessel and voyage number. No row means no
 * allocation ("On Request"). Staff data: closed to customers' transactions (migration's policy).
 */
export const vesselAllocations = pgTable(
  'vessel_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voyageId: uuid('voyage_id')
      .notNull()
      .references(() => voyages.id, { onDelete: 'cascade' }),
    polId: text('pol_id')
      .notNull()
      .references(() => ports.id),
    teuAllocation: integer('teu_allocation').notNull().default(0),
    weightAllocationKg: integer('weight_allocation_kg').notNull().default(0),
    /** Optimistic concurrency of staff edits (as the back office): a save names the version it read. */
    version: integer('version').notNull().default(1),
    updatedById: uuid('updated_by_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vessel_allocations_voyage_pol_uq').on(t.voyageId, t.polId)],
);

/** The staff's "fully booked" flag of a vessel with voyage (001 §3 isFullyBooked, §4): one row per voyage once set. */
export const voyageSpaceFlags = pgTable('voyage_space_flags', {
  voyageId: uuid('voyage_id')
    .primaryKey()
    .references(() => voyages.id, { onDelete: 'cascade' }),
  fullyBooked: boolean('fully_booked').notNull().default(false),
  version: integer('version').notNull().default(1),
  updatedById: uuid('updated_by_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

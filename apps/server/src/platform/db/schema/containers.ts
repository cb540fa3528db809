import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Containers of the load lists (spec 002 §3 "Container", issue 22 part 4), keyed by the ISO 6346 container number
 * (upper case, check digit verified by the domain before any write). Only what the load list and the yard say of
 * the box itself lives here: seal, status, gate-in and pick-up. The booking it sails on (and so ETS, POL, carrier,
 * vessel, voyage, category, delivery reference and the checklist counts) is the booking that names the number in
 * its cargo, found through `booking_containers` at read time, so a rebooked or renamed booking never leaves a
 * stale copy here. No client column: the rows are staff's, closed to customers' transactions (migration RLS).
 */
export const containers = pgTable(
  'containers',
  {
    container: text('container').primaryKey(),
    sealNum: text('seal_num'),
    /** ON WATER, ARRIVED or GATE OUT (docs DECISIONS "Containers"); null until a load list or an event says. */
    status: text('status', { enum: ['ON WATER', 'ARRIVED', 'GATE OUT'] }),
    gateIn: timestamp('gate_in', { withTimezone: true }),
    pickUp: timestamp('pick_up', { withTimezone: true }),
    /** Raised by every write (the spec's `version`), so a writer can tell it read the current row. */
    version: integer('version').notNull().default(1),
    updatedById: uuid('updated_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

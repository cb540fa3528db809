import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carriers, ports, terminals } from './reference.ts';

/** A rotation stop of a service: the port, its terminal and the day offset from the first departure. */
export interface RotationStop {
  portId: string;
  terminalId: string | null;
  dayOffset: number;
}

/** DCSA cut-off time codes (DCO documentation, VCO VGM, FCO FCL delivery, ...) with their instants. */
export interface CutOff {
  code: string;
  time: string;
}

/** Staff-only commission terms of a voyage (spec 000 §3). */
export interface VoyageCommission {
  percentExport: number | null;
  percentImport: number | null;
  amountE1: number | null;
  currencyE1: string | null;
  amountE2: number | null;
  currencyE2: string | null;
}

export const services = pgTable(
  'services',
  {
    /** Carrier's service code, unique with the carrier. */
    id: text('id').primaryKey(),
    carrierId: text('carrier_id')
      .notNull()
      .references(() => carriers.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    rotation: jsonb('rotation').$type<RotationStop[]>().notNull(),
  },
  (t) => [uniqueIndex('services_carrier_code_uq').on(t.carrierId, t.code)],
);

export const vessels = pgTable(
  'vessels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    imo: text('imo'),
    code: text('code'),
  },
  (t) => [uniqueIndex('vessels_imo_uq').on(t.imo)],
);

export const voyages = pgTable(
  'voyages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    vesselId: uuid('vessel_id')
      .notNull()
      .references(() => vessels.id),
    voyageNumber: text('voyage_number').notNull(),
    firstDeparture: timestamp('first_departure', { withTimezone: true }).notNull(),
    lastArrival: timestamp('last_arrival', { withTimezone: true }).notNull(),
    spaceInfo: text('space_info'),
    spaceInfoColor: text('space_info_color'),
    commission: jsonb('commission').$type<VoyageCommission>(),
  },
  (t) => [
    uniqueIndex('voyages_service_number_uq').on(t.serviceId, t.voyageNumber),
    index('voyages_departure_idx').on(t.firstDeparture),
  ],
);

export const portCalls = pgTable(
  'port_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voyageId: uuid('voyage_id')
      .notNull()
      .references(() => voyages.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    portId: text('port_id')
      .notNull()
      .references(() => ports.id),
    terminalId: text('terminal_id').references(() => terminals.id),
    arrival: timestamp('arrival', { withTimezone: true }).notNull(),
    departure: timestamp('departure', { withTimezone: true }).notNull(),
    /** The port's UTC offset in minutes at the call, for local-time display. */
    utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(0),
    cutOffs: jsonb('cut_offs').$type<CutOff[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('port_calls_voyage_seq_uq').on(t.voyageId, t.sequence),
    index('port_calls_port_departure_idx').on(t.portId, t.departure),
  ],
);

/** Every route search, as spec 001 §3 "Schedule search log" names it. */
export const scheduleSearches = pgTable(
  'schedule_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    date: text('date').notNull(),
    weeks: integer('weeks').notNull(),
    carrierId: text('carrier_id'),
    userId: uuid('user_id'),
    erpUserId: text('erp_user_id'),
    erpClientId: text('erp_client_id'),
    resultCount: integer('result_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('schedule_searches_created_idx').on(t.createdAt)],
);

import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TSideCharges } from '@portal/domain';

export const carriers = pgTable('carriers', {
  /** Short carrier id as the spec writes it: HSG, SLOM, STNN ... */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  color: text('color').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  paymentNeedsDocuments: boolean('payment_needs_documents').notNull().default(false),
  /** Spec 002 §3 Carrier.sideCharges: the import/crosstrade and export tables staff keep (issue 21 part 4). */
  sideCharges: jsonb('side_charges')
    .$type<TSideCharges>()
    .notNull()
    .default(sql`'{"importCharges":[],"exportCharges":[]}'::jsonb`),
  /** Optimistic concurrency of the side-charge editor. */
  version: integer('version').notNull().default(1),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** UN/LOCODE ports. */
export const ports = pgTable(
  'ports',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    timeZone: text('time_zone'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('ports_country_idx').on(t.countryCode), index('ports_city_idx').on(t.city)],
);

export const terminals = pgTable(
  'terminals',
  {
    /** SMDG terminal code, unique within the port. */
    id: text('id').primaryKey(),
    portId: text('port_id')
      .notNull()
      .references(() => ports.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
  },
  (t) => [index('terminals_port_idx').on(t.portId)],
);

/** ISO 6346 size-type codes with the portal's labels (22G1 = 20DC ...). */
export const containerTypes = pgTable('container_types', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  description: text('description').notNull(),
  isoGroup: text('iso_group').notNull(),
  couldBeOversize: boolean('could_be_oversize').notNull().default(false),
  shipperOwned: boolean('shipper_owned').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const commodityTypes = pgTable('commodity_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** Depots where empty containers are picked up. */
export const pickupLocations = pgTable(
  'pickup_locations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    street: text('street'),
    poBox: text('po_box'),
    city: text('city').notNull(),
    zip: text('zip'),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
  },
  (t) => [index('pickup_locations_country_idx').on(t.countryCode)],
);

export const specialRemarkTemplates = pgTable('special_remark_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  text: text('text').notNull(),
});

export type CarrierRow = typeof carriers.$inferSelect;
export type PortRow = typeof ports.$inferSelect;
export type ContainerTypeRow = typeof containerTypes.$inferSelect;

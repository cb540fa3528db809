import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Customer companies (spec "clients"); `erpClientId` is the spec's alphacomClientId. */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    erpClientId: text('erp_client_id').notNull(),
    name: text('name').notNull(),
    city: text('city'),
    countryCode: text('country_code'),
    /** Carriers the company may book with; null means all (its users' own lists narrow it further). */
    carriers: text('carriers').array(),
    /** An archived company's users cannot log in; its records stay. */
    archived: boolean('archived').notNull().default(false),
    /** Optimistic concurrency of back-office edits: a save names the version it read (issue 21 part 7). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('clients_erp_client_id_uq').on(t.erpClientId), index('clients_name_idx').on(t.name)],
);

/** Every user field of spec 000 §3, 001 §3 and 002 §3. Staff have no client, or the forwarder's own. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailAddress: text('email_address').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    erpUserId: text('erp_user_id'),
    clientId: uuid('client_id').references(() => clients.id),
    role: text('role', { enum: ['superadmin', 'sales', 'operations'] }),
    isAdmin: boolean('is_admin').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /** Allowed carrier ids; null means all. */
    carriers: text('carriers').array(),
    lastOpenedChecklistTab: text('last_opened_checklist_tab', { enum: ['operations', 'accounting'] }),
    showedInterest: boolean('showed_interest').notNull().default(false),
    answeredLandInterest: boolean('answered_land_interest').notNull().default(false),
    dontShowGuide: boolean('dont_show_guide').notNull().default(false),
    isRedirectionActive: boolean('is_redirection_active').notNull().default(false),
    redirectedAdminId: uuid('redirected_admin_id'),
    lastSession: timestamp('last_session', { withTimezone: true }),
    /** A customer user a superadmin made its company's admin (docs/decisions.md "Back office"). */
    isCustomerAdmin: boolean('is_customer_admin').notNull().default(false),
    /** Optimistic concurrency of back-office edits (sign-ins and preferences leave it alone). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.emailAddress})`),
    index('users_client_idx').on(t.clientId),
    uniqueIndex('users_erp_user_id_uq').on(t.erpUserId),
  ],
);

export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  teamType: text('team_type', { enum: ['operations', 'accounting'] }).notNull(),
  carriers: text('carriers')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  categories: text('categories')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  checklistItems: text('checklist_items')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  taskTypes: text('task_types')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  version: integer('version').notNull().default(1),
  ...timestamps,
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

/** Server sessions; the cookie holds a random secret, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretHash: text('secret_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Staff customer view: the client whose view is shown. */
    customerViewClientId: uuid('customer_view_client_id').references(() => clients.id),
    /** Superadmin acting as a named user. */
    actingAsUserId: uuid('acting_as_user_id').references(() => users.id),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_secret_uq').on(t.secretHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use login tokens; only the hash is stored. Unknown addresses get a row without a user. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    emailAddress: text('email_address').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    nextPath: text('next_path'),
    requestedFrom: text('requested_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('login_tokens_hash_uq').on(t.tokenHash),
    index('login_tokens_email_created_idx').on(t.emailAddress, t.createdAt),
    index('login_tokens_from_created_idx').on(t.requestedFrom, t.createdAt),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

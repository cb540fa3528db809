import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { clients, teams, users } from './identity.ts';

/**
 * Tasks of a booking (spec 000 §3 "Task", issue 12 part 1): made by the server from the booking's category,
 * checklist and dates (modules/tasks/sync.ts), one row per booking and type (per payment for the payment types) —
 * the unique key is what makes the generation idempotent. A task belongs to a user or to a team, never both; client tasks (user_role 'client')
 * belong to the booking's contact person. `client_id` is the booking's, for row-level security (migration 0017).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    type: text('type').notNull(),
    department: text('department', { enum: ['operations', 'accounting'] }).notNull(),
    userRole: text('user_role', { enum: ['staff', 'client'] }).notNull(),
    carrierId: text('carrier_id').notNull(),
    category: text('category', { enum: ['Export', 'Import'] }).notNull(),
    paymentReference: text('payment_reference'),
    payDate: date('pay_date', { mode: 'string' }),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    createAt: timestamp('create_at', { withTimezone: true }).notNull(),
    show: boolean('show').notNull().default(true),
    resolved: boolean('resolved').notNull().default(false),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: uuid('resolved_by_id').references(() => users.id),
    assignedUserId: uuid('assigned_user_id').references(() => users.id),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    manualResolve: text('manual_resolve', {
      enum: ['RESOLVE', 'NO_MANUAL_RESOLVE', 'RESOLVE_OR_DECLINE'],
    }).notNull(),
    /** A follow-up (COMMISSION_CORRECTION) names the check whose decline shows it. */
    followUpOf: uuid('follow_up_of').references((): AnyPgColumn => tasks.id, { onDelete: 'set null' }),
    checklistItemId: text('checklist_item_id'),
    checklistStageId: text('checklist_stage_id'),
    additionalInfo: text('additional_info'),
    /** When the periodic job saw it appear on My Day (create_at passed) and told the live streams. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per booking and type, and for the payment types one per payment (issue 12 part 3): a payment's
    // PAYMENT_APPROVAL and CLEAR_INVOICE rows carry its reference; every other row has none.
    uniqueIndex('tasks_booking_type_uq').on(t.bookingId, t.type, sql`coalesce(${t.paymentReference}, '')`),
    // My Day reads open tasks (shown, unresolved) of one assignee and department in due-date order from one of
    // these; 'all' reads the department's. Resolved and hidden rows stay out of them.
    index('tasks_user_open_idx')
      .on(t.assignedUserId, t.department, t.dueDate, t.id)
      .where(sql`${t.show} and not ${t.resolved}`),
    index('tasks_team_open_idx')
      .on(t.teamId, t.department, t.dueDate, t.id)
      .where(sql`${t.show} and not ${t.resolved}`),
    index('tasks_open_idx')
      .on(t.department, t.dueDate, t.id)
      .where(sql`${t.show} and not ${t.resolved}`),
    // The same three with the carrier filter: a carrier's tasks of a large backlog are one range, not a walk of
    // the whole list checking each task's carrier.
    index('tasks_user_carrier_open_idx')
      .on(t.assignedUserId, t.department, t.carrierId, t.dueDate, t.id)
      .where(sql`${t.show} and not ${t.resolved}`),
    index('tasks_team_carrier_open_idx')
      .on(t.teamId, t.department, t.carrierId, t.dueDate, t.id)
      .where(sql`${t.show} and not ${t.resolved}`),
    index('tasks_carrier_open_idx')
      .on(t.department, t.carrierId, t.dueDate, t.id)
      .where(sql`${t.show} and not ${t.resolved}`),
    // Accounting's pay-date filter: only payment tasks carry a pay date, so these stay small.
    index('tasks_user_pay_date_open_idx')
      .on(t.assignedUserId, t.payDate, t.dueDate, t.id)
      .where(sql`${t.show} and not ${t.resolved} and ${t.payDate} is not null`),
    index('tasks_team_pay_date_open_idx')
      .on(t.teamId, t.payDate, t.dueDate, t.id)
      .where(sql`${t.show} and not ${t.resolved} and ${t.payDate} is not null`),
    index('tasks_pay_date_open_idx')
      .on(t.payDate, t.dueDate, t.id)
      .where(sql`${t.show} and not ${t.resolved} and ${t.payDate} is not null`),
    // The periodic job: open tasks whose show date has come and that were not announced yet.
    index('tasks_announce_idx')
      .on(t.createAt)
      .where(sql`${t.show} and not ${t.resolved} and ${t.notifiedAt} is null`),
    index('tasks_follow_up_idx').on(t.followUpOf),
  ],
);

/** An agent's tasks of a carrier go to another user (docs/decisions.md "Tasks"): staff data, no client's. */
export const taskReassignmentRules = pgTable(
  'task_reassignment_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carrierId: text('carrier_id').notNull(),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('task_reassignment_rules_uq').on(t.fromUserId, t.carrierId)],
);

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;

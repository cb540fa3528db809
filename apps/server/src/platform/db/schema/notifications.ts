import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CAUSES, NOTIFICATION_REFERENCE_OBJECTS } from '@portal/domain';
import { clients, users } from './identity.ts';

/**
 * One row per recipient of a notification (spec 001 §3 "Notification"). The recipients of one cause share
 * `groupId` (the spec's readId), which 'Read for all' marks seen at once. `clientId` is the recipient's client
 * (null for staff): the row-level security key.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    clientId: uuid('client_id').references(() => clients.id),
    groupId: uuid('group_id').notNull(),
    cause: text('cause', { enum: NOTIFICATION_CAUSES }).notNull(),
    referenceObject: text('reference_object', { enum: NOTIFICATION_REFERENCE_OBJECTS }).notNull(),
    referenceId: text('reference_id').notNull(),
    /** The comment or entry that caused it: the link's focusComment. */
    activityId: text('activity_id'),
    text: text('text').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    /** The user it was meant for when redirection (spec 002 §4) delivered it here instead. */
    redirectedFromId: uuid('redirected_from_id').references(() => users.id),
    isInternal: boolean('is_internal').notNull().default(false),
    seen: boolean('seen').notNull().default(false),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_at_idx').on(t.userId, t.at, t.id),
    // The bell counts at most NOTIFICATION_BADGE_CAP + 1 unread rows of one user: this index holds only those.
    index('notifications_user_unread_idx')
      .on(t.userId, t.at, t.id)
      .where(sql`not ${t.seen}`),
    index('notifications_group_idx').on(t.groupId),
  ],
);

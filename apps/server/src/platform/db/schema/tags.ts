import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TAG_CATEGORIES } from '@portal/domain';
import { bookingRequests } from './booking-requests.ts';

/**
 * Tags (spec 000 §3 "Tag", 002 §2): named colours staff put on bookings and booking requests. Staff data, not a
 * tenant's: row-level security closes the table to customer transactions (migration 0009).
 */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    /** #rrggbb, lower case. */
    color: text('color').notNull(),
    category: text('category', { enum: TAG_CATEGORIES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tags_category_idx').on(t.category, t.text)],
);

/** The tags chosen on a request (at most TAG_SELECTION_CAP); deleting a tag or a request removes its rows. */
export const requestTags = pgTable(
  'request_tags',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.tagId] }), index('request_tags_tag_idx').on(t.tagId)],
);

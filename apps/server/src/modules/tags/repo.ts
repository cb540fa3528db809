import { asc, eq, inArray } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { TagCategory, TTagInput } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bookingRequests, bookings, bookingTags, requestTags, tags } from '../../platform/db/schema/index.ts';

/** Tags are the staff's, not a tenant's: the service lets only staff reach these. */
export async function listTags(db: DbOrTx, category?: TagCategory) {
  return db
    .select()
    .from(tags)
    .where(category ? eq(tags.category, category) : undefined)
    .orderBy(asc(tags.category), asc(tags.text), asc(tags.id));
}

export async function findTags(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(tags).where(inArray(tags.id, ids));
}

export async function insertTag(db: DbOrTx, input: TTagInput) {
  const [row] = await db.insert(tags).values(input).returning();
  return row!;
}

export async function updateTag(db: DbOrTx, id: string, input: TTagInput) {
  const [row] = await db.update(tags).set(input).where(eq(tags.id, id)).returning();
  return row ?? null;
}

/**
 * Deletes the tag; requests' selections go with it (foreign key on delete cascade), bookings' are deleted here
 * (booking_tags has no foreign key to tags).
 */
export async function deleteTag(db: DbOrTx, id: string) {
  await db.delete(bookingTags).where(eq(bookingTags.tagId, id));
  const rows = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  return rows.length === 1;
}

/** A tag moved to the bookings' category is no longer a request's choice. */
export async function dropRequestSelections(db: DbOrTx, tagId: string) {
  await db.delete(requestTags).where(eq(requestTags.tagId, tagId));
}

/** A tag moved out of the bookings' category is no longer a booking's. */
export async function dropBookingSelections(db: DbOrTx, tagId: string) {
  await db.delete(bookingTags).where(eq(bookingTags.tagId, tagId));
}

/** The carriers of the requests and bookings that carry the tag (for the carrier rule on shared tags). */
export async function carriersUsingTag(db: DbOrTx, tagId: string): Promise<string[]> {
  const rows = await union(
    db
      .selectDistinct({ carrierId: bookingRequests.carrierId })
      .from(requestTags)
      .innerJoin(bookingRequests, eq(bookingRequests.id, requestTags.requestId))
      .where(eq(requestTags.tagId, tagId)),
    db
      .selectDistinct({ carrierId: bookings.carrierId })
      .from(bookingTags)
      .innerJoin(bookings, eq(bookings.id, bookingTags.bookingId))
      .where(eq(bookingTags.tagId, tagId)),
  );
  return rows.map((r) => r.carrierId);
}

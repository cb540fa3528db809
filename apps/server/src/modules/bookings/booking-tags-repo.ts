import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { bookingTags } from '../../platform/db/schema/index.ts';

/**
 * A booking's tag selection (staff's marks; booking_tags is closed to customers by row-level security). The caller
 * has locked the booking through the actor's scope (findBookingRow with lock) before it reads or writes these.
 */
export async function tagIdsOfBooking(db: DbOrTx, bookingId: string): Promise<string[]> {
  const rows = await db
    .select({ tagId: bookingTags.tagId })
    .from(bookingTags)
    .where(eq(bookingTags.bookingId, bookingId))
    .orderBy(asc(bookingTags.tagId));
  return rows.map((r) => r.tagId);
}

/** Replaces the selection; the insert trigger copies the booking's list columns into each row (migration 0018). */
export async function setBookingTags(db: DbOrTx, bookingId: string, tagIds: string[]): Promise<void> {
  await db.delete(bookingTags).where(eq(bookingTags.bookingId, bookingId));
  if (tagIds.length > 0) await db.insert(bookingTags).values(tagIds.map((tagId) => ({ bookingId, tagId })));
}

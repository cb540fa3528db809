import { and, eq } from 'drizzle-orm';
import type { TagCategory } from '@portal/domain';
import type { DbOrTx } from '../platform/db/client.ts';
import { tags } from '../platform/db/schema/index.ts';

/** The tags a forwarder's desk works with: colours as the tag dialog's picker gives them. */
export const DEMO_TAGS: { text: string; color: string; category: TagCategory }[] = [
  { text: 'Urgent', color: '#d32f2f', category: 'bookingRequest' },
  { text: 'VIP client', color: '#7b1fa2', category: 'bookingRequest' },
  { text: 'Reefer', color: '#1976d2', category: 'bookingRequest' },
  { text: 'Docs missing', color: '#f57c00', category: 'bookingRequest' },
  { text: 'Rate check', color: '#388e3c', category: 'bookingRequest' },
  { text: 'Urgent', color: '#d32f2f', category: 'booking' },
  { text: 'Customs hold', color: '#5d4037', category: 'booking' },
];

/** Tags have generated ids: name and category are the natural key, so a re-run adds only what is missing. */
export async function seedDemoTags(db: DbOrTx): Promise<{ demoTags: number }> {
  for (const tag of DEMO_TAGS) {
    const [existing] = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.text, tag.text), eq(tags.category, tag.category)))
      .limit(1);
    if (!existing) await db.insert(tags).values(tag);
  }
  return { demoTags: DEMO_TAGS.length };
}

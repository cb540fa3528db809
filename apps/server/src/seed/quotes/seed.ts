import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { rates, specialOffers } from '../../platform/db/schema/index.ts';
import { chunk } from '../csv.ts';
import { generateDemoRates } from './demo-rates.ts';
import { generateDemoOffers } from './demo-offers.ts';

/** Demo rates and special offers; existing rows (same carrier, lane, type and start) are kept. */
export async function seedQuotes(
  db: DbOrTx,
  anchor: Date,
): Promise<{ rates: number; specialOffers: number }> {
  for (const part of chunk(generateDemoRates(anchor), 500)) {
    await db.insert(rates).values(part).onConflictDoNothing();
  }
  const [{ n: offerCount } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(specialOffers);
  if (offerCount === 0) await db.insert(specialOffers).values(generateDemoOffers(anchor));
  const [counts] = await db
    .select({
      rates: sql<number>`(select count(*)::int from ${rates})`,
      specialOffers: sql<number>`(select count(*)::int from ${specialOffers})`,
    })
    .from(sql`(select 1) as one`);
  return { rates: counts?.rates ?? 0, specialOffers: counts?.specialOffers ?? 0 };
}

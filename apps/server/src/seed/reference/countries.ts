import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { countries } from '../../platform/db/schema/index.ts';
import { chunk, readSeedCsv } from '../csv.ts';

type CountryInsert = typeof countries.$inferInsert;

/** ISO 3166 codes and names from the DCSA code list. */
export function buildCountries(): CountryInsert[] {
  return readSeedCsv('dcsa-countrycodes.csv')
    .map((r) => ({ code: r['ISO 3166-1'] ?? '', name: r['Country Name'] ?? '' }))
    .filter((c) => /^[A-Z]{2}$/.test(c.code) && c.name !== '');
}

/** Upsert: the list is external reference data, so a corrected file corrects the table on the next run. */
export async function seedCountries(db: DbOrTx, rows: CountryInsert[]): Promise<number> {
  for (const part of chunk(rows)) {
    await db
      .insert(countries)
      .values(part)
      .onConflictDoUpdate({ target: countries.code, set: { name: sql`excluded.name` } });
  }
  return rows.length;
}

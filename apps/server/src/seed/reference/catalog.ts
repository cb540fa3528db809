import { CARRIERS, PAYMENT_NEEDS_DOCUMENTS } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  carriers,
  commodityTypes,
  pickupLocations,
  specialRemarkTemplates,
} from '../../platform/db/schema/index.ts';
import { COMMODITY_NAMES, DEPOTS, SPECIAL_REMARKS } from './catalog-data.ts';

function slug(text: string): string {
  return text
    .toUpperCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

export async function seedCatalog(db: DbOrTx): Promise<Record<string, number>> {
  await db
    .insert(carriers)
    .values(
      CARRIERS.map((c) => ({ ...c, disabled: false, paymentNeedsDocuments: PAYMENT_NEEDS_DOCUMENTS.includes(c.id) })),
    )
    .onConflictDoUpdate({
      target: carriers.id,
      set: { name: sql`excluded.name`, displayName: sql`excluded.display_name`, color: sql`excluded.color` },
    });

  await db
    .insert(commodityTypes)
    .values(COMMODITY_NAMES.map((name) => ({ id: slug(name), name })))
    .onConflictDoUpdate({ target: commodityTypes.id, set: { name: sql`excluded.name` } });

  await db
    .insert(pickupLocations)
    .values(DEPOTS.map((d) => ({ ...d, id: slug(`${d.countryCode} ${d.city} ${d.name}`) })))
    .onConflictDoNothing();

  // Templates have generated ids; insert only the texts not there yet.
  const existing = new Set((await db.select({ text: specialRemarkTemplates.text }).from(specialRemarkTemplates)).map((r) => r.text));
  const missing = SPECIAL_REMARKS.filter((text) => !existing.has(text));
  if (missing.length > 0) await db.insert(specialRemarkTemplates).values(missing.map((text) => ({ text })));

  return {
    carriers: CARRIERS.length,
    commodityTypes: COMMODITY_NAMES.length,
    pickupLocations: DEPOTS.length,
    specialRemarks: SPECIAL_REMARKS.length,
  };
}

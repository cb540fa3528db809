import type { DbOrTx } from '../../platform/db/client.ts';
import { commodityTypes } from '../../platform/db/schema/index.ts';

/** What the demo forwarder's customers ship (upper case, as the booking forms show it). */
export const COMMODITY_NAMES = [
  'FREIGHT ALL KIND',
  'MACHINERY',
  'MACHINERY PARTS',
  'AUTO PARTS',
  'VEHICLES',
  'STEEL PRODUCTS',
  'ALUMINIUM PRODUCTS',
  'CHEMICALS, NON-HAZARDOUS',
  'CHEMICALS, HAZARDOUS',
  'PLASTICS AND RESINS',
  'PHARMACEUTICALS',
  'MEDICAL EQUIPMENT',
  'ELECTRONICS',
  'FURNITURE',
  'TEXTILES AND GARMENTS',
  'PAPER AND PULP',
  'WOOD AND TIMBER',
  'WINE IN BOTTLES',
  'BEER',
  'COFFEE',
  'COCOA BEANS',
  'SUGAR',
  'FRUIT, CHILLED',
  'MEAT, FROZEN',
  'FISH, FROZEN',
  'DAIRY PRODUCTS',
  'CHEESE',
  'FOODSTUFF, DRY',
  'TOBACCO',
  'COTTON',
  'SCRAP METAL',
  'HOUSEHOLD GOODS',
  'PROJECT CARGO',
  'TYRES',
] as const;

/** Stable id from the name: 'CHEMICALS, NON-HAZARDOUS' -> 'chemicals-non-hazardous'. */
export function commoditySlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Insert missing ones only: staff may rename them later and a re-run must not undo that. */
export async function seedCommodityTypes(db: DbOrTx): Promise<number> {
  await db
    .insert(commodityTypes)
    .values(COMMODITY_NAMES.map((name) => ({ id: commoditySlug(name), name })))
    .onConflictDoNothing({ target: commodityTypes.id });
  return COMMODITY_NAMES.length;
}

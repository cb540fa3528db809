import type { DbOrTx } from '../../platform/db/client.ts';
import { specialRemarkTemplates } from '../../platform/db/schema/index.ts';

/** Texts staff add to booking requests often enough to pick them from a list. */
export const SPECIAL_REMARKS = [
  'Please provide a clean, dry and odour-free container suitable for foodstuff.',
  'Reefer to be pre-cooled to the set temperature before pick-up; please confirm PTI.',
  'Heavy cargo: please provide a container with a payload of at least 28 tons.',
  'Shipper’s own seal will be applied; please record the seal number on the B/L.',
  'Empty container not to be released earlier than 7 days before the closing.',
  'Dangerous goods: the DGD will follow before the documentation closing.',
] as const;

/** Templates have generated ids, so the text is the natural key: insert only the texts not there yet. */
export async function seedSpecialRemarks(db: DbOrTx): Promise<number> {
  const existing = new Set(
    (await db.select({ text: specialRemarkTemplates.text }).from(specialRemarkTemplates)).map((r) => r.text),
  );
  const missing = SPECIAL_REMARKS.filter((text) => !existing.has(text));
  if (missing.length > 0) await db.insert(specialRemarkTemplates).values(missing.map((text) => ({ text })));
  return SPECIAL_REMARKS.length;
}

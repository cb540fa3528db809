import { CARRIERS, PAYMENT_NEEDS_DOCUMENTS } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carriers } from '../../platform/db/schema/index.ts';

/** The twelve carriers of the domain package. Insert missing ones only: disabled, colour and the payment flag are staff settings. */
export async function seedCarriers(db: DbOrTx): Promise<number> {
  await db
    .insert(carriers)
    .values(
      CARRIERS.map((c) => ({
        id: c.id,
        name: c.name,
        displayName: c.displayName,
        color: c.color,
        disabled: false,
        paymentNeedsDocuments: PAYMENT_NEEDS_DOCUMENTS.includes(c.id),
      })),
    )
    .onConflictDoNothing({ target: carriers.id });
  return CARRIERS.length;
}

import { and, asc, eq } from 'drizzle-orm';
import type { Actor, TSideCharges } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carrierScope } from '../../platform/db/tenant.ts';
import { carriers } from '../../platform/db/schema/index.ts';

const columns = {
  id: carriers.id,
  name: carriers.displayName,
  color: carriers.color,
  sideCharges: carriers.sideCharges,
  version: carriers.version,
};

/**
 * The carriers on the side-charge screens: only those not disabled (spec 002 §6), and of those only the carriers the
 * actor works with (carrierScope: a restricted customer or staff member sees theirs, a visitor every one).
 */
export function listCarrierSideCharges(db: DbOrTx, actor: Actor) {
  return db
    .select(columns)
    .from(carriers)
    .where(and(eq(carriers.disabled, false), carrierScope(actor, carriers.id)))
    .orderBy(asc(carriers.displayName));
}

export type CarrierSideChargesRow = Awaited<ReturnType<typeof listCarrierSideCharges>>[number];

/** The carrier's charges, locked for the save's transaction; a disabled carrier is not on the screen, so not here. */
export async function lockCarrierSideCharges(
  tx: DbOrTx,
  id: string,
): Promise<CarrierSideChargesRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(carriers)
    .where(and(eq(carriers.id, id), eq(carriers.disabled, false)))
    .for('update');
  return row;
}

/** Writes the charges at the next version; the service has checked the version and the actor's carriers. */
export async function updateCarrierSideCharges(
  tx: DbOrTx,
  actor: Actor,
  id: string,
  sideCharges: TSideCharges,
  version: number,
): Promise<CarrierSideChargesRow | undefined> {
  const [row] = await tx
    .update(carriers)
    .set({ sideCharges, version })
    .where(and(eq(carriers.id, id), carrierScope(actor, carriers.id)))
    .returning(columns);
  return row;
}

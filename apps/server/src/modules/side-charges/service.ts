import {
  can,
  canSeeCarrier,
  SIDE_CHARGE_MESSAGES,
  type Actor,
  type TCarrierSideCharges,
  type TSideChargesInput,
  type UserActor,
} from '@portal/domain';
import { recordAudit } from '../../platform/audit/audit-repo.ts';
import { checkVersion } from '../../platform/audit/versioned.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/** The carriers of the editor's list and of the display, each with its charges (001 §2.13, 002 §2). */
export async function listSideCharges(ctx: AppContext, actor: Actor): Promise<TCarrierSideCharges[]> {
  return repo.listCarrierSideCharges(ctx.db, actor);
}

/**
 * Saves a carrier's charges as edited (spec 002 §7 "carriers: update sideCharges"): staff, of a carrier they handle,
 * at the version they read (409 otherwise); audited in the same transaction, published to everyone who reads them.
 */
export async function saveSideCharges(
  ctx: AppContext,
  actor: UserActor,
  carrierId: string,
  input: TSideChargesInput,
): Promise<TCarrierSideCharges> {
  if (!can(actor, 'manage:side-charges:any')) throw forbidden();
  if (!canSeeCarrier(actor, carrierId)) throw forbidden(SIDE_CHARGE_MESSAGES.otherCarrier);
  const saved = await ctx.db.transaction(async (tx) => {
    const before = checkVersion(
      await repo.lockCarrierSideCharges(tx, carrierId),
      input.version,
      SIDE_CHARGE_MESSAGES.carrierNotFound,
    );
    const after = await repo.updateCarrierSideCharges(
      tx,
      actor,
      carrierId,
      input.sideCharges,
      before.version + 1,
    );
    if (!after) throw notFound(SIDE_CHARGE_MESSAGES.carrierNotFound);
    await recordAudit(tx, actor, {
      entity: 'side-charges',
      entityId: carrierId,
      action: 'update',
      before,
      after,
    });
    return after;
  });
  // Not staff only: customers and visitors read the display (001 §2.13).
  await ctx.events.publish({ entity: 'side-charges', id: carrierId, clientId: null });
  return saved;
}

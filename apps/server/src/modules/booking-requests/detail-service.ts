import {
  actorIsStaff,
  lifecycleStateOf,
  readsOnOpen,
  WORKBENCH_MESSAGES,
  type Refusal,
  type TBookingRequestDetail,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { loadDetail } from './detail.ts';
import { initialDetail } from './initial-detail.ts';
import * as workbench from './workbench-repo.ts';

export const REQUEST_NOT_FOUND = 'The booking request';

/** A domain rule's refusal as the error the server answers (400, 403 or 409 with the rule's words). */
export const refusalError = (refusal: Refusal) => new AppError(refusal.code, refusal.message);

/** Every change names the version it started from; another save in between answers 409. */
export function checkVersion(current: number, given: number) {
  if (current !== given) throw new AppError('CONFLICT', WORKBENCH_MESSAGES.staleVersion);
}

/**
 * The request page. Opening it as its agent marks it read (readsOnOpen), so the staff list's unread highlight
 * means someone has not looked yet; the mark is the reader's, so it changes neither version nor update time.
 */
export async function getRequestDetail(
  ctx: AppContext,
  actor: UserActor,
  id: string,
): Promise<TBookingRequestDetail> {
  const { detail, marked } = await withTenant(ctx.db, actor, async (tx) => {
    const found = await loadDetail(tx, actor, id);
    if (!found) throw notFound(REQUEST_NOT_FOUND);
    if (!readsOnOpen(actor, lifecycleStateOf(found))) return { detail: found, marked: false };
    await workbench.setUnread(tx, actor, id, false);
    return { detail: { ...found, isUnread: false }, marked: true };
  });
  if (marked) await ctx.events.publish({ entity: 'booking-request', id, clientId: detail.client.id });
  return detail;
}

/** The request as first submitted (the compare dialog's right side), shaped as a detail. */
export async function getInitialRequest(
  ctx: AppContext,
  actor: UserActor,
  id: string,
): Promise<TBookingRequestDetail> {
  return withTenant(ctx.db, actor, async (tx) => {
    const current = await loadDetail(tx, actor, id);
    const record = current && (await workbench.findRecord(tx, actor, id));
    if (!current || !record) throw notFound(REQUEST_NOT_FOUND);
    return initialDetail(tx, current, record.initialRequest, actorIsStaff(actor));
  });
}

export async function listSpecialRemarkTemplates(ctx: AppContext) {
  return workbench.listSpecialRemarkTemplates(ctx.db);
}

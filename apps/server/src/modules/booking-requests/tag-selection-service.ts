import {
  actorIsStaff,
  WORKBENCH_MESSAGES,
  type TBookingRequestDetail,
  type TTagSelection,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import { findTags } from '../tags/repo.ts';
import { loadDetail } from './detail.ts';
import { REQUEST_NOT_FOUND } from './detail-service.ts';
import * as workbench from './workbench-repo.ts';

/**
 * The request's tags (PUT .../tags, staff): the whole selection at once, at most TAG_SELECTION_CAP (the schema),
 * only tags of the booking request category. Tags are staff marks, not edits: no version, no activity entry.
 */
export async function selectRequestTags(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  selection: TTagSelection,
): Promise<TBookingRequestDetail> {
  if (!actorIsStaff(actor)) throw forbidden(WORKBENCH_MESSAGES.staffOnly);
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const record = await workbench.lockRequest(tx, actor, id);
    if (!record) throw notFound(REQUEST_NOT_FOUND);
    const found = await findTags(tx, selection.tagIds);
    if (found.length !== selection.tagIds.length)
      throw badRequest('tagIds: A chosen tag does not exist any more; reload the tags.');
    if (found.some((t) => t.category !== 'bookingRequest'))
      throw badRequest('tagIds: Choose tags of booking requests.');
    const current = await workbench.tagIdsOf(tx, id);
    const changed =
      current.length !== selection.tagIds.length || selection.tagIds.some((t) => !current.includes(t));
    if (changed) await workbench.setRequestTags(tx, id, selection.tagIds);
    return { changed, detail: (await loadDetail(tx, actor, id))! };
  });
  if (result.changed)
    await ctx.events.publish({
      entity: 'booking-request',
      id,
      clientId: result.detail.client.id,
      // Customers never see tags.
      staffOnly: true,
    });
  return result.detail;
}

import {
  actorIsStaff,
  WORKBENCH_MESSAGES,
  type TBooking,
  type TTagSelection,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import { findTags } from '../tags/repo.ts';
import { setBookingTags, tagIdsOfBooking } from './booking-tags-repo.ts';
import * as repo from './bookings-repo.ts';
import { BOOKING_NOT_FOUND, readBooking } from './service.ts';

/**
 * The booking's tags (PUT /api/bookings/{id}/tags, staff; issue 21 part 5), as a request's: the whole selection at
 * once, at most TAG_SELECTION_CAP (the schema), only tags of the booking category. A staff mark, not an edit: no
 * activity entry; published to staff only, as customers never see tags.
 */
export async function selectBookingTags(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  selection: TTagSelection,
): Promise<TBooking> {
  if (!actorIsStaff(actor)) throw forbidden(WORKBENCH_MESSAGES.staffOnly);
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const locked = await repo.findBookingRow(tx, actor, id, { lock: true });
    if (!locked) throw notFound(BOOKING_NOT_FOUND);
    const found = await findTags(tx, selection.tagIds);
    if (found.length !== selection.tagIds.length)
      throw badRequest('tagIds: A chosen tag does not exist any more; reload the tags.');
    if (found.some((t) => t.category !== 'booking')) throw badRequest('tagIds: Choose tags of bookings.');
    const current = await tagIdsOfBooking(tx, id);
    const changed =
      current.length !== selection.tagIds.length || selection.tagIds.some((t) => !current.includes(t));
    if (changed) await setBookingTags(tx, id, selection.tagIds);
    return { changed, clientId: locked.booking.clientId, booking: await readBooking(tx, actor, id) };
  });
  if (result.changed)
    await ctx.events.publish({
      entity: 'booking',
      id,
      clientId: result.clientId,
      carrierIds: [result.booking.carrier.id],
      staffOnly: true,
    });
  return result.booking;
}

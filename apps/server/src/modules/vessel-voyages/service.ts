import {
  can,
  teuTotal,
  vesselRangeBounds,
  vesselRangeOf,
  VESSEL_MESSAGES,
  type TVesselOverviewAnswer,
  type TVesselOverviewQuery,
  type TVesselVoyage,
  type TVesselVoyageBookingsAnswer,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { readWithTenant } from '../../platform/db/tenant.ts';
import { AppError, forbidden } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/**
 * The Vessel Overview (spec 002 §2, issue 22 part 2): the vessel-voyage items of a date range, category and
 * carriers, and the bookings of one item (the spec read them by ERP reference ten a call; one call answers them
 * here). Reads only; the items follow the bookings and schedules by themselves (migration 0025), and the web
 * refetches on the live 'booking' events the bookings' own writes publish.
 */

function requireOverview(actor: UserActor): void {
  if (!can(actor, 'read:vessel-voyage:any')) throw forbidden('You do not have access to this.');
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toItem(row: repo.VesselVoyageData): TVesselVoyage {
  const i = row.item;
  return {
    id: i.id,
    vessel: i.vessel,
    voyage: i.voyage,
    carrierId: i.carrierId,
    category: i.category,
    ets: i.ets.toISOString(),
    eta: iso(i.eta),
    pol: i.polId ? { id: i.polId, name: row.polName ?? i.polId } : null,
    pod: i.podId ? { id: i.podId, name: row.podName ?? i.podId } : null,
    erpCarrierId: i.erpCarrierId,
    erpServiceId: i.erpServiceId,
    serviceId: i.serviceId,
    bookingCount: i.bookingCount,
    teu: i.teu,
  };
}

/**
 * GET /api/vessel-voyages. Without carriers the user's own carriers apply (spec 002 §6: the filter offers only
 * them), every carrier for a user without a list; the carrier restriction (carrierScope) narrows either.
 */
export async function listVesselVoyages(
  ctx: AppContext,
  actor: UserActor,
  query: TVesselOverviewQuery,
): Promise<TVesselOverviewAnswer> {
  requireOverview(actor);
  const range = vesselRangeOf(query);
  const carriers = query.carriers ?? (actor.carriers?.length ? actor.carriers : undefined);
  const rows = await readWithTenant(ctx.db, actor, (db) =>
    repo.listVesselVoyages(db, actor, { ...vesselRangeBounds(range), category: query.category, carriers }),
  );
  return { ...range, items: rows.map(toItem) };
}

/** GET /api/vessel-voyages/{id}/bookings: the item's bookings the actor may open. */
export async function vesselVoyageBookings(
  ctx: AppContext,
  actor: UserActor,
  id: string,
): Promise<TVesselVoyageBookingsAnswer> {
  requireOverview(actor);
  return readWithTenant(ctx.db, actor, async (db) => {
    const item = await repo.findVesselVoyage(db, actor, id);
    if (!item) throw new AppError('NOT_FOUND', VESSEL_MESSAGES.notFound);
    const rows = await repo.itemBookings(db, actor, item.item);
    return {
      item: toItem(item),
      bookings: rows.map((b) => ({
        id: b.id,
        clientName: b.clientName,
        customerReference: b.customerReference,
        statusText: b.statusText,
        pol: b.polId ? { id: b.polId, name: b.polName ?? b.polId } : null,
        pod: b.podId ? { id: b.podId, name: b.podName ?? b.podId } : null,
        etd: iso(b.etd),
        eta: iso(b.eta),
        teu: teuTotal(
          b.cargo.map((l) => ({ quantity: l.quantity, containerTypeId: l.containerType?.id ?? null })),
        ),
      })),
    };
  });
}

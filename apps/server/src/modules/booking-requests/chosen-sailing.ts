import { sailingChoiceRefusal, searchRoutes, type FoundRoute, type TScheduleRoute } from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { scheduleCacheOf } from '../schedules/cache.ts';
import { CONNECTION_HORIZON_DAYS, toAnswer } from '../schedules/service.ts';

const DAY = 86_400_000;

const sameVoyage = (leg: FoundRoute['legs'][number], stop: TScheduleRoute['origin']) =>
  leg.voyage.vesselName === stop.vessel.name && leg.voyage.voyageNumber === stop.voyageNumber;

/**
 * The sailing a request names, as our own schedule has it: the body only says which sailing (carrier, ports,
 * vessels and voyages of its legs, departure day); times, closings and space always come from the server's
 * voyages and port calls, so a request never stores a schedule as a customer typed it (issue 8). Every way a
 * request gets its sailing comes through here (the wizard and a quote's Book Now, the edit mode), so the online
 * booking rule holds for all of them: a sailing 4 days away or closer is refused (issue 20).
 */
export async function scheduledSailing(
  ctx: AppContext,
  chosen: TScheduleRoute,
  lane: { carrierId: string; origin: string; destination: string },
  now: Date = new Date(),
): Promise<TScheduleRoute> {
  if (chosen.origin.carrierId !== lane.carrierId)
    throw badRequest('schedule: The chosen sailing is of another carrier.');
  if (chosen.origin.port.id !== lane.origin || chosen.destination.port.id !== lane.destination)
    throw badRequest('schedule: The chosen sailing does not run between the origin and the destination.');
  const departure = Date.parse(chosen.origin.departure);
  const from = new Date(Math.floor(departure / DAY) * DAY - DAY);
  const loaded = await scheduleCacheOf(ctx).voyagesBetween(
    from,
    new Date(from.getTime() + (3 + CONNECTION_HORIZON_DAYS) * DAY),
  );
  // The sailing may come from a search filtered by its carrier (every leg that carrier's) or from an open one
  // (later legs on partner lines): look in both.
  const found = [lane.carrierId, null]
    .flatMap((carrierId) =>
      searchRoutes(loaded.schedule, {
        origin: lane.origin,
        destination: lane.destination,
        from,
        weeks: 1,
        carrierId,
      }),
    )
    .find(
      (route) =>
        route.legs[0]!.voyage.carrierId === lane.carrierId &&
        Math.abs(route.departure.getTime() - departure) < DAY &&
        route.legs.length === chosen.intermediate.length + 1 &&
        sameVoyage(route.legs[0]!, chosen.origin) &&
        chosen.intermediate.every((stop, i) => sameVoyage(route.legs[i + 1]!, stop)),
    );
  if (!found)
    throw badRequest('schedule: This sailing is no longer in our schedule; please choose it again.');
  // Our schedule's departure decides, not the one the body names.
  const refusal = sailingChoiceRefusal(found.departure, now);
  if (refusal) throw badRequest(`schedule: ${refusal}`);
  // Stored without the staff-only commission: the request's freight lines carry it.
  return toAnswer(found, loaded, false);
}

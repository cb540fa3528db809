import { searchRoutes, type TServiceDetails } from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { scheduleCacheOf } from '../schedules/cache.ts';

const DAY = 86_400_000;
/** Transshipment connections may need this long beyond the window to arrive. */
const ARRIVAL_HORIZON_DAYS = 90;

/**
 * Service details from our own sailing schedules (issue 4: frequency, routing, transit time taken from the
 * schedules where they exist): sailings of each carrier in the window, their routing and shortest transit.
 * Carriers without sailings keep the rate's own details.
 */
export async function serviceDetailsFromSchedules(
  ctx: AppContext,
  lane: { originId: string; destinationId: string; day: string; weeks: number },
  carrierIds: string[],
): Promise<Map<string, TServiceDetails>> {
  const from = new Date(`${lane.day}T00:00:00Z`);
  const { schedule } = await scheduleCacheOf(ctx).voyagesBetween(
    from,
    new Date(from.getTime() + (lane.weeks * 7 + ARRIVAL_HORIZON_DAYS) * DAY),
  );
  const found = new Map<string, TServiceDetails>();
  for (const carrierId of carrierIds) {
    const routes = searchRoutes(schedule, {
      origin: lane.originId,
      destination: lane.destinationId,
      from,
      weeks: lane.weeks,
      carrierId,
    });
    if (routes.length === 0) continue;
    const fastest = routes.reduce((a, b) => (b.transitDays < a.transitDays ? b : a));
    const ports = [fastest.legs[0]!.from.portId, ...fastest.legs.map((l) => l.to.portId)];
    found.set(carrierId, {
      frequency:
        routes.length >= lane.weeks ? 'Weekly' : `${routes.length} sailing(s) in ${lane.weeks} weeks`,
      routing: ports.length > 2 ? `via ${ports.slice(1, -1).join(', ')}` : 'Direct',
      transitDays: fastest.transitDays,
    });
  }
  return found;
}

import {
  actorIsStaff,
  cutOffLabel,
  searchRoutesWithRetry,
  sortRoutes,
  type Actor,
  type FoundRoute,
  type PortCall,
  type Voyage,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { scheduleCacheOf, type CachedSchedule } from './cache.ts';
import * as repo from './repo.ts';
import { searchLogOf } from './search-log.ts';
import type { TRoutesQuery, TScheduleRoute as TRoute } from '@portal/domain';

const DAY = 86_400_000;
/** Voyages are loaded this far past the window so transshipments (up to 14 days per hub) can complete. */
export const CONNECTION_HORIZON_DAYS = 3 + 2 * 14 + 60;

type Lookups = Pick<CachedSchedule, 'ports' | 'terminals' | 'details'>;

function stop(voyage: Voyage, call: PortCall, arrivalCall: PortCall, lookups: Lookups) {
  const details = lookups.details.get(voyage.id)!;
  return {
    port: lookups.ports.get(call.portId)!,
    terminal: call.terminalId ? (lookups.terminals.get(call.terminalId) ?? null) : null,
    vessel: { name: voyage.vesselName, imo: voyage.vesselImo, code: details.vesselCode },
    voyageNumber: voyage.voyageNumber,
    carrierId: voyage.carrierId,
    arrival: arrivalCall.arrival.toISOString(),
    departure: call.departure.toISOString(),
    utcOffsetMinutes: details.utcOffsets.get(`${call.portId}@${call.departure.getTime()}`) ?? 0,
  };
}

/** Our answer shape: origin, transshipment ports (arriving on one voyage, leaving on the next), destination. */
export function toAnswer(route: FoundRoute, lookups: Lookups, staff: boolean): TRoute {
  const first = route.legs[0]!;
  const last = route.legs[route.legs.length - 1]!;
  const details = lookups.details.get(first.voyage.id)!;
  const intermediate = route.legs
    .slice(1)
    .map((leg, i) => stop(leg.voyage, leg.from, route.legs[i]!.to, lookups));
  const destination = {
    ...stop(last.voyage, last.to, last.to, lookups),
    departure: last.to.departure.toISOString(),
  };
  const cutOffs = details.cutOffs.get(`${first.from.portId}@${first.from.departure.getTime()}`) ?? [];
  return {
    origin: stop(first.voyage, first.from, first.from, lookups),
    destination,
    intermediate,
    deadlines: cutOffs.map((c) => ({ code: c.code, label: cutOffLabel(c.code), time: c.time })),
    transitDays: route.transitDays,
    service: route.legs.map((l) => lookups.details.get(l.voyage.id)!.serviceName).join(' / '),
    routing: [first.from.portId, ...route.legs.map((l) => l.to.portId)].join(' - '),
    spaceInfo: details.spaceInfo,
    spaceInfoColor: details.spaceInfoColor,
    ...(staff ? { commission: details.commission ?? null } : {}),
  };
}

/** GET /api/routes: every sailing in the window, sorted by departure; the search is logged. */
export async function findRoutes(ctx: AppContext, actor: Actor, query: TRoutesQuery) {
  const from = new Date(`${query.date}T00:00:00Z`);
  const loaded = await scheduleCacheOf(ctx).voyagesBetween(
    from,
    new Date(from.getTime() + (query.weeks * 7 + CONNECTION_HORIZON_DAYS) * DAY),
  );
  // Ports the schedule calls at are in the cache; only others (where nothing sails) are looked up.
  const uncached = [query.origin, query.destination].filter((id) => !loaded.ports.has(id));
  const elsewhere = new Set((await repo.findPorts(ctx.db, uncached)).map((p) => p.id));
  const exists = (id: string) => loaded.ports.has(id) || elsewhere.has(id);
  if (!exists(query.origin)) throw badRequest(`origin: There is no port with the code ${query.origin}.`);
  if (!exists(query.destination))
    throw badRequest(`destination: There is no port with the code ${query.destination}.`);
  if (query.origin === query.destination)
    throw badRequest('destination: Choose a destination other than the origin.');
  if (query.carrier && !(await repo.carrierExists(ctx.db, query.carrier))) {
    throw badRequest(`carrier: There is no carrier ${query.carrier}.`);
  }
  const { routes, retried } = searchRoutesWithRetry(loaded.schedule, {
    origin: query.origin,
    destination: query.destination,
    from,
    weeks: query.weeks,
    carrierId: query.carrier ?? null,
  });
  const staff = actorIsStaff(actor);
  searchLogOf(ctx).record({
    origin: query.origin,
    destination: query.destination,
    date: query.date,
    weeks: query.weeks,
    carrierId: query.carrier ?? null,
    userId: actor.kind === 'user' ? actor.userId : null,
    ...(actor.kind === 'user' ? await repo.erpIdsOf(ctx.db, actor.userId, actor.clientId) : {}),
    resultCount: routes.length,
  });
  const searchedFrom = retried ? new Date(from.getTime() + 3 * DAY).toISOString().slice(0, 10) : query.date;
  return {
    routes: sortRoutes(routes, 'departure').map((r) => toAnswer(r, loaded, staff)),
    searchedFrom,
    retried,
  };
}

import type { FoundRoute, PortCall, RouteLeg, RouteSort, Voyage } from './types.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Route search limits (DECISIONS.md "Schedules"): connections at a hub need time, and not too much of it. */
export const ROUTE_SEARCH = {
  maxTransshipments: 2,
  minConnectionMs: 24 * HOUR,
  maxConnectionMs: 14 * DAY,
  retryShiftDays: 3,
  weeks: { min: 1, max: 4 },
} as const;

export interface RouteQuery {
  origin: string;
  destination: string;
  /** Earliest departure (inclusive); the window lasts `weeks` weeks from here. */
  from: Date;
  weeks: number;
  carrierId?: string | null;
}

interface Reach {
  call: PortCall;
  index: number;
}

/** The calls of a voyage after position `after` at the port, if it calls there. */
function laterCall(voyage: Voyage, after: number, portId: string): Reach | null {
  for (let i = after + 1; i < voyage.calls.length; i++) {
    if (voyage.calls[i]!.portId === portId) return { call: voyage.calls[i]!, index: i };
  }
  return null;
}

function makeRoute(legs: RouteLeg[]): FoundRoute {
  const departure = legs[0]!.from.departure;
  const arrival = legs[legs.length - 1]!.to.arrival;
  return {
    legs,
    departure,
    arrival,
    transitDays: Math.ceil((arrival.getTime() - departure.getTime()) / DAY),
  };
}

/** A voyage leaving a port: its call at `index`. */
type Departure = { voyage: Voyage; index: number };

/** The departures of each port, sorted by time. */
export type PortDepartures = Map<string, Departure[]>;

/** Builds the per-port departures, to find onward connections quickly. */
function indexDepartures(voyages: readonly Voyage[]): PortDepartures {
  const byPort: PortDepartures = new Map();
  for (const voyage of voyages) {
    voyage.calls.forEach((call, index) => {
      if (index === voyage.calls.length - 1) return;
      const list = byPort.get(call.portId) ?? [];
      list.push({ voyage, index });
      byPort.set(call.portId, list);
    });
  }
  for (const list of byPort.values()) {
    list.sort(
      (a, b) => a.voyage.calls[a.index]!.departure.getTime() - b.voyage.calls[b.index]!.departure.getTime(),
    );
  }
  return byPort;
}

/** A schedule prepared for searching (`indexSchedule`). */
export interface ScheduleIndex {
  readonly voyages: readonly Voyage[];
  /** Every voyage's departures per port, or one carrier's. */
  departures(carrierId?: string | null): PortDepartures;
  /** `reach(...)[k]`: the ports from which some voyage chain of at most k + 1 legs calls at the destination. */
  reach(destination: string, carrierId?: string | null): readonly ReadonlySet<string>[];
  /** Per port, the departures whose voyage calls at the destination later (`toIndex`), sorted by time. */
  finalLegs(destination: string, carrierId?: string | null): ReadonlyMap<string, readonly FinalLeg[]>;
}

/** A departure whose voyage goes on to the destination, first calling there at `toIndex`. */
type FinalLeg = Departure & { toIndex: number };

function finalLegsTo(departures: PortDepartures, destination: string): Map<string, FinalLeg[]> {
  const legs = new Map<string, FinalLeg[]>();
  for (const [portId, list] of departures) {
    const reaching: FinalLeg[] = [];
    for (const d of list) {
      const toIndex = d.voyage.calls.findIndex((c, i) => i > d.index && c.portId === destination);
      if (toIndex > 0) reaching.push({ ...d, toIndex });
    }
    if (reaching.length > 0) legs.set(portId, reaching);
  }
  return legs;
}

/**
 * Ports that can reach the destination in at most 1, 2, ... legs, ignoring times. A search follows a hub only if
 * the destination is still reachable from it with the legs left: a time-free bound, so it drops only dead ends.
 */
function reachability(voyages: readonly Voyage[], destination: string): ReadonlySet<string>[] {
  const levels: Set<string>[] = [];
  let targets: ReadonlySet<string> = new Set([destination]);
  for (let legs = 1; legs <= ROUTE_SEARCH.maxTransshipments + 1; legs++) {
    const from = new Set(targets);
    from.delete(destination);
    for (const voyage of voyages) {
      let reaches = false;
      for (let i = voyage.calls.length - 1; i >= 0; i--) {
        const portId = voyage.calls[i]!.portId;
        if (reaches && portId !== destination) from.add(portId);
        if (portId === destination || targets.has(portId)) reaches = true;
      }
    }
    levels.push(from);
    targets = from;
  }
  return levels;
}

/**
 * Building and sorting the per-port departures costs more than a search itself, so a cached schedule builds
 * them once and every search (the retry, one per carrier in a quote) reuses them. The voyages must not change
 * afterwards.
 */
export function indexSchedule(voyages: readonly Voyage[]): ScheduleIndex {
  const all = indexDepartures(voyages);
  // Quotes ask for the same few carriers again and again, and searches for the same destinations.
  const perCarrier = new Map<string, PortDepartures>();
  const reaches = new Map<string, ReadonlySet<string>[]>();
  const finals = new Map<string, Map<string, FinalLeg[]>>();
  const index: ScheduleIndex = {
    voyages,
    finalLegs(destination, carrierId) {
      const key = `${carrierId ?? ''}>${destination}`;
      let found = finals.get(key);
      if (!found) {
        found = finalLegsTo(index.departures(carrierId), destination);
        finals.set(key, found);
      }
      return found;
    },
    reach(destination, carrierId) {
      const key = `${carrierId ?? ''}>${destination}`;
      let found = reaches.get(key);
      if (!found) {
        found = reachability(
          carrierId ? voyages.filter((v) => v.carrierId === carrierId) : voyages,
          destination,
        );
        reaches.set(key, found);
      }
      return found;
    },
    departures(carrierId) {
      if (!carrierId) return all;
      let own = perCarrier.get(carrierId);
      if (!own) {
        own = new Map();
        // Filtering the sorted lists keeps them sorted: no second sort.
        for (const [portId, list] of all) {
          const mine = list.filter((d) => d.voyage.carrierId === carrierId);
          if (mine.length > 0) own.set(portId, mine);
        }
        perCarrier.set(carrierId, own);
      }
      return own;
    },
  };
  return index;
}

const departureTime = (d: Departure) => d.voyage.calls[d.index]!.departure.getTime();

/**
 * Position of the first departure at or after `time` in a sorted list. The cached lists cover more than a year,
 * so scanning them from the start on every hub visit cost more than the search itself.
 */
function firstAtOrAfter(list: readonly Departure[], time: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (departureTime(list[middle]!) < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

function asIndex(schedule: ScheduleIndex | readonly Voyage[]): ScheduleIndex {
  return Array.isArray(schedule) ? indexSchedule(schedule) : (schedule as ScheduleIndex);
}

/**
 * Every sailing from origin to destination whose departure lies in the window: direct, and with up to two
 * transshipments on other voyages (same or another carrier) that leave a hub between 24 hours and 14 days after
 * arrival there. A first sailing that reaches the destination itself is offered direct; otherwise its earliest
 * arriving connection (fewest legs on a tie) is kept. With a carrier, every leg must be that carrier's.
 */
export function searchRoutes(schedule: ScheduleIndex | readonly Voyage[], query: RouteQuery): FoundRoute[] {
  const start = query.from.getTime();
  const end = start + query.weeks * 7 * DAY;
  const index = asIndex(schedule);
  const departures = index.departures(query.carrierId);
  const reach = index.reach(query.destination, query.carrierId);
  /** Whether the destination can still be reached from the port with this many more legs. */
  const promising = (portId: string, legsLeft: number) => legsLeft > 0 && reach[legsLeft - 1]!.has(portId);
  const best = new Map<string, FoundRoute>();

  const keyOf = (first: RouteLeg) => `${first.voyage.id}@${first.from.departure.getTime()}`;
  /**
   * The arrival a connection from this first sailing must not exceed to be kept. Time runs forward along a voyage,
   * so a leg leaving or arriving after it cannot lead to a better route: those branches are cut.
   */
  const arrivalToBeat = (first: RouteLeg) => best.get(keyOf(first))?.arrival.getTime() ?? Infinity;

  const keep = (route: FoundRoute) => {
    const key = keyOf(route.legs[0]!);
    const current = best.get(key);
    const better =
      !current ||
      route.arrival < current.arrival ||
      (route.arrival.getTime() === current.arrival.getTime() && route.legs.length < current.legs.length);
    if (better) best.set(key, route);
  };

  const finals = index.finalLegs(query.destination, query.carrierId);

  const extend = (legs: RouteLeg[], at: PortCall, visited: Set<string>) => {
    if (legs.length > ROUTE_SEARCH.maxTransshipments) return;
    const earliest = at.arrival.getTime() + ROUTE_SEARCH.minConnectionMs;
    const latest = at.arrival.getTime() + ROUTE_SEARCH.maxConnectionMs;
    if (legs.length === ROUTE_SEARCH.maxTransshipments) {
      // The last leg must end at the destination: only voyages that go there need looking at.
      const last = finals.get(at.portId) ?? [];
      for (let n = firstAtOrAfter(last, earliest); n < last.length; n++) {
        const next = last[n]!;
        const call = next.voyage.calls[next.index]!;
        if (call.departure.getTime() > Math.min(latest, arrivalToBeat(legs[0]!))) break;
        if (legs.some((l) => l.voyage.id === next.voyage.id)) continue;
        keep(makeRoute([...legs, { voyage: next.voyage, from: call, to: next.voyage.calls[next.toIndex]! }]));
      }
      return;
    }
    const onward = departures.get(at.portId) ?? [];
    for (let n = firstAtOrAfter(onward, earliest); n < onward.length; n++) {
      const next = onward[n]!;
      const call = next.voyage.calls[next.index]!;
      if (call.departure.getTime() > Math.min(latest, arrivalToBeat(legs[0]!))) break;
      if (legs.some((l) => l.voyage.id === next.voyage.id)) continue;
      for (let i = next.index + 1; i < next.voyage.calls.length; i++) {
        const to = next.voyage.calls[i]!;
        if (to.arrival.getTime() > arrivalToBeat(legs[0]!)) break;
        if (visited.has(to.portId)) continue;
        const leg = { voyage: next.voyage, from: call, to };
        if (to.portId === query.destination) {
          keep(makeRoute([...legs, leg]));
          break;
        }
        if (promising(to.portId, ROUTE_SEARCH.maxTransshipments - legs.length))
          extend([...legs, leg], to, new Set([...visited, to.portId]));
      }
    }
  };

  const leaving = departures.get(query.origin) ?? [];
  for (let n = firstAtOrAfter(leaving, start); n < leaving.length; n++) {
    const first = leaving[n]!;
    const from = first.voyage.calls[first.index]!;
    if (from.departure.getTime() >= end) break;
    const direct = laterCall(first.voyage, first.index, query.destination);
    if (direct) {
      keep(makeRoute([{ voyage: first.voyage, from, to: direct.call }]));
      continue;
    }
    for (let i = first.index + 1; i < first.voyage.calls.length; i++) {
      const hub = first.voyage.calls[i]!;
      if (hub.portId === query.origin || !promising(hub.portId, ROUTE_SEARCH.maxTransshipments)) continue;
      extend([{ voyage: first.voyage, from, to: hub }], hub, new Set([query.origin, hub.portId]));
    }
  }
  return [...best.values()];
}

/** The three sort options of the schedule screen (spec 000 §2). */
export function sortRoutes(routes: readonly FoundRoute[], sort: RouteSort): FoundRoute[] {
  const by: Record<RouteSort, (r: FoundRoute) => number> = {
    departure: (r) => r.departure.getTime(),
    arrival: (r) => r.arrival.getTime(),
    transit: (r) => r.transitDays,
  };
  return [...routes].sort(
    (a, b) =>
      by[sort](a) - by[sort](b) ||
      a.departure.getTime() - b.departure.getTime() ||
      a.legs.length - b.legs.length,
  );
}

/** Spec 000 §7: when nothing is found, search once more from three days later. */
export function searchRoutesWithRetry(
  schedule: ScheduleIndex | readonly Voyage[],
  query: RouteQuery,
): { routes: FoundRoute[]; retried: boolean } {
  const index = asIndex(schedule);
  const routes = searchRoutes(index, query);
  if (routes.length > 0) return { routes, retried: false };
  const later = new Date(query.from.getTime() + ROUTE_SEARCH.retryShiftDays * DAY);
  return { routes: searchRoutes(index, { ...query, from: later }), retried: true };
}

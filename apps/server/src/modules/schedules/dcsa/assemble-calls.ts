import type { CutOff } from '../../../platform/db/schema/index.ts';
import type { PlannedCall } from './plan.ts';

/** One mention of a voyage at a port: a leg's departure or arrival, an intermediate call, a transport call. */
export type Sighting = PlannedCall;

const time = (d: Date | null) => d?.getTime() ?? null;
const when = (c: { arrival: Date | null; departure: Date | null }) => (c.departure ?? c.arrival)!.getTime();

/** Cut-offs of one call, one per code: the earliest time wins when sources disagree (the safe side for a shipper). */
export function mergeCutOffs(a: readonly CutOff[], b: readonly CutOff[]): CutOff[] {
  const byCode = new Map<string, CutOff>();
  for (const c of [...a, ...b]) {
    const known = byCode.get(c.code);
    if (!known || c.time < known.time) byCode.set(c.code, c);
  }
  return [...byCode.values()].sort((x, y) => x.time.localeCompare(y.time) || x.code.localeCompare(y.code));
}

/** The same call seen twice (an equal time), or its arrival seen in one place and its departure in another. */
function sameCall(call: PlannedCall, s: Sighting): boolean {
  if (call.portId !== s.portId) return false;
  const sameArrival = call.arrival && s.arrival && time(call.arrival) === time(s.arrival);
  const sameDeparture = call.departure && s.departure && time(call.departure) === time(s.departure);
  if (sameArrival || sameDeparture) return true;
  return !call.departure && !s.arrival && !!call.arrival && !!s.departure && call.arrival <= s.departure;
}

/**
 * The calls of one voyage from its sightings, in time order: repeated sightings of a call are merged, and a
 * call whose times contradict each other, the order of the voyage, or another sighting is reported.
 */
export function assembleCalls(
  sightings: readonly Sighting[],
  voyage: string,
  problem: (path: string, message: string) => void,
): PlannedCall[] {
  const sorted = [...sightings].sort((a, b) => when(a) - when(b));
  const calls: PlannedCall[] = [];
  for (const s of sorted) {
    const last = calls[calls.length - 1];
    if (last && sameCall(last, s)) {
      const conflict =
        (last.arrival && s.arrival && time(last.arrival) !== time(s.arrival)) ||
        (last.departure && s.departure && time(last.departure) !== time(s.departure));
      if (conflict) {
        problem(s.path, `This gives ${voyage} other times at ${s.portId} than ${last.path}.`);
        continue;
      }
      last.arrival ??= s.arrival;
      last.departure ??= s.departure;
      last.terminalId ??= s.terminalId;
      last.cutOffs = mergeCutOffs(last.cutOffs, s.cutOffs);
      continue;
    }
    if (last && last.portId === s.portId && last.terminalId === s.terminalId) {
      problem(s.path, `This gives ${voyage} other times at ${s.portId} than ${last.path}.`);
      continue;
    }
    calls.push({ ...s, cutOffs: mergeCutOffs([], s.cutOffs) });
  }
  calls.forEach((call, i) => {
    if (call.arrival && call.departure && call.arrival > call.departure) {
      problem(call.path, `The departure from ${call.portId} is before the arrival there.`);
    }
    const next = calls[i + 1];
    if (next && (next.arrival ?? next.departure)! < (call.departure ?? call.arrival)!) {
      problem(next.path, `${voyage} arrives at ${next.portId} before it leaves ${call.portId}.`);
    }
    const departure = call.departure ?? call.arrival!;
    for (const c of call.cutOffs) {
      if (new Date(c.time) > departure) {
        problem(call.path, `The ${c.code} cut-off at ${call.portId} is after the departure.`);
      }
    }
  });
  return calls;
}

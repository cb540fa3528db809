import type { CutOff } from '../../../platform/db/schema/index.ts';
import type { PlannedCall } from './plan.ts';

/** A port call as the port_calls table holds it (the sequence is the position in the list). */
export interface StoredCall {
  portId: string;
  terminalId: string | null;
  arrival: Date;
  departure: Date;
  utcOffsetMinutes: number;
  cutOffs: CutOff[];
}

const DAY = 86_400_000;
/** An imported call is the stored call at the same port whose stay lies within this much of its time. */
const MATCH_WINDOW_MS = 2 * DAY;

const byTimeThenCode = (a: CutOff, b: CutOff) => a.time.localeCompare(b.time) || a.code.localeCompare(b.code);

/** A call the file knows one side of: the unknown time is taken to be the known one. */
function complete(call: PlannedCall): StoredCall {
  return {
    portId: call.portId,
    terminalId: call.terminalId,
    arrival: call.arrival ?? call.departure!,
    departure: call.departure ?? call.arrival!,
    utcOffsetMinutes: call.utcOffsetMinutes,
    cutOffs: [...call.cutOffs].sort(byTimeThenCode),
  };
}

/** A stored call updated with what the file says of it; the file's cut-offs replace stored ones of their code. */
function update(stored: StoredCall, call: PlannedCall): StoredCall {
  let arrival = call.arrival ?? stored.arrival;
  let departure = call.departure ?? stored.departure;
  // A departure moved before the stored arrival (or an arrival after the stored departure) takes the other along.
  if (arrival > departure) {
    if (call.departure) arrival = departure;
    else departure = arrival;
  }
  const cutOffs = new Map(stored.cutOffs.map((c) => [c.code, c]));
  for (const c of call.cutOffs) cutOffs.set(c.code, c);
  return {
    portId: stored.portId,
    terminalId: call.terminalId ?? stored.terminalId,
    arrival,
    departure,
    utcOffsetMinutes: call.utcOffsetMinutes,
    cutOffs: [...cutOffs.values()].sort(byTimeThenCode),
  };
}

function distance(stored: StoredCall, at: number): number {
  if (at < stored.arrival.getTime()) return stored.arrival.getTime() - at;
  if (at > stored.departure.getTime()) return at - stored.departure.getTime();
  return 0;
}

/**
 * The calls a voyage should have after the import. Whole voyages (vessel schedules) replace the stored calls;
 * point-to-point legs and port schedules show part of a voyage, so they update the stored calls they match (same
 * port, within two days) and add the others, and calls the file does not mention stay.
 */
export function targetCalls(
  stored: readonly StoredCall[],
  imported: readonly PlannedCall[],
  replace: boolean,
): StoredCall[] {
  if (replace) return imported.map(complete);
  const result = [...stored];
  for (const call of imported) {
    const at = (call.departure ?? call.arrival)!.getTime();
    let best = -1;
    result.forEach((c, i) => {
      if (c.portId !== call.portId || distance(c, at) > MATCH_WINDOW_MS) return;
      if (best < 0 || distance(c, at) < distance(result[best]!, at)) best = i;
    });
    if (best < 0) result.push(complete(call));
    else result[best] = update(result[best]!, call);
  }
  return result.sort(
    (a, b) => a.departure.getTime() - b.departure.getTime() || a.arrival.getTime() - b.arrival.getTime(),
  );
}

/** Whether two call lists are the same schedule (cut-offs compared regardless of their order). */
export function sameCalls(a: readonly StoredCall[], b: readonly StoredCall[]): boolean {
  const key = (c: StoredCall) =>
    JSON.stringify([
      c.portId,
      c.terminalId,
      c.arrival.getTime(),
      c.departure.getTime(),
      c.utcOffsetMinutes,
      [...c.cutOffs].sort(byTimeThenCode).map((x) => [x.code, new Date(x.time).getTime()]),
    ]);
  return a.length === b.length && a.every((c, i) => key(c) === key(b[i]!));
}

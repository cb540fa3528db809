import type { Voyage } from '../src/index.ts';

/** A January 2026 day at the given UTC hour (noon unless said otherwise). */
export const day = (d: number, h = 12) => new Date(Date.UTC(2026, 0, d, h));

/** A voyage calling at ports on given days of January 2026 (arrival 06:00, departure 18:00). */
export function voyage(
  id: string,
  carrierId: string,
  calls: Array<[port: string, dayOfMonth: number]>,
): Voyage {
  return {
    id,
    carrierId,
    serviceCode: `${carrierId}-SVC`,
    vesselName: `${id} VESSEL`,
    vesselImo: null,
    voyageNumber: `${id}N`,
    calls: calls.map(([portId, d]) => ({
      portId,
      terminalId: null,
      arrival: day(d, 6),
      departure: day(d, 18),
    })),
  };
}

import type { TBookingRequestDetail } from './workbench.ts';
import type { FreightLine } from './freight.ts';

/** The freight lines a customer sees, on a request and on a booking: External ones not flagged Internal 1. */
export const customerFreight = <T extends Pick<FreightLine, 'group' | 'internal1'>>(lines: readonly T[]) =>
  lines.filter((l) => l.group === 'EXTERNAL' && !l.internal1);

/**
 * A customer's copy of the request page (ARCHITECTURE rule 3, spec 000 §6): only External freight lines that
 * are not flagged Internal 1, no tags, no statistic client, no internal B/L. The server sends this to every
 * customer actor; the web never hides staff data it was given.
 */
export function customerRequestView<T extends TBookingRequestDetail>(detail: T): T {
  return {
    ...detail,
    freightDetails: customerFreight(detail.freightDetails),
    tagIds: [],
    statisticClient: null,
    intBlNumber: null,
  };
}

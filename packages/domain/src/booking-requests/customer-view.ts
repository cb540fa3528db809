import type { TBookingRequestDetail } from './workbench.ts';

/**
 * A customer's copy of the request page (ARCHITECTURE rule 3, spec 000 §6): only External freight lines that
 * are not flagged Internal 1, no tags, no statistic client, no internal B/L. The server sends this to every
 * customer actor; the web never hides staff data it was given.
 */
export function customerRequestView<T extends TBookingRequestDetail>(detail: T): T {
  return {
    ...detail,
    freightDetails: detail.freightDetails.filter((l) => l.group === 'EXTERNAL' && !l.internal1),
    tagIds: [],
    statisticClient: null,
    intBlNumber: null,
  };
}

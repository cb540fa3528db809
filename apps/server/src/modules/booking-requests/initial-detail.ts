import { z } from 'zod';
import {
  customerRequestView,
  DEFAULT_LEADING_CURRENCY,
  REQUEST_STATUS,
  requestStatusLabel,
  ZBookingRequestCargoLine,
  ZFreightLine,
  ZItinerary,
  type TBookingRequestDetail,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findCarrier } from './references-repo.ts';

/**
 * What a request looked like when it was submitted, beside the wizard's input in initial_request: the built cargo
 * lines, freight and itinerary, so the compare dialog shows the first version as the page showed it.
 */
export const ZInitialSnapshot = z.object({
  carrierId: z.string(),
  vessel: z.string().nullable(),
  voyage: z.string().nullable(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  imo: z.boolean(),
  soc: z.boolean(),
  itinerary: ZItinerary,
  containers: z.array(ZBookingRequestCargoLine),
  freightDetails: z.array(ZFreightLine),
});
export type InitialSnapshot = z.infer<typeof ZInitialSnapshot>;

/** The stored initial_request as read back: the wizard's input, with the snapshot when it has one. */
const ZStoredInitial = z.object({
  carrierId: z.string().optional(),
  customerReference: z.string().optional(),
  quoteNumber: z.number().nullable().optional(),
  additionalInfo: z.string().optional(),
  snapshot: ZInitialSnapshot.optional(),
});

/**
 * The request as first submitted, shaped as a detail (GET .../initial): the customer's own input and the snapshot
 * of what was built from it; what staff add later (references, B/L numbers, agent, remarks, tags) was empty. A
 * request stored before snapshots existed keeps today's cargo, freight and sailing. A customer gets their view.
 */
export async function initialDetail(
  db: DbOrTx,
  current: TBookingRequestDetail,
  stored: unknown,
  staff: boolean,
): Promise<TBookingRequestDetail> {
  const parsed = ZStoredInitial.safeParse(stored);
  const initial = parsed.success ? parsed.data : {};
  const snapshot = initial.snapshot;
  const carrierId = snapshot?.carrierId ?? initial.carrierId ?? current.carrier.id;
  const carrier =
    carrierId === current.carrier.id
      ? current.carrier
      : { id: carrierId, name: (await findCarrier(db, carrierId))?.name ?? carrierId, color: '' };
  const detail: TBookingRequestDetail = {
    ...current,
    version: 0,
    statusCode: REQUEST_STATUS.requested,
    statusText: requestStatusLabel(REQUEST_STATUS.requested),
    hold: false,
    agent: null,
    carrier,
    customerReference: initial.customerReference ?? current.customerReference,
    quoteNumber: initial.quoteNumber !== undefined ? initial.quoteNumber : current.quoteNumber,
    additionalInfo: initial.additionalInfo ?? current.additionalInfo,
    ...(snapshot
      ? {
          vessel: snapshot.vessel,
          voyage: snapshot.voyage,
          etd: snapshot.etd,
          eta: snapshot.eta,
          imo: snapshot.imo,
          soc: snapshot.soc,
          itinerary: snapshot.itinerary,
          containers: snapshot.containers,
          freightDetails: snapshot.freightDetails,
        }
      : {}),
    agreementNo: null,
    blNumber: null,
    intBlNumber: null,
    intraRefNumber: null,
    statisticClient: null,
    bookingId: null,
    vgmSubmittedBy: 'CLIENT',
    leadingCurrency: DEFAULT_LEADING_CURRENCY,
    specialRemarks: [],
    tagIds: [],
    updatedAt: current.createdAt,
  };
  return staff ? detail : customerRequestView(detail);
}

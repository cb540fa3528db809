import type { CarrierOffer, TServiceDetails } from '@portal/domain';
import type { quotes } from '../../platform/db/schema/index.ts';

export type QuoteInsert = typeof quotes.$inferInsert;

/** What a quote takes from its group and request rather than from the carrier's offer. */
export interface QuoteOfGroup {
  id: number;
  groupId: number;
  clientId: string;
  userId: string;
  userName: string;
  dateIssued: Date;
  originId: string;
  destinationId: string;
  containers: QuoteInsert['containers'];
  /** The quote's place in its group, from 1. */
  sortingId: number;
  /** Service details from our own schedules; without them the rate's own details stay. */
  serviceDetails?: TServiceDetails | undefined;
  assignedToId?: string | null;
  status?: number;
}

/**
 * The row of one quote made from one carrier's offer: the offer's prices, terms, remarks and validity under the
 * group's request. One function for the quote request (service.ts) and the demo data (seed/activity).
 */
export function quoteRowFromOffer(offer: CarrierOffer, of: QuoteOfGroup): QuoteInsert {
  return {
    id: of.id,
    groupId: of.groupId,
    clientId: of.clientId,
    userId: of.userId,
    userName: of.userName,
    dateIssued: of.dateIssued,
    originId: of.originId,
    destinationId: of.destinationId,
    placeOfReceiptName: offer.placeOfReceiptName,
    placeOfDeliveryName: offer.placeOfDeliveryName,
    carrierId: offer.carrierId,
    containers: of.containers,
    details: offer.details,
    costRemarks: offer.costRemarks,
    terms: offer.terms,
    remarks: offer.remarks,
    serviceDetails: of.serviceDetails ?? offer.serviceDetails,
    validFrom: offer.validFrom,
    validTo: offer.validTo,
    ...(of.assignedToId !== undefined ? { assignedToId: of.assignedToId } : {}),
    ...(of.status !== undefined ? { status: of.status } : {}),
    sortingId: of.sortingId,
  };
}

import { customerFreight, type TBooking, type TBookingRow, type TPersonRef } from '@portal/domain';
import type { BookingRowData } from './list-repo.ts';
import type { findBookingDetail } from './bookings-repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function person(id: string | null, first: string | null, last: string | null): TPersonRef | null {
  return id ? { id, firstName: first ?? '', lastName: last ?? '' } : null;
}

/**
 * A booking card as the viewer may see it (spec 000 §2 "Booking card", §6): the client, the ERP's carrier and
 * service ids and the tags are staff's; the checklist progress counts the viewer's side.
 */
export function toBookingRow(r: BookingRowData, viewerIsStaff: boolean): TBookingRow {
  const b = r.booking;
  const progress = r.progress ? (viewerIsStaff ? r.progress.staff : r.progress.customer) : null;
  return {
    id: b.id,
    category: b.category,
    archived: b.archived,
    hold: b.hold,
    pendingPayment: b.pendingPayment,
    inDispute: b.inDispute,
    statusText: b.statusText,
    carrier: { id: b.carrierId, name: r.carrierName, color: r.carrierColor },
    ...(viewerIsStaff
      ? {
          erp: { carrierId: b.erpCarrierId, serviceId: b.erpServiceId },
          client: { id: b.clientId, name: r.clientName },
          tagIds: r.tagIds,
        }
      : {}),
    vessel: b.vessel,
    voyage: b.voyage,
    placeOfReceipt: b.placeOfReceiptName,
    pol: r.pol,
    pod: r.pod,
    finalDestination: b.finalDestinationName,
    etd: iso(b.etd),
    eta: iso(b.eta),
    amsClosing: iso(b.amsClosing),
    blNumber: b.blNumber,
    customerReference: b.customerReference,
    agreementNo: b.agreementNo,
    requestId: b.requestId,
    contact: person(b.contactId, r.contactFirst, r.contactLast),
    agent: person(b.agentId, r.agentFirst, r.agentLast),
    checklistProgress: progress,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

type Detail = NonNullable<Awaited<ReturnType<typeof findBookingDetail>>>;

/** The booking page: the card and the rest; a customer never gets an internal freight line. */
export function toBooking(
  row: TBookingRow,
  detail: Detail,
  watchers: TPersonRef[],
  viewer: { userId: string; isStaff: boolean },
): TBooking {
  return {
    ...row,
    placeOfReceiptEts: iso(detail.placeOfReceiptEts),
    finalDestinationEta: iso(detail.finalDestinationEta),
    statisticClient:
      viewer.isStaff && detail.statisticClientId
        ? { id: detail.statisticClientId, name: detail.statisticClientName ?? '' }
        : null,
    rebookedFromId: detail.rebookedFromId,
    rebookedToId: detail.rebookedToId,
    cargo: detail.cargo,
    freight: viewer.isStaff ? detail.freight : customerFreight(detail.freight),
    portTerms: detail.portTerms,
    remarks: detail.remarks,
    watchers,
    watching: watchers.some((w) => w.id === viewer.userId),
  };
}

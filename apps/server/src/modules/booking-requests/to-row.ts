import { can, requestStatusLabel, type Actor, type TBookingRequestRow } from '@portal/domain';
import type { RequestRow } from './repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A list row (and the head of a request page) from the stored request and the names it shows; the checklist's
 * progress as the viewer counts it; the pinned-comment count for staff with the privilege (spec 001 §6).
 */
export function toRow(r: RequestRow, viewer: Actor, viewerIsStaff: boolean): TBookingRequestRow {
  const q = r.request;
  return {
    id: q.id,
    statusCode: q.statusCode,
    statusText: requestStatusLabel(q.statusCode),
    hold: q.hold,
    isUnread: q.isUnread,
    client: { id: q.clientId, name: r.clientName },
    createdBy: { id: q.createdById, name: q.createdByName },
    agent: q.agentId ? { id: q.agentId, name: `${r.agentFirst} ${r.agentLast}` } : null,
    carrier: { id: q.carrierId, name: r.carrierName, color: r.carrierColor },
    origin: r.origin,
    destination: r.destination,
    vessel: q.vessel,
    voyage: q.voyage,
    etd: iso(q.etd),
    eta: iso(q.eta),
    quoteNumber: q.quoteNumber,
    agreementNo: q.agreementNo,
    customerReference: q.customerReference,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    checklistProgress: r.progress ? (viewerIsStaff ? r.progress.staff : r.progress.customer) : null,
    externalBookingReference: q.externalBookingReference,
    ...(can(viewer, 'use:privilege') ? { pinnedCommentsCount: r.pinnedComments } : {}),
  };
}

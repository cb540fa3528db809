import { quoteTotals, type TQuote, type TQuoteActivity, type TQuoteGroupSummary } from '@portal/domain';
import type { quoteActivity } from '../../platform/db/schema/index.ts';
import type { GroupRow, QuoteRow } from './repo.ts';

const day = (d: string | Date) => (typeof d === 'string' ? d : d.toISOString());

export function toQuote(row: QuoteRow): TQuote {
  const q = row.quote;
  const lines = q.containers.map((c) => ({ containerTypeId: c.containerType.id, quantity: c.quantity }));
  return {
    id: q.id,
    groupId: q.groupId,
    client: { id: q.clientId, name: row.clientName },
    user: { id: q.userId, name: q.userName },
    dateIssued: day(q.dateIssued),
    origin: row.origin,
    destination: row.destination,
    placeOfReceiptName: q.placeOfReceiptName,
    placeOfDeliveryName: q.placeOfDeliveryName,
    carrier: { id: q.carrierId, name: row.carrierName, color: row.carrierColor },
    containers: q.containers,
    details: q.details,
    costRemarks: q.costRemarks,
    terms: q.terms,
    remarks: q.remarks,
    serviceDetails: q.serviceDetails,
    validFrom: q.validFrom,
    validTo: q.validTo,
    totals: quoteTotals(q.details, lines),
    assignedTo: q.assignedToId
      ? { id: q.assignedToId, name: `${row.assigneeFirst} ${row.assigneeLast}` }
      : null,
    status: q.status,
    sortingId: q.sortingId,
  };
}

export function toGroupSummary(row: GroupRow, quotes: TQuote[]): TQuoteGroupSummary {
  const g = row.group;
  const assignees = new Map(quotes.flatMap((q) => (q.assignedTo ? [[q.assignedTo.id, q.assignedTo]] : [])));
  return {
    id: g.id,
    dateIssued: day(g.dateIssued),
    client: { id: g.clientId, name: row.clientName },
    user: { id: g.userId, name: `${row.requesterFirst} ${row.requesterLast}` },
    origin: row.origin,
    destination: row.destination,
    requestedDate: g.requestedDate,
    weeks: g.weeks,
    containers: g.containers,
    carriers: quotes.map((q) => q.carrier.id),
    quoteCount: quotes.length,
    assignedTo: [...assignees.values()],
    archived: g.archived,
    sortingId: g.sortingId,
  };
}

export function toActivity(row: typeof quoteActivity.$inferSelect): TQuoteActivity {
  return {
    id: row.id,
    type: row.type,
    comment: row.comment,
    at: row.at.toISOString(),
    by: { id: row.byUserId, name: row.byName },
    isInternal: row.isInternal,
  };
}

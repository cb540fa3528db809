import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookingRequestActivity,
  bookingRequests,
  carriers,
  checklists,
  clients,
  ports,
  users,
} from '../../platform/db/schema/index.ts';

/** The request columns a list row and the head of a request page show. */
const requestColumns = {
  id: bookingRequests.id,
  statusCode: bookingRequests.statusCode,
  hold: bookingRequests.hold,
  isUnread: bookingRequests.isUnread,
  clientId: bookingRequests.clientId,
  createdById: bookingRequests.createdById,
  createdByName: bookingRequests.createdByName,
  agentId: bookingRequests.agentId,
  carrierId: bookingRequests.carrierId,
  originId: bookingRequests.originId,
  destinationId: bookingRequests.destinationId,
  vessel: bookingRequests.vessel,
  voyage: bookingRequests.voyage,
  etd: bookingRequests.etd,
  eta: bookingRequests.eta,
  quoteNumber: bookingRequests.quoteNumber,
  agreementNo: bookingRequests.agreementNo,
  customerReference: bookingRequests.customerReference,
  externalBookingReference: bookingRequests.externalBookingReference,
  createdAt: bookingRequests.createdAt,
  updatedAt: bookingRequests.updatedAt,
};

function selectRequests(db: DbOrTx) {
  return db.select(requestColumns).from(bookingRequests);
}

type RequestColumns = Awaited<ReturnType<typeof selectRequests>>[number];

interface Place {
  id: string;
  name: string;
  countryCode: string;
}

/** A request with the names its row shows: client, carrier, agent and ports. */
export interface RequestRow {
  request: RequestColumns;
  clientName: string;
  carrierName: string;
  carrierColor: string;
  agentFirst: string | null;
  agentLast: string | null;
  origin: Place;
  destination: Place;
  /** The stored checklist counters (checklists), null while the request has none. */
  progress: { staff: Counts; customer: Counts } | null;
  /** Pinned comments, internal ones included (as the viewer's transaction may read them). */
  pinnedComments: number;
}

interface Counts {
  checked: number;
  total: number;
}

/** A subquery naming a page of requests (ids and update times, ordered and limited). */
export type PageIds = SubqueryWithSelection<
  { id: typeof bookingRequests.id; updatedAt: typeof bookingRequests.updatedAt },
  string
>;

/**
 * The rows of one page, in its order. The request columns come from one statement over the page, the names from
 * one more over the few clients, carriers, ports and agents the page names: a join of the six tables is planned
 * on every call, and on the embedded database planning it costs more than reading the page (2.4 against 0.8 ms).
 */
export async function pageRows(db: DbOrTx, page: PageIds): Promise<RequestRow[]> {
  const requests = await db
    .select(requestColumns)
    .from(page)
    .innerJoin(bookingRequests, eq(bookingRequests.id, page.id))
    .orderBy(desc(page.updatedAt), desc(page.id));
  return withNames(db, requests);
}

/** The rows of the requests the condition selects (the caller's order is kept when it gives one). */
export async function rowsWhere(db: DbOrTx, where: SQL | undefined): Promise<RequestRow[]> {
  return withNames(db, await selectRequests(db).where(where));
}

/** The rows of the ids, in the ids' order. */
export async function rowsInOrder(db: DbOrTx, ids: string[]): Promise<RequestRow[]> {
  if (ids.length === 0) return [];
  const order = new Map(ids.map((id, i) => [id, i]));
  const rows = await rowsWhere(db, inArray(bookingRequests.id, ids));
  return rows.sort((a, b) => order.get(a.request.id)! - order.get(b.request.id)!);
}

const counts = (text: string): Counts => {
  const [checked, total] = text.split('/').map(Number);
  return { checked: checked ?? 0, total: total ?? 0 };
};

async function withNames(db: DbOrTx, requests: RequestColumns[]): Promise<RequestRow[]> {
  if (requests.length === 0) return [];
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
  const clientIds = distinct(requests.map((r) => r.clientId));
  const carrierIds = distinct(requests.map((r) => r.carrierId));
  const portIds = distinct(requests.flatMap((r) => [r.originId, r.destinationId]));
  const agentIds = distinct(requests.map((r) => r.agentId));
  const parts: SQL[] = [
    sql`select 'client' as kind, ${clients.id}::text as id, ${clients.name} as a, null as b from ${clients} where ${inArray(clients.id, clientIds)}`,
    sql`select 'carrier', ${carriers.id}, ${carriers.displayName}, ${carriers.color} from ${carriers} where ${inArray(carriers.id, carrierIds)}`,
    sql`select 'port', ${ports.id}, ${ports.name}, ${ports.countryCode} from ${ports} where ${inArray(ports.id, portIds)}`,
  ];
  if (agentIds.length > 0)
    parts.push(
      sql`select 'agent', ${users.id}::text, ${users.firstName}, ${users.lastName} from ${users} where ${inArray(users.id, agentIds)}`,
    );
  // The checklist counters by primary key: one index range for the page, no count over the items.
  const c = checklists;
  const requestIds = requests.map((r) => r.id);
  parts.push(
    sql`select 'progress', ${c.recordId}, ${c.staffChecked} || '/' || ${c.staffTotal}, ${c.customerChecked} || '/' || ${c.customerTotal} from ${c} where ${c.recordKind} = 'booking-requests' and ${inArray(c.recordId, requestIds)}`,
  );
  // Pinned comments per request from the partial index on pinned entries (at most two a request).
  const a = bookingRequestActivity;
  parts.push(
    sql`select 'pinned', ${a.requestId}, count(*)::text, null from ${a} where ${a.pinnedAt} is not null and ${inArray(a.requestId, requestIds)} group by ${a.requestId}`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const names = new Map<string, { a: string | null; b: string | null }>();
  for (const row of (
    result as unknown as { rows: { kind: string; id: string; a: string | null; b: string | null }[] }
  ).rows)
    names.set(`${row.kind}:${row.id}`, row);
  const place = (id: string): Place => {
    const p = names.get(`port:${id}`);
    return { id, name: p?.a ?? id, countryCode: p?.b ?? '' };
  };
  return requests.map((request) => {
    const carrier = names.get(`carrier:${request.carrierId}`);
    const agent = request.agentId ? names.get(`agent:${request.agentId}`) : undefined;
    const progress = names.get(`progress:${request.id}`);
    return {
      request,
      pinnedComments: Number(names.get(`pinned:${request.id}`)?.a ?? 0),
      progress:
        progress?.a && progress.b ? { staff: counts(progress.a), customer: counts(progress.b) } : null,
      clientName: names.get(`client:${request.clientId}`)?.a ?? '',
      carrierName: carrier?.a ?? request.carrierId,
      carrierColor: carrier?.b ?? '',
      agentFirst: agent?.a ?? null,
      agentLast: agent?.b ?? null,
      origin: place(request.originId),
      destination: place(request.destinationId),
    };
  });
}

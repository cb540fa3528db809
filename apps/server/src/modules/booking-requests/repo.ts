import { and, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  actorIsStaff,
  REQUEST_STATUS,
  REQUEST_STATUS_LABELS,
  type Actor,
  type RequestTab,
  type TBookingRequestsQuery,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookingRequestActivity,
  bookingRequestFiles,
  bookingRequests,
  carriers,
  clients,
  ports,
  requestCounters,
  requestOpenCounts,
  users,
} from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';

/** The next number of the month, atomically (several server processes may submit at once). */
export async function nextCounter(db: DbOrTx, month: string): Promise<number> {
  const [row] = await db
    .insert(requestCounters)
    .values({ month, value: 1 })
    .onConflictDoUpdate({ target: requestCounters.month, set: { value: sql`${requestCounters.value} + 1` } })
    .returning({ value: requestCounters.value });
  return row!.value;
}

export async function insertRequest(db: DbOrTx, row: typeof bookingRequests.$inferInsert) {
  await db.insert(bookingRequests).values(row);
}

export async function insertFiles(db: DbOrTx, rows: (typeof bookingRequestFiles.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(bookingRequestFiles).values(rows);
}

export async function insertActivity(db: DbOrTx, rows: (typeof bookingRequestActivity.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(bookingRequestActivity).values(rows);
}

const agent = alias(users, 'agent');
const origin = alias(ports, 'origin');
const destination = alias(ports, 'destination');

const rowColumns = {
  request: {
    id: bookingRequests.id,
    statusCode: bookingRequests.statusCode,
    hold: bookingRequests.hold,
    isUnread: bookingRequests.isUnread,
    clientId: bookingRequests.clientId,
    createdById: bookingRequests.createdById,
    createdByName: bookingRequests.createdByName,
    agentId: bookingRequests.agentId,
    carrierId: bookingRequests.carrierId,
    vessel: bookingRequests.vessel,
    voyage: bookingRequests.voyage,
    etd: bookingRequests.etd,
    eta: bookingRequests.eta,
    quoteNumber: bookingRequests.quoteNumber,
    agreementNo: bookingRequests.agreementNo,
    customerReference: bookingRequests.customerReference,
    createdAt: bookingRequests.createdAt,
    updatedAt: bookingRequests.updatedAt,
  },
  clientName: clients.name,
  carrierName: carriers.displayName,
  carrierColor: carriers.color,
  agentFirst: agent.firstName,
  agentLast: agent.lastName,
  origin: { id: origin.id, name: origin.name, countryCode: origin.countryCode },
  destination: { id: destination.id, name: destination.name, countryCode: destination.countryCode },
};

function joined(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(bookingRequests)
    .innerJoin(clients, eq(clients.id, bookingRequests.clientId))
    .innerJoin(carriers, eq(carriers.id, bookingRequests.carrierId))
    .innerJoin(origin, eq(origin.id, bookingRequests.originId))
    .innerJoin(destination, eq(destination.id, bookingRequests.destinationId))
    .leftJoin(agent, eq(agent.id, bookingRequests.agentId));
}

export type RequestRow = Awaited<ReturnType<typeof joined>>[number];

/** The rows of a tab (spec 000 §4 "Tab filters"). */
export function tabCondition(tab: RequestTab): SQL {
  if (tab === 'archived-requests') return gte(bookingRequests.statusCode, REQUEST_STATUS.confirmed);
  return and(
    lte(bookingRequests.statusCode, REQUEST_STATUS.inProgress),
    eq(bookingRequests.hold, tab === 'on-hold'),
  )!;
}

const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The one indexed search column (trigram index) holds the text; the field's own test then confirms it. */
function searchHas(text: string): SQL {
  return sql`${bookingRequests.searchText} like ${like(text)}`;
}

/** Requests of clients whose name contains the text. */
function clientNameLike(text: string): SQL {
  return sql`${bookingRequests.clientId} in (select ${clients.id} from ${clients} where lower(${clients.name}) like ${like(text)})`;
}

/** The field selector (spec 000 §5): trimmed lower-case containment for text, equality otherwise. */
function searchCondition(field: TBookingRequestsQuery['field'], q: string): SQL | undefined {
  switch (field) {
    case 'requestNumber':
      return and(searchHas(q), sql`lower(${bookingRequests.id}) like ${like(q)}`);
    case 'client':
      return and(searchHas(q), clientNameLike(q));
    case 'vessel':
      return and(searchHas(q), sql`lower(${bookingRequests.vessel}) like ${like(q)}`);
    case 'agreementNumber':
      return and(searchHas(q), sql`lower(${bookingRequests.agreementNo}) like ${like(q)}`);
    case 'customerReference':
      return and(searchHas(q), sql`lower(${bookingRequests.customerReference}) like ${like(q)}`);
    case 'quoteNumber':
      return /^\d+$/.test(q) ? eq(bookingRequests.quoteNumber, Number(q)) : sql`false`;
    case 'status': {
      const code = Object.entries(REQUEST_STATUS_LABELS).find(
        ([, l]) => l.toLowerCase() === q.toLowerCase(),
      )?.[0];
      return code ? eq(bookingRequests.statusCode, Number(code)) : sql`false`;
    }
    default: {
      // No field chosen: every word must be found in one of the text fields (a word has no space, so it never
      // spans two fields of the search column).
      const words = q.toLowerCase().split(/\s+/).filter(Boolean);
      return and(...words.map(searchHas));
    }
  }
}

export interface ListFilter {
  tab: RequestTab;
  status?: number;
  agent?: { kind: 'user'; id: string } | { kind: 'none' };
  /** The carrier asked for; the actor's carrier restriction applies on top. */
  carrierId?: string;
  clientId?: string;
  field?: TBookingRequestsQuery['field'];
  q?: string;
}

function listWhere(actor: Actor, f: ListFilter) {
  return and(
    clientScope(actor, bookingRequests.clientId),
    carrierScope(actor, bookingRequests.carrierId),
    tabCondition(f.tab),
    f.status !== undefined ? eq(bookingRequests.statusCode, f.status) : undefined,
    f.agent?.kind === 'none' ? isNull(bookingRequests.agentId) : undefined,
    f.agent?.kind === 'user' ? eq(bookingRequests.agentId, f.agent.id) : undefined,
    f.carrierId ? eq(bookingRequests.carrierId, f.carrierId) : undefined,
    f.clientId ? eq(bookingRequests.clientId, f.clientId) : undefined,
    f.q ? searchCondition(f.field, f.q) : undefined,
  );
}

/**
 * Counting stops this many rows past the page: an exact count of a million rows costs what the page never
 * does, so past it the list answers "at least" (the web shows "1,025+") and paging on moves the limit along.
 */
export const COUNT_LOOKAHEAD = 1000;

/**
 * A page of requests, last updated first: the page's ids come from the request table alone (an index-only scan
 * of the tab's partial index, whose trailing columns carry the filters), then only those rows are joined for
 * display. The count is capped at COUNT_LOOKAHEAD rows past the page.
 */
export async function listRequests(
  db: DbOrTx,
  actor: Actor,
  f: ListFilter,
  page: { offset: number; limit: number },
) {
  const where = listWhere(actor, f);
  const countLimit = page.offset + page.limit + COUNT_LOOKAHEAD;
  const capped = db
    .select({ one: sql<number>`1`.as('one') })
    .from(bookingRequests)
    .where(where)
    .limit(countLimit + 1)
    .as('capped');
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: bookingRequests.id })
      .from(bookingRequests)
      .where(where)
      .orderBy(desc(bookingRequests.updatedAt), desc(bookingRequests.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(capped),
  ]);
  const counted = total?.n ?? 0;
  const order = new Map(ids.map((r, i) => [r.id, i]));
  const rows =
    ids.length === 0
      ? []
      : (await joined(db).where(inArray(bookingRequests.id, [...order.keys()]))).sort(
          (a, b) => order.get(a.request.id)! - order.get(b.request.id)!,
        );
  return { rows, count: Math.min(counted, countLimit), countCapped: counted > countLimit };
}

/**
 * Badge counts of the Requests and On Hold tabs. Staff read the per-carrier counters the triggers keep (a few
 * rows at any size); anyone else counts their own client's requests.
 */
export async function countOpen(db: DbOrTx, actor: Actor) {
  if (actorIsStaff(actor)) {
    const [row] = await db
      .select({
        requests: sql<number>`coalesce(sum(${requestOpenCounts.n}) filter (where not ${requestOpenCounts.hold}), 0)::int`,
        onHold: sql<number>`coalesce(sum(${requestOpenCounts.n}) filter (where ${requestOpenCounts.hold}), 0)::int`,
      })
      .from(requestOpenCounts)
      .where(carrierScope(actor, requestOpenCounts.carrierId));
    return { requests: row?.requests ?? 0, onHold: row?.onHold ?? 0 };
  }
  const [row] = await db
    .select({
      requests: sql<number>`count(*) filter (where not ${bookingRequests.hold})::int`,
      onHold: sql<number>`count(*) filter (where ${bookingRequests.hold})::int`,
    })
    .from(bookingRequests)
    .where(
      and(
        clientScope(actor, bookingRequests.clientId),
        carrierScope(actor, bookingRequests.carrierId),
        lte(bookingRequests.statusCode, REQUEST_STATUS.inProgress),
      ),
    );
  return { requests: row?.requests ?? 0, onHold: row?.onHold ?? 0 };
}

/** The rows of booking_requests the actor may see. */
function requestScope(actor: Actor): SQL | undefined {
  return and(clientScope(actor, bookingRequests.clientId), carrierScope(actor, bookingRequests.carrierId));
}

export async function findRequest(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await joined(db).where(and(eq(bookingRequests.id, id), requestScope(actor)));
  if (!row) return null;
  const [full] = await db
    .select()
    .from(bookingRequests)
    .where(and(eq(bookingRequests.id, id), requestScope(actor)));
  return full ? { row, full } : null;
}

/** The requests among the ids that the actor may see, locked for the change. */
export async function findRequestsForUpdate(db: DbOrTx, actor: Actor, ids: string[]) {
  return db
    .select({
      id: bookingRequests.id,
      clientId: bookingRequests.clientId,
      carrierId: bookingRequests.carrierId,
      statusCode: bookingRequests.statusCode,
      agentId: bookingRequests.agentId,
    })
    .from(bookingRequests)
    .where(and(inArray(bookingRequests.id, ids), requestScope(actor)))
    .for('update');
}

export async function setAgent(
  db: DbOrTx,
  actor: Actor,
  id: string,
  agentId: string | null,
  statusCode: number,
) {
  await db
    .update(bookingRequests)
    .set({ agentId, statusCode, updatedAt: new Date() })
    .where(and(eq(bookingRequests.id, id), requestScope(actor)));
}

/**
 * Files of a request the actor may see: files carry no carrier, so the request's carrier is checked too;
 * customers never get internal files.
 */
function fileScope(actor: Actor, includeInternal: boolean): SQL | undefined {
  const carrier = carrierScope(actor, bookingRequests.carrierId);
  return and(
    clientScope(actor, bookingRequestFiles.clientId),
    carrier &&
      sql`exists (select 1 from ${bookingRequests} where ${bookingRequests.id} = ${bookingRequestFiles.requestId} and ${carrier})`,
    includeInternal ? undefined : eq(bookingRequestFiles.isInternal, false),
  );
}

export async function listFiles(db: DbOrTx, actor: Actor, requestId: string, includeInternal: boolean) {
  return db
    .select()
    .from(bookingRequestFiles)
    .where(and(eq(bookingRequestFiles.requestId, requestId), fileScope(actor, includeInternal)))
    .orderBy(desc(bookingRequestFiles.uploadedAt));
}

export async function findFile(
  db: DbOrTx,
  actor: Actor,
  requestId: string,
  fileId: string,
  includeInternal: boolean,
) {
  const [row] = await db
    .select()
    .from(bookingRequestFiles)
    .where(
      and(
        eq(bookingRequestFiles.requestId, requestId),
        eq(bookingRequestFiles.id, fileId),
        fileScope(actor, includeInternal),
      ),
    );
  return row ?? null;
}

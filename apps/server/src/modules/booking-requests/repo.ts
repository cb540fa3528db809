import { and, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
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
  users,
} from '../../platform/db/schema/index.ts';
import { clientScope } from '../../platform/db/tenant.ts';

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

/** Requests of clients whose name contains the text; a subquery keeps the page query on one table. */
function clientNameLike(text: string): SQL {
  return sql`${bookingRequests.clientId} in (select ${clients.id} from ${clients} where lower(${clients.name}) like ${like(text)})`;
}

/** The field selector (spec 000 §5): trimmed lower-case containment for text, equality otherwise. */
function searchCondition(field: TBookingRequestsQuery['field'], q: string): SQL | undefined {
  switch (field) {
    case 'requestNumber':
      return sql`lower(${bookingRequests.id}) like ${like(q)}`;
    case 'client':
      return clientNameLike(q);
    case 'vessel':
      return sql`lower(${bookingRequests.vessel}) like ${like(q)}`;
    case 'agreementNumber':
      return sql`lower(${bookingRequests.agreementNo}) like ${like(q)}`;
    case 'customerReference':
      return sql`lower(${bookingRequests.customerReference}) like ${like(q)}`;
    case 'quoteNumber':
      return /^\d+$/.test(q) ? eq(bookingRequests.quoteNumber, Number(q)) : sql`false`;
    case 'status': {
      const code = Object.entries(REQUEST_STATUS_LABELS).find(
        ([, l]) => l.toLowerCase() === q.toLowerCase(),
      )?.[0];
      return code ? eq(bookingRequests.statusCode, Number(code)) : sql`false`;
    }
    default: {
      // No field chosen: every word must be found in one of the text fields.
      const words = q.toLowerCase().split(/\s+/).filter(Boolean);
      return and(
        ...words.map(
          (w) =>
            sql`(lower(${bookingRequests.id}) like ${like(w)} or lower(${bookingRequests.customerReference}) like ${like(w)} or lower(${bookingRequests.vessel}) like ${like(w)} or ${clientNameLike(w)})`,
        ),
      );
    }
  }
}

export interface ListFilter {
  tab: RequestTab;
  status?: number;
  agent?: { kind: 'user'; id: string } | { kind: 'none' };
  carrierIds: string[] | null;
  clientId?: string;
  field?: TBookingRequestsQuery['field'];
  q?: string;
}

function listWhere(actor: Actor, f: ListFilter) {
  return and(
    clientScope(actor, bookingRequests.clientId),
    tabCondition(f.tab),
    f.status !== undefined ? eq(bookingRequests.statusCode, f.status) : undefined,
    f.agent?.kind === 'none' ? isNull(bookingRequests.agentId) : undefined,
    f.agent?.kind === 'user' ? eq(bookingRequests.agentId, f.agent.id) : undefined,
    f.carrierIds ? inArray(bookingRequests.carrierId, f.carrierIds) : undefined,
    f.clientId ? eq(bookingRequests.clientId, f.clientId) : undefined,
    f.q ? searchCondition(f.field, f.q) : undefined,
  );
}

/**
 * A page of requests, last updated first: the page's ids come from the request table alone (an index scan of
 * the tab's partial index), then only those rows are joined for display.
 */
export async function listRequests(
  db: DbOrTx,
  actor: Actor,
  f: ListFilter,
  page: { offset: number; limit: number },
) {
  const where = listWhere(actor, f);
  const [ids, [total]] = await Promise.all([
    db
      .select({ id: bookingRequests.id })
      .from(bookingRequests)
      .where(where)
      .orderBy(desc(bookingRequests.updatedAt), desc(bookingRequests.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookingRequests)
      .where(where),
  ]);
  const order = new Map(ids.map((r, i) => [r.id, i]));
  const rows =
    ids.length === 0
      ? []
      : (await joined(db).where(inArray(bookingRequests.id, [...order.keys()]))).sort(
          (a, b) => order.get(a.request.id)! - order.get(b.request.id)!,
        );
  return { rows, count: total?.n ?? 0 };
}

/** Badge counts of the Requests and On Hold tabs. */
export async function countOpen(db: DbOrTx, carrierIds: string[] | null) {
  const [row] = await db
    .select({
      requests: sql<number>`count(*) filter (where not ${bookingRequests.hold})::int`,
      onHold: sql<number>`count(*) filter (where ${bookingRequests.hold})::int`,
    })
    .from(bookingRequests)
    .where(
      and(
        lte(bookingRequests.statusCode, REQUEST_STATUS.inProgress),
        carrierIds ? inArray(bookingRequests.carrierId, carrierIds) : undefined,
      ),
    );
  return { requests: row?.requests ?? 0, onHold: row?.onHold ?? 0 };
}

export async function findRequest(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await joined(db).where(
    and(eq(bookingRequests.id, id), clientScope(actor, bookingRequests.clientId)),
  );
  if (!row) return null;
  const [full] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
  return { row, full: full! };
}

export async function findRequestsForUpdate(db: DbOrTx, ids: string[]) {
  return db
    .select({
      id: bookingRequests.id,
      clientId: bookingRequests.clientId,
      carrierId: bookingRequests.carrierId,
      statusCode: bookingRequests.statusCode,
      agentId: bookingRequests.agentId,
    })
    .from(bookingRequests)
    .where(inArray(bookingRequests.id, ids))
    .for('update');
}

export async function setAgent(db: DbOrTx, id: string, agentId: string | null, statusCode: number) {
  await db
    .update(bookingRequests)
    .set({ agentId, statusCode, updatedAt: new Date() })
    .where(eq(bookingRequests.id, id));
}

export async function listFiles(db: DbOrTx, requestId: string, includeInternal: boolean) {
  return db
    .select()
    .from(bookingRequestFiles)
    .where(
      and(
        eq(bookingRequestFiles.requestId, requestId),
        includeInternal ? undefined : eq(bookingRequestFiles.isInternal, false),
      ),
    )
    .orderBy(desc(bookingRequestFiles.uploadedAt));
}

export async function findFile(db: DbOrTx, requestId: string, fileId: string, includeInternal: boolean) {
  const [row] = await db
    .select()
    .from(bookingRequestFiles)
    .where(
      and(
        eq(bookingRequestFiles.requestId, requestId),
        eq(bookingRequestFiles.id, fileId),
        includeInternal ? undefined : eq(bookingRequestFiles.isInternal, false),
      ),
    );
  return row ?? null;
}

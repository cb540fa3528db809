import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookingRequestActivity,
  bookingRequestFiles,
  bookingRequests,
  requestCounters,
} from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';
import { rowsWhere } from './row-repo.ts';

export { countOpen, listRequests, tabCondition, type ListFilter } from './list-repo.ts';
export type { RequestRow } from './row-repo.ts';

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

/** The rows of booking_requests the actor may see. */
function requestScope(actor: Actor): SQL | undefined {
  return and(clientScope(actor, bookingRequests.clientId), carrierScope(actor, bookingRequests.carrierId));
}

export async function findRequest(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await rowsWhere(db, and(eq(bookingRequests.id, id), requestScope(actor)));
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

import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookingRequestActivity,
  bookingRequestFiles,
  bookingRequests,
  clients,
  requestTags,
  specialRemarkTemplates,
} from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';
import { moveRecordToClient } from '../checklists/repo.ts';

/** The rows of booking_requests the actor may see: its client's (customers) and its carriers'. */
function requestScope(actor: Actor): SQL | undefined {
  return and(clientScope(actor, bookingRequests.clientId), carrierScope(actor, bookingRequests.carrierId));
}

/**
 * Locks the request for a change (FOR UPDATE) when the actor may see it, so two saves of one request run one
 * after the other and the second sees the first's version. Null: not there, or not the actor's.
 */
export async function lockRequest(db: DbOrTx, actor: Actor, id: string) {
  const [row] = await db
    .select()
    .from(bookingRequests)
    .where(and(eq(bookingRequests.id, id), requestScope(actor)))
    .for('update');
  return row ?? null;
}

export type RequestRecord = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

/** The full stored request without a lock (detail pages, the patch's first look). */
export async function findRecord(db: DbOrTx, actor: Actor, id: string): Promise<RequestRecord | null> {
  const [row] = await db
    .select()
    .from(bookingRequests)
    .where(and(eq(bookingRequests.id, id), requestScope(actor)));
  return row ?? null;
}

/**
 * Writes the columns of a change to a request the actor may see; answers whether a row was written. The service
 * has locked it and checked its version; the version condition stays here as well so a write never lands on a
 * version it did not start from.
 */
export async function updateRequest(
  db: DbOrTx,
  actor: Actor,
  id: string,
  expectedVersion: number,
  set: Partial<typeof bookingRequests.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(bookingRequests)
    .set(set)
    .where(and(eq(bookingRequests.id, id), eq(bookingRequests.version, expectedVersion), requestScope(actor)))
    .returning({ id: bookingRequests.id });
  return rows.length === 1;
}

/**
 * A request that changes client takes its files and activity along: their client column is what row-level
 * security shows customers, so the new client's people see them and the old client's no longer do.
 */
export async function moveChildrenToClient(db: DbOrTx, requestId: string, clientId: string) {
  await db.update(bookingRequestFiles).set({ clientId }).where(eq(bookingRequestFiles.requestId, requestId));
  await db
    .update(bookingRequestActivity)
    .set({ clientId })
    .where(eq(bookingRequestActivity.requestId, requestId));
  await moveRecordToClient(db, 'booking-requests', requestId, clientId);
}

export async function insertActivity(db: DbOrTx, rows: (typeof bookingRequestActivity.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(bookingRequestActivity).values(rows);
}

/** Client names by id (statistic client, watchers' client), whoever asks: the ids come from a visible request. */
export async function clientNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(inArray(clients.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The tag ids chosen on a request, in a stable order. */
export async function tagIdsOf(db: DbOrTx, requestId: string): Promise<string[]> {
  const rows = await db
    .select({ tagId: requestTags.tagId })
    .from(requestTags)
    .where(eq(requestTags.requestId, requestId))
    .orderBy(asc(requestTags.tagId));
  return rows.map((r) => r.tagId);
}

/** Replaces a request's tag selection with the given ids. */
export async function setRequestTags(db: DbOrTx, requestId: string, tagIds: string[]) {
  await db.delete(requestTags).where(eq(requestTags.requestId, requestId));
  if (tagIds.length > 0) await db.insert(requestTags).values(tagIds.map((tagId) => ({ requestId, tagId })));
}

/** Marks the request read or unread: the reader's mark, not an edit (no version, no update time). */
export async function setUnread(db: DbOrTx, actor: Actor, id: string, isUnread: boolean) {
  await db
    .update(bookingRequests)
    .set({ isUnread })
    .where(and(eq(bookingRequests.id, id), requestScope(actor)));
}

export async function listSpecialRemarkTemplates(db: DbOrTx) {
  return db
    .select({ id: specialRemarkTemplates.id, text: specialRemarkTemplates.text })
    .from(specialRemarkTemplates)
    .orderBy(asc(specialRemarkTemplates.text));
}

/** Bulk assignment: the agent and status of one request, as a change that raises its version. */
export async function setAgent(
  db: DbOrTx,
  actor: Actor,
  id: string,
  agentId: string | null,
  statusCode: number,
) {
  await db
    .update(bookingRequests)
    .set({ agentId, statusCode, updatedAt: new Date(), version: sql`${bookingRequests.version} + 1` })
    .where(and(eq(bookingRequests.id, id), requestScope(actor)));
}

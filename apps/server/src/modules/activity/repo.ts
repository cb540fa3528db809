import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  actorIsStaff,
  CUSTOMER_VISIBLE_ACTIVITY_TYPES,
  type Actor,
  type CollabRecordKind,
} from '@portal/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookingActivity,
  bookingRequestActivity,
  bookingRequestFiles,
  bookingRequests,
  bookings,
  checklistItems,
  collabDocuments,
  teams,
  users,
} from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';
import { activeStaff } from '../users/repo.ts';

/**
 * The activity log of a booking request or a booking (issues 10 and 11): its comments, pins and entries as the
 * actor may see them. Every function takes the actor and scopes by client and carrier itself; a customer also sees
 * only public comments and activity with a comment (domain isVisibleToCustomer), which row-level security repeats
 * (0010, 0014).
 */

/**
 * The two logs are one shape (booking_request_activity, booking_activity) but for the record's column. The
 * queries are written once against the request log's type; each column object keeps its own table, so the SQL
 * names the log of the kind asked for.
 */
type LogTable = typeof bookingRequestActivity;
const LOGS = {
  'booking-requests': {
    table: bookingRequestActivity,
    recordId: bookingRequestActivity.requestId,
    recordKey: 'requestId',
    record: {
      table: bookingRequests,
      id: bookingRequests.id,
      clientId: bookingRequests.clientId,
      carrierId: bookingRequests.carrierId,
      agentId: bookingRequests.agentId,
    },
    pinnedIds: 'booking_request_pinned_ids',
  },
  bookings: {
    table: bookingActivity as unknown as LogTable,
    recordId: bookingActivity.bookingId as AnyPgColumn,
    recordKey: 'bookingId',
    record: {
      table: bookings,
      id: bookings.id,
      clientId: bookings.clientId,
      carrierId: bookings.carrierId,
      agentId: bookings.agentId,
    },
    pinnedIds: 'booking_pinned_ids',
  },
} as const;

const logOf = (kind: CollabRecordKind) => LOGS[kind];

/** Our ids are uuids; any other text names nothing (and must not reach a uuid comparison). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

function recordScope(kind: CollabRecordKind, actor: Actor): SQL | undefined {
  const { record } = logOf(kind);
  return and(clientScope(actor, record.clientId), carrierScope(actor, record.carrierId));
}

/** The entries the actor may read: everything for staff; a customer's own public conversation. */
function entryScope(kind: CollabRecordKind, actor: Actor): SQL | undefined {
  if (actorIsStaff(actor)) return undefined;
  const a = logOf(kind).table;
  return and(
    clientScope(actor, a.clientId),
    inArray(a.type, [...CUSTOMER_VISIBLE_ACTIVITY_TYPES]),
    eq(a.isInternal, false),
    eq(a.isAccountingActivity, false),
  );
}

/** The record when the actor may see it (lock: FOR UPDATE, so pins of one record run one after the other). */
export async function findLogRecord(
  db: DbOrTx,
  actor: Actor,
  kind: CollabRecordKind,
  id: string,
  options: { lock?: boolean } = {},
): Promise<LogRecord | null> {
  const { record } = logOf(kind);
  const query = db
    .select({
      id: record.id,
      clientId: record.clientId,
      carrierId: record.carrierId,
      agentId: record.agentId,
    })
    .from(record.table)
    .where(and(eq(record.id, id), recordScope(kind, actor)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? { kind, ...row } : null;
}

export interface LogRecord {
  kind: CollabRecordKind;
  id: string;
  clientId: string;
  carrierId: string;
  agentId: string | null;
}

/**
 * The ids of every pinned comment of a record the actor may see, internal ones included (the pin limit counts
 * them; a customer's transaction cannot read them, so the owner's function of 0010/0014 answers the ids alone).
 */
export async function pinnedIdsOf(
  db: DbOrTx,
  actor: Actor,
  kind: CollabRecordKind,
  id: string,
): Promise<string[]> {
  const { record, pinnedIds } = logOf(kind);
  const rows = await db
    .select({ id: sql<string>`${sql.raw(pinnedIds)}(${record.id})` })
    .from(record.table)
    .where(and(eq(record.id, id), recordScope(kind, actor)));
  return rows.map((r) => r.id);
}

const entryColumnsOf = (a: LogTable) => ({
  id: a.id,
  type: a.type,
  changeType: a.changeType,
  comment: a.comment,
  byUserId: a.byUserId,
  byName: a.byName,
  isInternal: a.isInternal,
  isAccountingActivity: a.isAccountingActivity,
  changedFields: a.changedFields,
  mentions: a.mentions,
  checklistItemId: a.checklistItemId,
  documentId: a.documentId,
  pinnedAt: a.pinnedAt,
  at: a.at,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorIsStaff: sql<boolean>`(${users.role} is not null or ${users.isAdmin})`,
  data: a.data,
  // A comment's reference: a checklist document (collab_documents) or a wizard file (booking_request_files).
  documentName: sql<string | null>`coalesce(${collabDocuments.name}, ${bookingRequestFiles.name})`,
  documentIsInternal: sql<
    boolean | null
  >`coalesce(${collabDocuments.isInternal}, ${bookingRequestFiles.isInternal})`,
  itemLabel: checklistItems.label,
  itemChecked: checklistItems.checked,
  itemIsInternal: checklistItems.isInternal,
});

export type LogEntryRow = Awaited<ReturnType<typeof listEntries>>[number];

/**
 * The entry's document id as a uuid, or null when it is none: the column is text, and comparing it as uuid keeps
 * the joins on the documents' primary keys (a cast of the key column to text would not use the index).
 */
const entryDocumentUuid = (a: LogTable) =>
  sql`(case when ${a.documentId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${a.documentId}::uuid end)`;

/**
 * The log's rows with their author, the document a comment refers to and the checklist item an entry names:
 * each a left join by primary key (users.id; collab_documents.id or booking_request_files.id; checklist_items'
 * (record_kind, record_id, item_id)), so a page reads a few index lookups per row. A customer's joins leave
 * internal documents and items out (row-level security repeats it).
 */
function entriesQuery(db: DbOrTx, actor: Actor, kind: CollabRecordKind) {
  const staff = actorIsStaff(actor);
  const { table: a, recordId, record } = logOf(kind);
  const documentUuid = entryDocumentUuid(a);
  return (
    db
      .select(entryColumnsOf(a))
      .from(a)
      .innerJoin(record.table, eq(record.id, recordId))
      .leftJoin(users, eq(users.id, a.byUserId))
      .leftJoin(
        collabDocuments,
        and(
          sql`${collabDocuments.id} = ${documentUuid}`,
          eq(collabDocuments.recordKind, kind),
          eq(collabDocuments.recordId, recordId),
          staff ? undefined : eq(collabDocuments.isInternal, false),
        ),
      )
      // The request wizard's files are documents of a request; a booking has none (the join matches nothing).
      .leftJoin(
        bookingRequestFiles,
        and(
          kind === 'booking-requests' ? undefined : sql`false`,
          sql`${bookingRequestFiles.id} = ${documentUuid}`,
          eq(bookingRequestFiles.requestId, recordId),
          staff ? undefined : eq(bookingRequestFiles.isInternal, false),
        ),
      )
      .leftJoin(
        checklistItems,
        and(
          eq(checklistItems.recordKind, kind),
          eq(checklistItems.recordId, recordId),
          eq(checklistItems.itemId, a.checklistItemId),
          staff ? undefined : eq(checklistItems.isInternal, false),
        ),
      )
  );
}

/** One page of the log, newest first; `before` is the id of the last entry of the previous page. */
export async function listEntries(
  db: DbOrTx,
  actor: Actor,
  kind: CollabRecordKind,
  recordId: string,
  page: { showActivity: boolean; pinned?: boolean; before?: string; limit: number },
) {
  const { table: a, recordId: recordColumn } = logOf(kind);
  const cursor = page.before
    ? sql`(${a.at}, ${a.id}) < (select ${a.at}, ${a.id} from ${a} where ${a.id} = ${page.before}::uuid and ${recordColumn} = ${recordId})`
    : undefined;
  return entriesQuery(db, actor, kind)
    .where(
      and(
        eq(recordColumn, recordId),
        recordScope(kind, actor),
        entryScope(kind, actor),
        page.showActivity ? undefined : ne(a.type, 'ACTIVITY'),
        page.pinned === undefined ? undefined : page.pinned ? isNotNull(a.pinnedAt) : isNull(a.pinnedAt),
        cursor,
      ),
    )
    .orderBy(desc(a.at), desc(a.id))
    .limit(page.limit);
}

/** One entry of the record when the actor may see it (an internal one is not there for a customer). */
export async function findEntry(
  db: DbOrTx,
  actor: Actor,
  kind: CollabRecordKind,
  recordId: string,
  entryId: string,
) {
  if (!isUuid(entryId)) return null;
  const { table: a, recordId: recordColumn } = logOf(kind);
  const [row] = await entriesQuery(db, actor, kind).where(
    and(eq(a.id, entryId), eq(recordColumn, recordId), recordScope(kind, actor), entryScope(kind, actor)),
  );
  return row ?? null;
}

/** An entry as a writer gives it: the log's columns without the record's, which `record` names. */
export type NewLogEntry = Omit<LogTable['$inferInsert'], 'requestId' | 'clientId'>;

/**
 * Writes entries into the log of a record the writer has already looked up (and scoped): the one insert of both
 * logs, so the record's column is set by its own name. Without RETURNING: a customer's transaction may write an
 * activity entry (a checklist action) that its read policy then hides (0010).
 */
export async function insertEntries(
  db: DbOrTx,
  record: { kind: CollabRecordKind; id: string; clientId: string },
  rows: NewLogEntry[],
): Promise<void> {
  if (rows.length === 0) return;
  const { table: a, recordKey } = logOf(record.kind);
  await db
    .insert(a)
    .values(
      rows.map(
        (row) => ({ ...row, clientId: record.clientId, [recordKey]: record.id }) as LogTable['$inferInsert'],
      ),
    );
}

/** Writes a comment on a record the actor may see; null when it may not (nothing written). */
export async function insertComment(
  db: DbOrTx,
  actor: Actor,
  kind: CollabRecordKind,
  recordId: string,
  row: Omit<NewLogEntry, 'type' | 'id'>,
): Promise<string | null> {
  const record = await findLogRecord(db, actor, kind, recordId);
  if (!record) return null;
  const id = randomUUID();
  await insertEntries(db, record, [{ ...row, id, type: 'COMMENT' }]);
  return id;
}

/** Pins or unpins an entry the actor may read; answers whether a row changed. */
export async function setPinned(
  db: DbOrTx,
  actor: Actor,
  kind: CollabRecordKind,
  recordId: string,
  entryId: string,
  pinnedBy: string | null,
): Promise<boolean> {
  if (!isUuid(entryId) || !(await findLogRecord(db, actor, kind, recordId))) return false;
  const { table: a, recordId: recordColumn } = logOf(kind);
  const rows = await db
    .update(a)
    .set(pinnedBy ? { pinnedAt: new Date(), pinnedById: pinnedBy } : { pinnedAt: null, pinnedById: null })
    .where(and(eq(a.id, entryId), eq(recordColumn, recordId), entryScope(kind, actor)))
    .returning({ id: a.id });
  return rows.length === 1;
}

/**
 * The record's documents named by ids, as the actor may see them (a customer: not internal ones). The mentions
 * and the reference of a comment name documents by these ids: a document of the record's checklist and documents
 * card (collab_documents), or for a request a file attached in the wizard (booking_request_files), which is a
 * document of the request as well. Both tables key by random uuids, so an id names a row of one of the two.
 */
export async function recordDocuments(
  db: DbOrTx,
  actor: Actor,
  kind: CollabRecordKind,
  recordId: string,
  ids: string[],
) {
  const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (valid.length === 0) return [];
  const staff = actorIsStaff(actor);
  const checklistDocuments = await db
    .select({ id: collabDocuments.id, name: collabDocuments.name, isInternal: collabDocuments.isInternal })
    .from(collabDocuments)
    .where(
      and(
        inArray(collabDocuments.id, valid),
        eq(collabDocuments.recordKind, kind),
        eq(collabDocuments.recordId, recordId),
        clientScope(actor, collabDocuments.clientId),
        staff ? undefined : eq(collabDocuments.isInternal, false),
      ),
    );
  const rest = valid.filter((id) => !checklistDocuments.some((d) => d.id === id));
  if (rest.length === 0 || kind !== 'booking-requests') return checklistDocuments;
  const wizardFiles = await db
    .select({
      id: bookingRequestFiles.id,
      name: bookingRequestFiles.name,
      isInternal: bookingRequestFiles.isInternal,
    })
    .from(bookingRequestFiles)
    .where(
      and(
        eq(bookingRequestFiles.requestId, recordId),
        inArray(bookingRequestFiles.id, rest),
        clientScope(actor, bookingRequestFiles.clientId),
        staff ? undefined : eq(bookingRequestFiles.isInternal, false),
      ),
    );
  return [...checklistDocuments, ...wizardFiles];
}

/**
 * An item of the record's stored checklist (checklists/repo.ts ensureChecklist copied it from the template), as
 * the actor may see it: a customer never gets an internal one.
 */
export async function recordChecklistItem(
  db: DbOrTx,
  actor: Actor,
  kind: CollabRecordKind,
  recordId: string,
  itemId: string,
) {
  const [row] = await db
    .select({ id: checklistItems.itemId, label: checklistItems.label, isInternal: checklistItems.isInternal })
    .from(checklistItems)
    .where(
      and(
        eq(checklistItems.recordKind, kind),
        eq(checklistItems.recordId, recordId),
        eq(checklistItems.itemId, itemId),
        clientScope(actor, checklistItems.clientId),
        actorIsStaff(actor) ? undefined : eq(checklistItems.isInternal, false),
      ),
    );
  return row ?? null;
}

/**
 * The people a comment may name: staff users that are not archived (among the given ids, or all of them), with
 * their names and what decides whether they may open the record (domain mayOpenRecord). Staff are no tenant's
 * data: the users policy shows them to customers too.
 */
export async function mentionableUsers(db: DbOrTx, _actor: Actor, ids: string[] | 'all') {
  const valid = ids === 'all' ? 'all' : ids.filter(isUuid);
  return valid.length === 0 ? [] : activeStaff(db, valid);
}

/** Every team, for the @-list staff are offered. */
export async function allTeams(db: DbOrTx) {
  return db.select({ id: teams.id, name: teams.name }).from(teams);
}

/** Teams by ids (staff only mention teams; a customer's lookup answers none). */
export async function mentionableTeams(db: DbOrTx, actor: Actor, ids: string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0 || !actorIsStaff(actor)) return [];
  return db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, valid));
}

/**
 * How many entries the actor may read name each checklist item or document of a record (a comment's reference):
 * the counts the checklist and documents show beside each.
 */
export async function referenceCounts(
  db: DbOrTx,
  actor: Actor,
  kind: CollabRecordKind,
  recordId: string,
  by: 'checklistItemId' | 'documentId',
): Promise<Map<string, number>> {
  const { table: a, recordId: recordColumn } = logOf(kind);
  const column = a[by];
  const rows = await db
    .select({ key: column, n: count() })
    .from(a)
    .where(and(eq(recordColumn, recordId), isNotNull(column), entryScope(kind, actor)))
    .groupBy(column);
  return new Map(rows.map((r) => [r.key!, r.n]));
}

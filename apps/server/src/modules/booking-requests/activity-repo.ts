import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { actorIsStaff, CUSTOMER_VISIBLE_ACTIVITY_TYPES, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookingRequestActivity,
  bookingRequestFiles,
  bookingRequests,
  checklistItems,
  collabDocuments,
  teams,
  users,
} from '../../platform/db/schema/index.ts';
import { carrierScope, clientScope } from '../../platform/db/tenant.ts';

/**
 * The activity log of a booking request (issue 10 part 1): its comments, pins and entries as the actor may see
 * them. Every function takes the actor and scopes by client and carrier itself; a customer also sees only public
 * comments and activity with a comment (domain isVisibleToCustomer), which row-level security repeats (0010).
 */

const a = bookingRequestActivity;

/** Our ids are uuids; any other text names nothing (and must not reach a uuid comparison). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

function requestScope(actor: Actor): SQL | undefined {
  return and(clientScope(actor, bookingRequests.clientId), carrierScope(actor, bookingRequests.carrierId));
}

/** The entries the actor may read: everything for staff; a customer's own public conversation. */
function entryScope(actor: Actor): SQL | undefined {
  if (actorIsStaff(actor)) return undefined;
  return and(
    clientScope(actor, a.clientId),
    inArray(a.type, [...CUSTOMER_VISIBLE_ACTIVITY_TYPES]),
    eq(a.isInternal, false),
    eq(a.isAccountingActivity, false),
  );
}

const requestColumns = {
  id: bookingRequests.id,
  clientId: bookingRequests.clientId,
  carrierId: bookingRequests.carrierId,
  agentId: bookingRequests.agentId,
};

/** The request when the actor may see it (lock: FOR UPDATE, so pins of one request run one after the other). */
export async function findLogRequest(db: DbOrTx, actor: Actor, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select(requestColumns)
    .from(bookingRequests)
    .where(and(eq(bookingRequests.id, id), requestScope(actor)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export type LogRequest = NonNullable<Awaited<ReturnType<typeof findLogRequest>>>;

/**
 * The ids of every pinned comment of a request the actor may see, internal ones included (the pin limit counts
 * them; a customer's transaction cannot read them, so the owner's function of 0010 answers the ids alone).
 */
export async function pinnedIdsOf(db: DbOrTx, actor: Actor, requestId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sql<string>`booking_request_pinned_ids(${bookingRequests.id})` })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.id, requestId), requestScope(actor)));
  return rows.map((r) => r.id);
}

const entryColumns = {
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
};

export type LogEntryRow = Awaited<ReturnType<typeof listEntries>>[number];

/**
 * The entry's document id as a uuid, or null when it is none: the column is text, and comparing it as uuid keeps
 * the joins on the documents' primary keys (a cast of the key column to text would not use the index).
 */
const entryDocumentUuid = sql`(case when ${a.documentId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${a.documentId}::uuid end)`;

/**
 * The log's rows with their author, the document a comment refers to and the checklist item an entry names:
 * each a left join by primary key (users.id; collab_documents.id or booking_request_files.id; checklist_items'
 * (record_kind, record_id, item_id)), so a page reads a few index lookups per row. A customer's joins leave
 * internal documents and items out (row-level security repeats it).
 */
function entriesQuery(db: DbOrTx, actor: Actor) {
  const staff = actorIsStaff(actor);
  return db
    .select(entryColumns)
    .from(a)
    .innerJoin(bookingRequests, eq(bookingRequests.id, a.requestId))
    .leftJoin(users, eq(users.id, a.byUserId))
    .leftJoin(
      collabDocuments,
      and(
        sql`${collabDocuments.id} = ${entryDocumentUuid}`,
        eq(collabDocuments.recordKind, 'booking-requests'),
        eq(collabDocuments.recordId, a.requestId),
        staff ? undefined : eq(collabDocuments.isInternal, false),
      ),
    )
    .leftJoin(
      bookingRequestFiles,
      and(
        sql`${bookingRequestFiles.id} = ${entryDocumentUuid}`,
        eq(bookingRequestFiles.requestId, a.requestId),
        staff ? undefined : eq(bookingRequestFiles.isInternal, false),
      ),
    )
    .leftJoin(
      checklistItems,
      and(
        eq(checklistItems.recordKind, 'booking-requests'),
        eq(checklistItems.recordId, a.requestId),
        eq(checklistItems.itemId, a.checklistItemId),
        staff ? undefined : eq(checklistItems.isInternal, false),
      ),
    );
}

/** One page of the log, newest first; `before` is the id of the last entry of the previous page. */
export async function listEntries(
  db: DbOrTx,
  actor: Actor,
  requestId: string,
  page: { showActivity: boolean; pinned?: boolean; before?: string; limit: number },
) {
  const cursor = page.before
    ? sql`(${a.at}, ${a.id}) < (select c.at, c.id from booking_request_activity c where c.id = ${page.before}::uuid and c.request_id = ${requestId})`
    : undefined;
  return entriesQuery(db, actor)
    .where(
      and(
        eq(a.requestId, requestId),
        requestScope(actor),
        entryScope(actor),
        page.showActivity ? undefined : ne(a.type, 'ACTIVITY'),
        page.pinned === undefined ? undefined : page.pinned ? isNotNull(a.pinnedAt) : isNull(a.pinnedAt),
        cursor,
      ),
    )
    .orderBy(desc(a.at), desc(a.id))
    .limit(page.limit);
}

/** One entry of the request when the actor may see it (an internal one is not there for a customer). */
export async function findEntry(db: DbOrTx, actor: Actor, requestId: string, entryId: string) {
  if (!isUuid(entryId)) return null;
  const [row] = await entriesQuery(db, actor).where(
    and(eq(a.id, entryId), eq(a.requestId, requestId), requestScope(actor), entryScope(actor)),
  );
  return row ?? null;
}

/** Writes a comment on a request the actor may see; null when it may not (nothing written). */
export async function insertComment(
  db: DbOrTx,
  actor: Actor,
  row: Omit<typeof a.$inferInsert, 'clientId' | 'type' | 'id'>,
): Promise<string | null> {
  const request = await findLogRequest(db, actor, row.requestId);
  if (!request) return null;
  const [written] = await db
    .insert(a)
    .values({ ...row, clientId: request.clientId, type: 'COMMENT' })
    .returning({ id: a.id });
  return written!.id;
}

/** Pins or unpins an entry the actor may read; answers whether a row changed. */
export async function setPinned(
  db: DbOrTx,
  actor: Actor,
  requestId: string,
  entryId: string,
  pinnedBy: string | null,
): Promise<boolean> {
  if (!isUuid(entryId) || !(await findLogRequest(db, actor, requestId))) return false;
  const rows = await db
    .update(a)
    .set(pinnedBy ? { pinnedAt: new Date(), pinnedById: pinnedBy } : { pinnedAt: null, pinnedById: null })
    .where(and(eq(a.id, entryId), eq(a.requestId, requestId), entryScope(actor)))
    .returning({ id: a.id });
  return rows.length === 1;
}

/**
 * The request's documents named by ids, as the actor may see them (a customer: not internal ones). The mentions
 * and the reference of a comment name documents by these ids: a document of the request's checklist and
 * documents card (collab_documents), or a file attached in the request wizard (booking_request_files), which is a
 * document of the request as well. Both tables key by random uuids, so an id names a row of one of the two.
 */
export async function requestDocuments(db: DbOrTx, actor: Actor, requestId: string, ids: string[]) {
  const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (valid.length === 0) return [];
  const staff = actorIsStaff(actor);
  const checklistDocuments = await db
    .select({ id: collabDocuments.id, name: collabDocuments.name, isInternal: collabDocuments.isInternal })
    .from(collabDocuments)
    .where(
      and(
        inArray(collabDocuments.id, valid),
        eq(collabDocuments.recordKind, 'booking-requests'),
        eq(collabDocuments.recordId, requestId),
        clientScope(actor, collabDocuments.clientId),
        staff ? undefined : eq(collabDocuments.isInternal, false),
      ),
    );
  const rest = valid.filter((id) => !checklistDocuments.some((d) => d.id === id));
  if (rest.length === 0) return checklistDocuments;
  const wizardFiles = await db
    .select({
      id: bookingRequestFiles.id,
      name: bookingRequestFiles.name,
      isInternal: bookingRequestFiles.isInternal,
    })
    .from(bookingRequestFiles)
    .where(
      and(
        eq(bookingRequestFiles.requestId, requestId),
        inArray(bookingRequestFiles.id, rest),
        clientScope(actor, bookingRequestFiles.clientId),
        staff ? undefined : eq(bookingRequestFiles.isInternal, false),
      ),
    );
  return [...checklistDocuments, ...wizardFiles];
}

/**
 * An item of the request's stored checklist (checklists/repo.ts ensureChecklist copied it from the template), as
 * the actor may see it: a customer never gets an internal one.
 */
export async function requestChecklistItem(db: DbOrTx, actor: Actor, requestId: string, itemId: string) {
  const [row] = await db
    .select({ id: checklistItems.itemId, label: checklistItems.label, isInternal: checklistItems.isInternal })
    .from(checklistItems)
    .where(
      and(
        eq(checklistItems.recordKind, 'booking-requests'),
        eq(checklistItems.recordId, requestId),
        eq(checklistItems.itemId, itemId),
        clientScope(actor, checklistItems.clientId),
        actorIsStaff(actor) ? undefined : eq(checklistItems.isInternal, false),
      ),
    );
  return row ?? null;
}

/**
 * The people a comment names: staff users that are not archived among the given ids, with their names, and the
 * agent (whom a customer may mention). Staff are no tenant's data: the users policy shows them to customers too.
 */
export async function mentionableUsers(db: DbOrTx, _actor: Actor, ids: string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        inArray(users.id, valid),
        eq(users.archived, false),
        or(eq(users.isAdmin, true), isNotNull(users.role)),
      ),
    );
}

/** Teams by ids (staff only mention teams; a customer's lookup answers none). */
export async function mentionableTeams(db: DbOrTx, actor: Actor, ids: string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0 || !actorIsStaff(actor)) return [];
  return db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, valid));
}

/**
 * How many entries the actor may read name each checklist item or document of a request (a comment's reference):
 * the counts the checklist and documents show beside each.
 */
export async function referenceCounts(
  db: DbOrTx,
  actor: Actor,
  requestId: string,
  by: 'checklistItemId' | 'documentId',
): Promise<Map<string, number>> {
  const column = a[by];
  const rows = await db
    .select({ key: column, n: count() })
    .from(a)
    .where(and(eq(a.requestId, requestId), isNotNull(column), entryScope(actor)))
    .groupBy(column);
  return new Map(rows.map((r) => [r.key!, r.n]));
}

import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { actorIsStaff, type Actor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { collabDocuments } from '../../platform/db/schema/index.ts';
import { referenceCounts } from '../activity/repo.ts';
import { clientScope } from '../../platform/db/tenant.ts';
import type { CollabRecord } from '../checklists/records-repo.ts';

/**
 * Documents of a record (issue 10 part 3): on checklist items and in the internal documents card. Every function
 * takes the actor and a record the actor may see (records-repo findRecord); a customer's queries are scoped to its
 * client and never return internal documents, which row-level security repeats (0012).
 */

const d = collabDocuments;

export type DocumentRow = typeof collabDocuments.$inferSelect;
export type NewDocument = typeof collabDocuments.$inferInsert;

/** Our ids are uuids; any other text names nothing (and must not reach a uuid comparison). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function documentScope(actor: Actor, record: CollabRecord) {
  return and(
    eq(d.recordKind, record.kind),
    eq(d.recordId, record.id),
    clientScope(actor, d.clientId),
    actorIsStaff(actor) ? undefined : eq(d.isInternal, false),
  );
}

/** Every document of the record the actor may see, newest first (one item's, or the internal card's with null). */
export async function listDocuments(
  db: DbOrTx,
  actor: Actor,
  record: CollabRecord,
  options: { checklistItemId?: string | null } = {},
): Promise<DocumentRow[]> {
  const item =
    options.checklistItemId === undefined
      ? undefined
      : options.checklistItemId === null
        ? isNull(d.checklistItemId)
        : eq(d.checklistItemId, options.checklistItemId);
  return db
    .select()
    .from(d)
    .where(and(documentScope(actor, record), item))
    .orderBy(desc(d.uploadedAt), desc(d.id));
}

/** One document the actor may see; lock: FOR UPDATE (review, flags and removal of one document in turn). */
export async function findDocument(
  db: DbOrTx,
  actor: Actor,
  record: CollabRecord,
  id: string,
  options: { lock?: boolean } = {},
): Promise<DocumentRow | null> {
  if (!UUID.test(id)) return null;
  const query = db
    .select()
    .from(d)
    .where(and(documentScope(actor, record), eq(d.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Writes a document row on the actor's record (the file is already in the store). */
export async function insertDocument(
  db: DbOrTx,
  actor: Actor,
  record: CollabRecord,
  row: Omit<NewDocument, 'recordKind' | 'recordId' | 'clientId'>,
): Promise<DocumentRow> {
  if (!actorIsStaff(actor) && row.isInternal) throw new Error('a customer cannot write an internal document');
  const [written] = await db
    .insert(d)
    .values({ ...row, recordKind: record.kind, recordId: record.id, clientId: record.clientId })
    .returning();
  return written!;
}

export async function updateDocument(
  db: DbOrTx,
  actor: Actor,
  record: CollabRecord,
  id: string,
  set: Partial<
    Pick<
      DocumentRow,
      | 'status'
      | 'statusAt'
      | 'statusById'
      | 'statusByName'
      | 'statusComment'
      | 'final'
      | 'selectedForComparison'
    >
  >,
): Promise<DocumentRow | null> {
  const [row] = await db
    .update(d)
    .set(set)
    .where(and(documentScope(actor, record), eq(d.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes documents of the record by id (a document and its customer copy); answers their storage keys. */
export async function deleteDocuments(
  db: DbOrTx,
  actor: Actor,
  record: CollabRecord,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(d)
    .where(and(documentScope(actor, record), inArray(d.id, ids)))
    .returning({ key: d.storageKey });
  return rows.map((r) => r.key);
}

/** The customer's copy of an internal document, when staff approved it. Staff only read it. */
export async function findCopyOf(db: DbOrTx, actor: Actor, record: CollabRecord, originalId: string) {
  const [row] = await db
    .select()
    .from(d)
    .where(and(documentScope(actor, record), eq(d.copyOfId, originalId)));
  return row ?? null;
}

/**
 * Whether other rows of the record still use a storage key (a customer copy shares its original's file). Asked
 * without a customer's scope, which would hide the internal original.
 */
export async function keyInUse(db: DbOrTx, record: CollabRecord, key: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(d)
    .where(and(eq(d.recordKind, record.kind), eq(d.recordId, record.id), eq(d.storageKey, key)));
  return (row?.n ?? 0) > 0;
}

/** How many comments the actor may read reference each document of the record. Requests only. */
export async function documentMentionCounts(
  db: DbOrTx,
  actor: Actor,
  record: CollabRecord,
): Promise<Map<string, number>> {
  return record.kind === 'booking-requests'
    ? referenceCounts(db, actor, record.kind, record.id, 'documentId')
    : new Map<string, number>();
}

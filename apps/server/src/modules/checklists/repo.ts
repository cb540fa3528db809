import { and, asc, count, eq, sql } from 'drizzle-orm';
import { actorIsStaff, checklistProgress, checklistTemplateFor, type Actor } from '@portal/domain';
import { referenceCounts } from '../activity/repo.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { checklistItems, checklists, collabDocuments } from '../../platform/db/schema/index.ts';
import { clientScope } from '../../platform/db/tenant.ts';
import type { CollabRecord } from './records-repo.ts';

/**
 * The stored checklist of a record (issue 10 part 2). Every function takes the actor and a record the actor was
 * allowed to see (records-repo findRecord applied the client and carrier scope); a customer's queries are scoped
 * to its client again and never return internal items.
 */

const i = checklistItems;

function itemScope(actor: Actor, record: CollabRecord) {
  return and(
    eq(i.recordKind, record.kind),
    eq(i.recordId, record.id),
    clientScope(actor, i.clientId),
    actorIsStaff(actor) ? undefined : eq(i.isInternal, false),
  );
}

/**
 * Creates the record's checklist from its category's template when it has none (new records, and old ones on
 * first read): idempotent, a second call (or a concurrent one) writes nothing. IMO, OOG, SOC ... items only where
 * the cargo has them. Staff's write: a customer's first read of an old record creates it under their own client.
 */
export async function ensureChecklist(db: DbOrTx, record: CollabRecord): Promise<void> {
  const templates = checklistTemplateFor(record.category, record.facts);
  const progress = checklistProgress(templates.map((t) => ({ checked: false, isInternal: t.isInternal })));
  const created = await db
    .insert(checklists)
    .values({
      recordKind: record.kind,
      recordId: record.id,
      clientId: record.clientId,
      category: record.category,
      staffChecked: 0,
      staffTotal: progress.staff.total,
      customerChecked: 0,
      customerTotal: progress.customer.total,
    })
    .onConflictDoNothing()
    .returning({ recordId: checklists.recordId });
  if (created.length === 0) return;
  await db
    .insert(checklistItems)
    .values(
      templates.map((t) => ({
        recordKind: record.kind,
        recordId: record.id,
        itemId: t.id,
        clientId: record.clientId,
        label: t.label,
        order: t.order,
        isInternal: t.isInternal,
        taskCategory: t.taskCategory,
        stages: t.stages.map((s) => ({ id: s.id, label: s.label, checked: false, by: null, at: null })),
        customerAction: t.customerAction
          ? { action: t.customerAction.action, stageId: t.customerAction.stageId, by: null, at: null }
          : null,
      })),
    )
    .onConflictDoNothing();
}

/** Whether the record has a checklist yet (a customer's transaction sees its own company's only). */
export async function hasChecklist(db: DbOrTx, actor: Actor, record: CollabRecord): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(checklists)
    .where(
      and(
        eq(checklists.recordKind, record.kind),
        eq(checklists.recordId, record.id),
        clientScope(actor, checklists.clientId),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function findChecklist(db: DbOrTx, actor: Actor, record: CollabRecord) {
  const [row] = await db
    .select()
    .from(checklists)
    .where(
      and(
        eq(checklists.recordKind, record.kind),
        eq(checklists.recordId, record.id),
        clientScope(actor, checklists.clientId),
      ),
    );
  return row ?? null;
}

export type ItemRow = typeof checklistItems.$inferSelect;

/** The items the actor may see, in template order. */
export async function listItems(db: DbOrTx, actor: Actor, record: CollabRecord): Promise<ItemRow[]> {
  return db.select().from(i).where(itemScope(actor, record)).orderBy(asc(i.order));
}

/** One item the actor may see (an internal one is not there for a customer); lock: FOR UPDATE. */
export async function findItem(
  db: DbOrTx,
  actor: Actor,
  record: CollabRecord,
  itemId: string,
  options: { lock?: boolean } = {},
): Promise<ItemRow | null> {
  const query = db
    .select()
    .from(i)
    .where(and(itemScope(actor, record), eq(i.itemId, itemId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateItem(
  db: DbOrTx,
  actor: Actor,
  record: CollabRecord,
  itemId: string,
  set: Partial<
    Pick<ItemRow, 'checked' | 'checkedById' | 'checkedByName' | 'checkedAt' | 'stages' | 'customerAction'>
  >,
): Promise<boolean> {
  const rows = await db
    .update(i)
    .set(set)
    .where(and(itemScope(actor, record), eq(i.itemId, itemId)))
    .returning({ itemId: i.itemId });
  return rows.length === 1;
}

/**
 * Recounts the record's stored progress from its items, in the writing transaction (staff and customer counts
 * kept in step). Runs as the writer: a customer never checks items, so only staff transactions call it.
 */
export async function refreshCounts(db: DbOrTx, record: Pick<CollabRecord, 'kind' | 'id'>): Promise<void> {
  await db.execute(sql`
    update checklists c set
      staff_checked = s.staff_checked, staff_total = s.staff_total,
      customer_checked = s.customer_checked, customer_total = s.customer_total
    from (
      select count(*) filter (where checked) as staff_checked,
             count(*) as staff_total,
             count(*) filter (where checked and not is_internal) as customer_checked,
             count(*) filter (where not is_internal) as customer_total
      from checklist_items where record_kind = ${record.kind} and record_id = ${record.id}
    ) s
    where c.record_kind = ${record.kind} and c.record_id = ${record.id}`);
}

/** How many comments the actor may read name each item (a comment's checklist reference). Requests only. */
export async function itemMentionCounts(
  db: DbOrTx,
  actor: Actor,
  record: CollabRecord,
): Promise<Map<string, number>> {
  return record.kind === 'booking-requests'
    ? referenceCounts(db, actor, record.kind, record.id, 'checklistItemId')
    : new Map<string, number>();
}

/**
 * A record that changes client takes its checklist and documents along (their client column is what row-level
 * security shows customers).
 */
export async function moveRecordToClient(
  db: DbOrTx,
  kind: CollabRecord['kind'],
  recordId: string,
  clientId: string,
) {
  await db
    .update(checklists)
    .set({ clientId })
    .where(and(eq(checklists.recordKind, kind), eq(checklists.recordId, recordId)));
  await db
    .update(checklistItems)
    .set({ clientId })
    .where(and(eq(checklistItems.recordKind, kind), eq(checklistItems.recordId, recordId)));
  await db
    .update(collabDocuments)
    .set({ clientId })
    .where(and(eq(collabDocuments.recordKind, kind), eq(collabDocuments.recordId, recordId)));
}

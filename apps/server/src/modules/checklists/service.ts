import {
  actorIsStaff,
  CHECKLIST_MESSAGES,
  customerActionRefusal,
  itemToggleRefusal,
  stageToggleRefusal,
  toggledStage,
  type CollabRecordKind,
  type TChecklist,
  type TChecklistItem,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { userDisplayName } from '../users/repo.ts';
import * as docs from '../documents/repo.ts';
import { toDocument } from '../documents/view.ts';
import * as repo from './repo.ts';
import { publishNotifications, type PendingNotification } from '../notifications/notify.ts';
import { notifyCollabChange } from '../notifications/request-causes.ts';
import type { CollabRecord } from './records-repo.ts';
import { lockRecord, openRecord, publishAfterCommit, refusal, writeEntry } from './shared.ts';
import { itemState, toChecklist, toChecklistItem } from './view.ts';
import { tasksEvent } from '../tasks/events.ts';
import { syncBookingTasks } from '../tasks/sync.ts';

/**
 * The checklist of a booking request or booking (issue 10 part 2, spec 000 §4 "Checklist", §6): read it, check and
 * uncheck items (staff), check stages in order (staff), mark a customer action Completed or undo it (customer).
 * Each change runs in one transaction with its activity entry and the stored counts, and is published after
 * commit by `published` below.
 */

const ITEM_NOT_FOUND = 'The checklist item';
const STAFF_ONLY = [CHECKLIST_MESSAGES.staffOnly];

/** What changed, for the live event and (issue 10 part 5) the notifications of a checked item. */
interface ChecklistChange {
  record: CollabRecord;
  item: { id: string; label: string; isInternal: boolean };
  change:
    | 'CHECKED'
    | 'UNCHECKED'
    | 'STAGE_CHECKED'
    | 'STAGE_UNCHECKED'
    | 'DONE_BY_CUSTOMER'
    | 'UNDO_COMPLETED_CUSTOMER';
  actorId: string;
  /** Written with the change: checking an item or stage, or a customer's completed step, tells who it concerns. */
  notified?: PendingNotification[];
  /** A booking's tasks the change resolved or reopened (issue 12). */
  tasksChanged?: boolean;
}

/**
 * In the change's transaction: a booking's tasks follow its checklist (a checked item or stage resolves its task).
 * Items and stages are staff's to check; a customer's Completed resolves nothing (the domain's
 * resolvedByChecklist reads only checks), and its own row-level security may not read staff's tasks.
 */
async function syncTasksOf(tx: Tx, change: ChecklistChange): Promise<void> {
  if (change.record.kind !== 'bookings') return;
  change.tasksChanged = (await syncBookingTasks(tx, change.record.id)) > 0;
}

/** In the change's transaction: a checked item or stage and a customer's 'Completed' notify (unchecks do not). */
async function notifyOf(ctx: AppContext, tx: Tx, actor: UserActor, change: ChecklistChange, detail: string) {
  const cause =
    change.change === 'CHECKED' || change.change === 'STAGE_CHECKED'
      ? ('CHECKLIST_CHECKED' as const)
      : change.change === 'DONE_BY_CUSTOMER'
        ? ('RECORD_CHANGED' as const)
        : null;
  if (!cause) return;
  change.notified = await notifyCollabChange(ctx, tx, actor, change.record, {
    cause,
    activityId: null,
    isInternal: change.item.isInternal,
    detail,
  });
}

/**
 * The one place a checklist change leaves the service, after commit. Notifications of checked items (issue 10
 * part 5) are created from here.
 */
async function published(ctx: AppContext, change: ChecklistChange | null): Promise<void> {
  if (!change) return;
  await publishAfterCommit(ctx, change.record, change.item.isInternal);
  if (change.tasksChanged) await ctx.events.publish(tasksEvent(change.record));
  await publishNotifications(ctx, change.notified ?? []);
}

/** The item as the viewer sees it after a change, with its documents. */
async function itemView(
  tx: Tx,
  actor: UserActor,
  record: CollabRecord,
  itemId: string,
): Promise<TChecklistItem> {
  const row = (await repo.findItem(tx, actor, record, itemId))!;
  const staff = actorIsStaff(actor);
  const rows = await docs.listDocuments(tx, actor, record, { checklistItemId: itemId });
  return toChecklistItem(
    row,
    rows,
    { isStaff: staff, showAll: staff },
    {
      itemMentions: await repo.itemMentionCounts(tx, actor, record),
      documentMentions: await docs.documentMentionCounts(tx, actor, record),
    },
  );
}

/** GET .../checklist: customers get the public items and the latest document per item unless showAll. */
export async function getChecklist(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  query: { showAll: boolean },
): Promise<TChecklist> {
  const opened = await openRecord(ctx, actor, kind, id);
  const staff = actorIsStaff(actor);
  return withTenant(ctx.db, actor, async (tx) => {
    const checklist = await repo.findChecklist(tx, actor, opened);
    if (!checklist) throw notFound(ITEM_NOT_FOUND);
    const items = await repo.listItems(tx, actor, opened);
    const rows = await docs.listDocuments(tx, actor, opened);
    const counts = {
      itemMentions: await repo.itemMentionCounts(tx, actor, opened),
      documentMentions: await docs.documentMentionCounts(tx, actor, opened),
    };
    const viewer = { isStaff: staff, showAll: staff || query.showAll };
    const loose = rows
      .filter((d) => d.checklistItemId === null)
      .map((d) => toDocument(d, staff, counts.documentMentions.get(d.id) ?? 0));
    return toChecklist(
      checklist.category,
      items.map((row) => toChecklistItem(row, rows, viewer, counts)),
      loose,
      checklist,
      staff,
    );
  });
}

/** PUT .../checklist/{itemId}: staff check or uncheck an item (the web asks the uncheck question first). */
export async function setItemChecked(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  itemId: string,
  checked: boolean,
): Promise<TChecklistItem> {
  await openRecord(ctx, actor, kind, id);
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const record = await lockRecord(tx, actor, kind, id);
    const item = await repo.findItem(tx, actor, record, itemId, { lock: true });
    if (!item) throw notFound(ITEM_NOT_FOUND);
    const refused = itemToggleRefusal(actorIsStaff(actor));
    if (refused) throw refusal(refused, STAFF_ONLY);
    let change: ChecklistChange | null = null;
    if (item.checked !== checked) {
      const byName = await userDisplayName(tx, actor.userId);
      await repo.updateItem(
        tx,
        actor,
        record,
        itemId,
        checked
          ? { checked, checkedById: actor.userId, checkedByName: byName, checkedAt: new Date() }
          : { checked, checkedById: null, checkedByName: null, checkedAt: null },
      );
      await repo.refreshCounts(tx, record);
      change = {
        record,
        item: { id: item.itemId, label: item.label, isInternal: item.isInternal },
        change: checked ? 'CHECKED' : 'UNCHECKED',
        actorId: actor.userId,
      };
      await writeEntry(tx, actor, record, {
        changeType: change.change,
        byName,
        isInternal: item.isInternal,
        isAccountingActivity: item.taskCategory === 'accounting',
        checklistItemId: item.itemId,
        data: { checklistItem: { id: item.itemId, label: item.label, checked } },
      });
      await notifyOf(ctx, tx, actor, change, item.label);
      await syncTasksOf(tx, change);
    }
    return { change, view: await itemView(tx, actor, record, itemId) };
  });
  await published(ctx, result.change);
  return result.view;
}

/** PUT .../checklist/{itemId}/stages/{stageId}: stages in order; checking records who and when (staff). */
export async function setStageChecked(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  itemId: string,
  stageId: string,
  checked: boolean,
): Promise<TChecklistItem> {
  await openRecord(ctx, actor, kind, id);
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const record = await lockRecord(tx, actor, kind, id);
    const item = await repo.findItem(tx, actor, record, itemId, { lock: true });
    if (!item) throw notFound(ITEM_NOT_FOUND);
    const stage = item.stages.find((s) => s.id === stageId);
    if (!stage) throw new AppError('NOT_FOUND', CHECKLIST_MESSAGES.unknownStage);
    const refused = stageToggleRefusal(item.stages, stageId, checked, actorIsStaff(actor));
    if (refused) throw refusal(refused, STAFF_ONLY);
    let change: ChecklistChange | null = null;
    if (stage.checked !== checked) {
      const byName = await userDisplayName(tx, actor.userId);
      const stages = item.stages.map((s) => {
        if (s.id !== stageId) return s;
        const next = toggledStage({ ...s, by: s.by?.id ?? null }, checked, actor.userId, new Date());
        return {
          ...s,
          checked: next.checked,
          at: next.at,
          by: next.by ? { id: next.by, name: byName } : null,
        };
      });
      await repo.updateItem(tx, actor, record, itemId, { stages });
      change = {
        record,
        item: { id: item.itemId, label: item.label, isInternal: item.isInternal },
        change: checked ? 'STAGE_CHECKED' : 'STAGE_UNCHECKED',
        actorId: actor.userId,
      };
      await writeEntry(tx, actor, record, {
        changeType: change.change,
        byName,
        isInternal: item.isInternal,
        isAccountingActivity: item.taskCategory === 'accounting',
        checklistItemId: item.itemId,
        data: { stage: { id: stage.id, label: stage.label, checked } },
      });
      await notifyOf(ctx, tx, actor, change, `${stage.label} (${item.label})`);
      await syncTasksOf(tx, change);
    }
    return { change, view: await itemView(tx, actor, record, itemId) };
  });
  await published(ctx, result.change);
  return result.view;
}

/** PUT .../checklist/{itemId}/customer-action: 'Completed' or 'Undo Mark Completed' (the customer's step). */
export async function setCustomerAction(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  itemId: string,
  completed: boolean,
): Promise<TChecklistItem> {
  await openRecord(ctx, actor, kind, id);
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const record = await lockRecord(tx, actor, kind, id);
    const item = await repo.findItem(tx, actor, record, itemId, { lock: true });
    if (!item) throw notFound(ITEM_NOT_FOUND);
    const itemDocs = await docs.listDocuments(tx, actor, record, { checklistItemId: itemId });
    const refused = customerActionRefusal(itemState(item), completed, {
      actorIsStaff: actorIsStaff(actor),
      customerDocumentCount: itemDocs.filter((d) => d.uploadedBySide === 'customer' && !d.isInternal).length,
    });
    if (refused) {
      // Staff see the action but it is the customer's to do: 403 for them, a state refusal (409) for customers.
      throw new AppError(actorIsStaff(actor) ? 'FORBIDDEN' : 'CONFLICT', refused);
    }
    const byName = await userDisplayName(tx, actor.userId);
    const action = item.customerAction!;
    await repo.updateItem(tx, actor, record, itemId, {
      customerAction: completed
        ? { ...action, by: { id: actor.userId, name: byName }, at: new Date().toISOString() }
        : { ...action, by: null, at: null },
    });
    const change: ChecklistChange = {
      record,
      item: { id: item.itemId, label: item.label, isInternal: item.isInternal },
      change: completed ? 'DONE_BY_CUSTOMER' : 'UNDO_COMPLETED_CUSTOMER',
      actorId: actor.userId,
    };
    await writeEntry(tx, actor, record, {
      changeType: change.change,
      byName,
      isInternal: false,
      checklistItemId: item.itemId,
      data: { checklistItem: { id: item.itemId, label: item.label, checked: item.checked } },
    });
    await notifyOf(ctx, tx, actor, change, `completed ${item.label}`);
    return { change, view: await itemView(tx, actor, record, itemId) };
  });
  await published(ctx, result.change);
  return result.view;
}

import { documentsForViewer, progressFor, type TChecklist, type TChecklistItem } from '@portal/domain';
import type { DocumentRow } from '../documents/repo.ts';
import { toDocument } from '../documents/view.ts';
import type { ItemRow } from './repo.ts';

const person = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** The domain's view of an item for its rules (checklist-rules.ts ItemState). */
export function itemState(row: ItemRow) {
  return {
    id: row.itemId,
    checked: row.checked,
    isInternal: row.isInternal,
    stages: row.stages,
    customerAction: row.customerAction
      ? {
          action: row.customerAction.action,
          stageId: row.customerAction.stageId,
          by: row.customerAction.by?.id ?? null,
          at: row.customerAction.at,
        }
      : null,
  };
}

/**
 * An item as the viewer may see it: its shared documents (a customer the latest only unless showAll) and staff's
 * internal ones on the item (staff only).
 */
export function toChecklistItem(
  row: ItemRow,
  docs: readonly DocumentRow[],
  viewer: { isStaff: boolean; showAll: boolean },
  counts: { itemMentions: Map<string, number>; documentMentions: Map<string, number> },
): TChecklistItem {
  const mine = docs.filter((d) => d.checklistItemId === row.itemId);
  const view = (d: DocumentRow) => toDocument(d, viewer.isStaff, counts.documentMentions.get(d.id) ?? 0);
  const withDates = mine.map((d) => ({
    row: d,
    uploadedAt: d.uploadedAt.toISOString(),
    isInternal: d.isInternal,
  }));
  const shared = documentsForViewer(
    withDates.filter((d) => !d.isInternal),
    viewer,
  ).map((d) => view(d.row));
  const internal = viewer.isStaff
    ? documentsForViewer(
        withDates.filter((d) => d.isInternal),
        viewer,
      ).map((d) => view(d.row))
    : [];
  return {
    id: row.itemId,
    label: row.label,
    checked: row.checked,
    checkedBy: person(row.checkedById, row.checkedByName),
    checkedAt: row.checkedAt?.toISOString() ?? null,
    order: row.order,
    isInternal: row.isInternal,
    mentionCount: counts.itemMentions.get(row.itemId) ?? 0,
    documentsCount: mine.filter((d) => viewer.isStaff || !d.isInternal).length,
    customerAction: row.customerAction
      ? {
          action: row.customerAction.action,
          stageId: row.customerAction.stageId,
          by: row.customerAction.by,
          at: row.customerAction.at,
        }
      : null,
    stages: row.stages.map((s) => ({ id: s.id, label: s.label, checked: s.checked, by: s.by, at: s.at })),
    documents: shared,
    adminDocuments: internal,
    taskCategory: row.taskCategory,
  };
}

export function toChecklist(
  category: TChecklist['category'],
  items: TChecklistItem[],
  looseDocuments: TChecklist['looseDocuments'],
  stored: { staffChecked: number; staffTotal: number; customerChecked: number; customerTotal: number },
  viewerIsStaff: boolean,
): TChecklist {
  const progress = progressFor(
    {
      staff: { checked: stored.staffChecked, total: stored.staffTotal },
      customer: { checked: stored.customerChecked, total: stored.customerTotal },
    },
    viewerIsStaff,
  );
  return { category, items, progress, looseDocuments };
}

import { z } from 'zod';
import {
  ACTIVITY_CHANGE_TYPES,
  CHECKLIST_TEMPLATES,
  customerActivityView,
  ZActivityDocumentRef,
  ZActivityItem,
  type ActivityChangeType,
  type TActivityItem,
} from '@portal/domain';
import type { LogEntryRow } from './repo.ts';

/**
 * The template's item by id: the label of an entry whose item the request's stored checklist does not hold (a
 * comment written before checklists were stored). References are checked against the stored items.
 */
function templateItem(id: string) {
  return (
    Object.values(CHECKLIST_TEMPLATES)
      .flat()
      .find((t) => t.id === id) ?? null
  );
}

const shown = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const isChangeType = (value: string | null): value is ActivityChangeType =>
  value !== null && (ACTIVITY_CHANGE_TYPES as readonly string[]).includes(value);

/**
 * What the collaboration entries carry in `data` (checklists/shared.ts writeEntry: the checklist and documents
 * services): { checklistItem }, { stage }, { documents: [{ id, name, isInternal }] }, { documentStatus }. Each
 * field is read on its own, so one malformed value (or another writer's data, such as Book Now's) drops only
 * itself.
 */
const entryData = {
  documents: z.array(ZActivityDocumentRef),
  stage: ZActivityItem.shape.stage.unwrap(),
  documentStatus: ZActivityItem.shape.documentStatus.unwrap(),
  checklistItem: ZActivityItem.shape.checklistItem.unwrap(),
};

function dataField<K extends keyof typeof entryData>(
  data: Record<string, unknown> | null,
  key: K,
): z.infer<(typeof entryData)[K]> | null {
  if (!data || !(key in data)) return null;
  const parsed = entryData[key].safeParse(data[key]);
  return parsed.success ? (parsed.data as z.infer<(typeof entryData)[K]>) : null;
}

/**
 * The entry's checklist item: what the entry wrote (CHECKED, DONE_BY_CUSTOMER ... record the item as it was),
 * else the request's stored item (stage and document entries, a comment's reference; the repo's join leaves
 * internal items out for a customer), else the template's label.
 */
function checklistItemOf(row: LogEntryRow, viewerIsStaff: boolean): TActivityItem['checklistItem'] {
  if (!row.checklistItemId) return null;
  const written = dataField(row.data, 'checklistItem');
  if (written && written.id === row.checklistItemId) return written;
  if (row.itemLabel !== null)
    return { id: row.checklistItemId, label: row.itemLabel, checked: row.itemChecked ?? false };
  const template = templateItem(row.checklistItemId);
  if (!template || (template.isInternal && !viewerIsStaff)) return null;
  return { id: template.id, label: template.label, checked: false };
}

/**
 * The entry's documents: the names an entry wrote (they stay after the document is removed), else the document a
 * comment refers to (collab_documents or the wizard's booking_request_files, joined by the repo).
 */
function documentsOf(row: LogEntryRow): TActivityItem['documents'] {
  const written = dataField(row.data, 'documents');
  if (written && written.length > 0) return written;
  if (row.documentId && row.documentName !== null)
    return [{ id: row.documentId, name: row.documentName, isInternal: row.documentIsInternal ?? false }];
  return [];
}

/**
 * A stored entry as the log shows it (ZActivityItem). Entries about internal documents or items are internal and
 * never reach a customer; a customer's copy still leaves every internal document out (customerActivityView).
 */
export function toActivityItem(row: LogEntryRow, viewerIsStaff: boolean): TActivityItem {
  const view: TActivityItem = {
    id: row.id,
    type: row.type,
    changeType: isChangeType(row.changeType) ? row.changeType : null,
    by: row.byUserId
      ? {
          id: row.byUserId,
          // A customer's transaction may not read every staff member's row: the name written with the entry.
          firstName: row.authorFirstName ?? row.byName,
          lastName: row.authorLastName ?? '',
          isStaff: row.authorIsStaff ?? true,
        }
      : 'PLATFORM',
    at: row.at.toISOString(),
    comment: row.comment,
    isInternal: row.isInternal,
    isAccountingActivity: row.isAccountingActivity,
    isPinned: row.pinnedAt !== null,
    mentions: row.mentions,
    checklistItem: checklistItemOf(row, viewerIsStaff),
    documents: documentsOf(row),
    stage: dataField(row.data, 'stage'),
    documentStatus: dataField(row.data, 'documentStatus'),
    addedUsers: [],
    removedUsers: [],
    changedFields: (row.changedFields ?? []).map((c) => ({
      fieldName: c.fieldName,
      oldVal: shown(c.oldVal),
      newVal: shown(c.newVal),
    })),
  };
  return viewerIsStaff ? view : customerActivityView(view);
}

import {
  ACTIVITY_CHANGE_TYPES,
  CHECKLIST_TEMPLATES,
  customerActivityView,
  REQUEST_CHECKLIST_CATEGORY,
  type ActivityChangeType,
  type TActivityItem,
} from '@portal/domain';
import type { LogEntryRow } from './activity-repo.ts';

/** The request's checklist items by id (the template until checklists are stored, issue 10 part 2). */
export function requestChecklistItem(id: string) {
  return CHECKLIST_TEMPLATES[REQUEST_CHECKLIST_CATEGORY].find((t) => t.id === id) ?? null;
}

const shown = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const isChangeType = (value: string | null): value is ActivityChangeType =>
  value !== null && (ACTIVITY_CHANGE_TYPES as readonly string[]).includes(value);

/** A stored entry as the log shows it (ZActivityItem); a customer's copy leaves internal documents out. */
export function toActivityItem(row: LogEntryRow, viewerIsStaff: boolean): TActivityItem {
  const item = row.checklistItemId ? requestChecklistItem(row.checklistItemId) : null;
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
    checklistItem: item ? { id: item.id, label: item.label, checked: false } : null,
    documents:
      row.documentId && row.documentName !== null
        ? [{ id: row.documentId, name: row.documentName, isInternal: row.documentIsInternal ?? false }]
        : [],
    stage: null,
    documentStatus: null,
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

import { DOCUMENT_STATUS_LOG_WORDS, type TActivityItem } from './activity.ts';

/**
 * What the log says for an entry of the collaboration area, beside the author and the time. Ours: spec 000 names
 * the change types and the review words ("undo changes, approved, or sent on revision", §4) but not the other
 * sentences; each says what happened to what, the way a forwarder's desk would write it.
 */
export function activityDescription(
  item: Pick<TActivityItem, 'changeType' | 'checklistItem' | 'stage' | 'documents' | 'documentStatus'>,
): string | null {
  const itemLabel = item.checklistItem?.label ?? 'the checklist';
  const files = item.documents.map((d) => d.name).join(', ') || 'a file';
  switch (item.changeType) {
    case 'CHECKED':
      return `checked ${itemLabel}`;
    case 'UNCHECKED':
      return `unchecked ${itemLabel}`;
    case 'STAGE_CHECKED':
      return `checked ${item.stage?.label ?? 'a stage'} of ${itemLabel}`;
    case 'STAGE_UNCHECKED':
      return `unchecked ${item.stage?.label ?? 'a stage'} of ${itemLabel}`;
    case 'ADD_FILE':
      return `uploaded ${files}${item.checklistItem ? ` to ${itemLabel}` : ''}`;
    case 'DELETE_FILE':
      return `removed ${files}${item.checklistItem ? ` from ${itemLabel}` : ''}`;
    case 'DOCUMENT_STATUS_CHANGED':
      return `${DOCUMENT_STATUS_LOG_WORDS[item.documentStatus ?? 'DEFAULT']}: ${files}`;
    case 'DONE_BY_CUSTOMER':
      return `marked ${itemLabel} completed`;
    case 'UNDO_COMPLETED_CUSTOMER':
      return `undid completed on ${itemLabel}`;
    case 'MARK_AS_FINAL':
      return `marked ${files} as final`;
    case 'UNMARK_AS_FINAL':
      return `unmarked ${files} as final`;
    case 'SELECT_FOR_COMPARISON':
      return `added ${files} to comparison`;
    case 'UNSELECT_FOR_COMPARISON':
      return `removed ${files} from comparison`;
    case 'SET_WATCHING':
      return 'started watching';
    case 'UNSET_WATCHING':
      return 'stopped watching';
    case 'IN_DISPUTE':
      return 'put it in dispute';
    default:
      return null;
  }
}

/**
 * A customer's copy of an entry it may see (activity.ts isVisibleToCustomer): internal documents named in it are
 * left out (a public comment cannot mention one, but a document can have turned internal since).
 */
export function customerActivityView<T extends Pick<TActivityItem, 'documents' | 'mentions'>>(item: T): T {
  return {
    ...item,
    documents: item.documents.filter((d) => !d.isInternal),
    mentions: item.mentions.filter((m) => !(m.kind === 'document' && m.isInternal)),
  };
}

/**
 * The stored form of an entry (spec 000 §3 "Empty values are dropped on write"): nulls, empty strings and empty
 * lists are left out so an entry holds only what it records.
 */
export function compactActivity<T extends Record<string, unknown>>(entry: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(entry) as [keyof T, unknown][]) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value as T[keyof T];
  }
  return out;
}

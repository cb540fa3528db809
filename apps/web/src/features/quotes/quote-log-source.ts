import {
  activityTypeOfQuoteEntry,
  commentIsInternal,
  type TActivityItem,
  type TQuoteActivity,
} from '@portal/domain';
import type { LogSource } from '../../components/activity-log/index.ts';
import { api } from '../../lib/api.ts';
import { activityKey, activityPath, type ActivityTarget } from './api.ts';

/** A quote log's entry as the shared log reads it (spec 001 §3 type numbers become the log's kinds). */
export function quoteEntryAsItem(entry: TQuoteActivity): TActivityItem {
  const [firstName = '', ...rest] = entry.by.name.split(' ');
  return {
    id: entry.id,
    type: activityTypeOfQuoteEntry(entry.type),
    changeType: null,
    by: { id: entry.by.id ?? '', firstName, lastName: rest.join(' '), isStaff: false },
    at: entry.at,
    comment: entry.comment,
    isInternal: entry.isInternal,
    isAccountingActivity: false,
    isPinned: false,
    mentions: [],
    checklistItem: null,
    documents: [],
    stage: null,
    documentStatus: null,
    addedUsers: [],
    removedUsers: [],
    changedFields: [],
  };
}

/**
 * The quote and quote-group logs on the shared ActivityLog: one page (the server answers the whole log), no pins,
 * mentions or references; 'Share publicly' decides internal by the domain's rule, as on requests.
 */
export function quoteLogSource(target: ActivityTarget, authorIsStaff: boolean): LogSource {
  return {
    key: activityKey(target),
    load: async (_query, signal) => {
      const entries = await api.get<TQuoteActivity[]>(activityPath(target), signal);
      return { items: entries.map(quoteEntryAsItem), nextBefore: null, pinnedCount: 0 };
    },
    send: async ({ comment, sharePublicly }) =>
      quoteEntryAsItem(
        await api.post<TQuoteActivity>(activityPath(target), {
          comment,
          isInternal: commentIsInternal({ authorIsStaff, sharePublicly, mentionsInternalDocument: false }),
        }),
      ),
    hasActivityToggle: false,
    hasMentions: false,
  };
}

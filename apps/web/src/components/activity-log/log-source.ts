import { collabPath } from '../../lib/collab-api.ts';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import type { CollabRecordKind, TActivityItem, TActivityPage, TCommentCreate } from '@portal/domain';

/** One page of a log as the component reads it. */
export interface LogPage {
  items: TActivityItem[];
  nextBefore: string | null;
  pinnedCount: number;
}

/**
 * Where a log reads and writes. The request and booking logs speak the collaboration API; the quote logs plug in
 * an adapter (features/quotes) that maps their entries onto the same items. What a source leaves out (pins,
 * mentions, references, the 'Show Activity' toggle) the component does not offer.
 */
export interface LogSource {
  /** Every query key of this log starts with it (the log invalidates it after a write). */
  key: readonly unknown[];
  load: (query: { showActivity: boolean; before: string | null }, signal: AbortSignal) => Promise<LogPage>;
  /** Answers the new comment as the log shows it. */
  send: (input: TCommentCreate) => Promise<TActivityItem>;
  pin?: (activityId: string, pinned: boolean) => Promise<unknown>;
  /** Whether the log has plain activity entries to hide with 'Show Activity'. */
  hasActivityToggle: boolean;
  /** Whether comments carry mentions and a checklist item or document reference. */
  hasMentions: boolean;
  /** Other keys to refresh after a comment (e.g. the pinned comments above the page). */
  alsoInvalidates?: readonly (readonly unknown[])[];
}

/** The log of a booking request or booking: GET/POST .../activity and PUT .../activity/{id}/pin. */
export function recordLogSource(kind: CollabRecordKind, id: string): LogSource {
  return {
    key: queryKeys.collab.activity(kind, id),
    load: ({ showActivity, before }, signal) => {
      const params = new URLSearchParams({ showActivity: String(showActivity) });
      if (before) params.set('before', before);
      return api.get<TActivityPage>(`${collabPath(kind, id, 'activity')}?${params.toString()}`, signal);
    },
    send: (input) => api.post<TActivityItem>(collabPath(kind, id, 'activity'), input),
    pin: (activityId, pinned) =>
      api.put<TActivityItem>(collabPath(kind, id, 'activity', activityId, 'pin'), { pinned }),
    hasActivityToggle: true,
    hasMentions: true,
  };
}

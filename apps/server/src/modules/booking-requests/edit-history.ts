import {
  customerRequestView,
  diffRequest,
  REQUEST_CHANGE_TYPES,
  type ChangedField,
  type TBookingRequestDetail,
} from '@portal/domain';
import type { bookingRequestActivity } from '../../platform/db/schema/index.ts';

type ActivityRow = typeof bookingRequestActivity.$inferInsert;

export interface ActivityMeta {
  requestId: string;
  clientId: string;
  byUserId: string;
  byName: string;
  realUserId: string | null;
}

const EDITED_COMMENT = 'Edited the booking request';

const sameChange = (a: ChangedField, b: ChangedField) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The activity of one save (type ACTIVITY, change EDITED, changedFields with the spec's labels). What changed in
 * staff-only data (internal freight lines and their totals, internal B/L, statistic client) must not reach the
 * customer through the history: the customer's view of the change is the public entry, and what staff saw
 * differently (or alone) an internal one beside it. Nothing changed: no entries.
 */
export function editedActivities(
  before: TBookingRequestDetail,
  after: TBookingRequestDetail,
  meta: ActivityMeta,
): ActivityRow[] {
  const whole = diffRequest(before, after);
  if (whole.length === 0) return [];
  const shown = diffRequest(customerRequestView(before), customerRequestView(after));
  const entry = (changedFields: ChangedField[], isInternal: boolean): ActivityRow => ({
    ...meta,
    type: 'ACTIVITY',
    changeType: REQUEST_CHANGE_TYPES.edited,
    comment: EDITED_COMMENT,
    isInternal,
    changedFields,
  });
  const internal = whole.filter((change) => !shown.some((s) => sameChange(s, change)));
  return [
    ...(shown.length > 0 ? [entry(shown, false)] : []),
    ...(internal.length > 0 ? [entry(internal, true)] : []),
  ];
}

/** One lifecycle entry (assigned agent, archived, put on hold ...), seen by staff and the customer alike. */
export function lifecycleActivity(
  meta: ActivityMeta,
  changeType: string,
  comment: string,
  changedFields: ChangedField[] = [],
): ActivityRow {
  return {
    ...meta,
    type: 'ACTIVITY',
    changeType,
    comment,
    isInternal: false,
    ...(changedFields.length > 0 ? { changedFields } : {}),
  };
}

import type { CollabRecordKind, MentionTarget, UserActor } from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { notify, type NotifiedRecord, type NotifyInput, type PendingNotification } from './notify.ts';
import { bookingAudience, requestAudience } from './repo.ts';

/**
 * The causes on a booking request or a booking, in the words of the domain's recipient rule: each runs in the
 * transaction of its change and answers what to publish after commit.
 */

async function requestRecord(tx: Tx, actor: UserActor, requestId: string): Promise<NotifiedRecord | null> {
  const audience = await requestAudience(tx, actor, requestId);
  return audience
    ? { object: 'bookingRequests', id: requestId, label: `booking request ${requestId}`, audience }
    : null;
}

async function bookingRecord(tx: Tx, actor: UserActor, bookingId: string): Promise<NotifiedRecord | null> {
  const audience = await bookingAudience(tx, actor, bookingId);
  return audience ? { object: 'bookings', id: bookingId, label: `booking ${bookingId}`, audience } : null;
}

const recordOf = (tx: Tx, actor: UserActor, record: { kind: CollabRecordKind; id: string }) =>
  record.kind === 'bookings' ? bookingRecord(tx, actor, record.id) : requestRecord(tx, actor, record.id);

/** A comment: the people and teams it names (and an e-mail each), then the agent of the record. */
export async function notifyRecordComment(
  ctx: AppContext,
  tx: Tx,
  actor: UserActor,
  input: {
    record: { kind: CollabRecordKind; id: string };
    activityId: string;
    isInternal: boolean;
    mentions: readonly MentionTarget[];
  },
): Promise<PendingNotification[]> {
  const record = await recordOf(tx, actor, input.record);
  if (!record) return [];
  const common = { record, activityId: input.activityId, isInternal: input.isInternal };
  const mentioned = await notify(ctx, tx, actor, { ...common, cause: 'MENTION', mentions: input.mentions });
  const changed = await notify(ctx, tx, actor, {
    ...common,
    cause: 'RECORD_CHANGED',
    detail: 'a new comment',
    exclude: mentioned.map((m) => m.userId),
  });
  return [...mentioned, ...changed];
}

/** Any other change on a request: its status, a checked checklist item, a document awaiting review. */
export async function notifyRequestChange(
  ctx: AppContext,
  tx: Tx,
  actor: UserActor,
  requestId: string,
  input: Omit<NotifyInput, 'record'>,
): Promise<PendingNotification[]> {
  const record = await requestRecord(tx, actor, requestId);
  return record ? notify(ctx, tx, actor, { ...input, record }) : [];
}

/** A change on a record's checklist or documents: the record's agent, watchers and customer users. */
export async function notifyCollabChange(
  ctx: AppContext,
  tx: Tx,
  actor: UserActor,
  record: { kind: 'booking-requests' | 'bookings'; id: string },
  input: Omit<NotifyInput, 'record'>,
): Promise<PendingNotification[]> {
  const notified = await recordOf(tx, actor, record);
  return notified ? notify(ctx, tx, actor, { ...input, record: notified }) : [];
}

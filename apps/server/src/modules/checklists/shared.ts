import { actorIsStaff, collabRecordEvent, type CollabRecordKind, type UserActor } from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { insertEntries } from '../activity/repo.ts';
import { ensureChecklist, hasChecklist } from './repo.ts';
import { findRecord, type CollabRecord } from './records-repo.ts';

/** What the 404 names, per record kind. */
export const RECORD_NOT_FOUND: Readonly<Record<CollabRecordKind, string>> = {
  'booking-requests': 'The booking request',
  bookings: 'The booking',
};

export const sideOf = (actor: UserActor) =>
  (actorIsStaff(actor) ? 'staff' : 'customer') as 'staff' | 'customer';

/**
 * The record when the actor may see it, with its checklist made sure of: records from before checklists existed
 * get theirs on first use, idempotently. The template write runs as the owner (not under the customer's role):
 * a customer's first read creates the staff's internal items too, which its own policy would refuse.
 */
export async function openRecord(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
): Promise<CollabRecord> {
  const found = await withTenant(ctx.db, actor, async (tx) => {
    const record = await findRecord(tx, actor, kind, id);
    return record ? { record, has: await hasChecklist(tx, actor, record) } : null;
  });
  if (!found) throw notFound(RECORD_NOT_FOUND[kind]);
  if (!found.has) await ctx.db.transaction((tx) => ensureChecklist(tx, found.record));
  return found.record;
}

/** The record again inside a writing transaction, locked, so changes of one record run one after the other. */
export async function lockRecord(tx: Tx, actor: UserActor, kind: CollabRecordKind, id: string) {
  const record = await findRecord(tx, actor, kind, id, { lock: true });
  if (!record) throw notFound(RECORD_NOT_FOUND[kind]);
  return record;
}

/** An activity entry of the collaboration area (spec 000 §3 "Activity item"), written in the change's transaction. */
export interface CollabEntry {
  changeType: string;
  byName: string;
  isInternal: boolean;
  isAccountingActivity?: boolean;
  checklistItemId?: string | null;
  documentId?: string | null;
  /** A review's reason: the entry becomes an activity with a comment (customers read those when public). */
  comment?: string | null;
  data?: Record<string, unknown>;
}

/** Writes the entry into the record's log (booking_request_activity or booking_activity). */
export async function writeEntry(tx: Tx, actor: UserActor, record: CollabRecord, entry: CollabEntry) {
  await insertEntries(tx, record, [
    {
      type: entry.comment ? 'ACTIVITY_WITH_COMMENT' : 'ACTIVITY',
      changeType: entry.changeType,
      comment: entry.comment ?? null,
      byUserId: actor.userId,
      byName: entry.byName,
      realUserId: actor.realUserId,
      isInternal: entry.isInternal,
      isAccountingActivity: entry.isAccountingActivity ?? false,
      checklistItemId: entry.checklistItemId ?? null,
      documentId: entry.documentId ?? null,
      data: entry.data ?? null,
    },
  ]);
}

/** The live event of a change on a record's checklist or documents; internal changes reach staff only. */
export function recordEvent(record: CollabRecord, isInternal: boolean) {
  return collabRecordEvent({
    kind: record.kind,
    recordId: record.id,
    clientId: record.clientId,
    isInternal,
    carrierId: record.carrierId,
  });
}

/** A rule's refusal as an answer: staff-only steps 403, anything that depends on the record's state 409. */
export function refusal(message: string, forbidden: readonly string[]): AppError {
  return new AppError(forbidden.includes(message) ? 'FORBIDDEN' : 'CONFLICT', message);
}

/** The platform's publish, used by each service's one post-commit function. */
export async function publishAfterCommit(ctx: AppContext, record: CollabRecord, isInternal: boolean) {
  await ctx.events.publish(recordEvent(record, isInternal));
}

import {
  actorIsStaff,
  collabRecordEvent,
  commentIsInternal,
  mentionRefusal,
  pinRefusal,
  type TActivityItem,
  type TActivityPage,
  type TCommentCreate,
  type TStoredMention,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.ts';
import { userDisplayName } from '../users/repo.ts';
import { notifyRequestComment } from '../notifications/request-causes.ts';
import { publishNotifications } from '../notifications/notify.ts';
import * as log from './activity-repo.ts';
import { toActivityItem } from './activity-view.ts';
import { openRecord } from '../checklists/shared.ts';
import { REQUEST_NOT_FOUND } from './detail-service.ts';

/**
 * The activity log of a booking request (issue 10 part 1, spec 000 §2, §5, §6): read the log, comment with
 * mentions and a reference, pin and unpin. Each write runs in one transaction and is published after commit; an
 * internal comment's event reaches staff only.
 */

const ENTRY_NOT_FOUND = 'The activity entry';
export const DOCUMENT_NOT_ON_REQUEST = 'mentions: A mentioned document is not on this booking request.';
export const REFERENCE_NOT_ON_REQUEST = 'reference: The referenced item is not on this booking request.';

export interface ActivityQuery {
  showActivity: boolean;
  pinned?: boolean;
  before?: string;
  limit: number;
}

/** GET .../activity: newest first; a customer gets public comments and activity with a comment only. */
export async function listRequestActivity(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  query: ActivityQuery,
): Promise<TActivityPage> {
  if (query.before !== undefined && !log.isUuid(query.before))
    throw badRequest('before: Give the id of an entry of this log.');
  const staff = actorIsStaff(actor);
  return withTenant(ctx.db, actor, async (tx) => {
    if (!(await log.findLogRequest(tx, actor, id))) throw notFound(REQUEST_NOT_FOUND);
    const rows = await log.listEntries(tx, actor, id, { ...query, limit: query.limit + 1 });
    const items = rows.slice(0, query.limit).map((row) => toActivityItem(row, staff));
    const pinned = await log.pinnedIdsOf(tx, actor, id);
    return {
      items,
      nextBefore: rows.length > query.limit ? items[items.length - 1]!.id : null,
      pinnedCount: pinned.length,
    };
  });
}

/** The stored mentions of a comment, checked: who may be named (domain mentionRefusal) and which documents. */
async function storedMentions(
  tx: Tx,
  actor: UserActor,
  request: log.LogRequest,
  input: TCommentCreate,
): Promise<TStoredMention[]> {
  const staff = actorIsStaff(actor);
  const ofKind = (kind: string) => input.mentions.filter((m) => m.kind === kind).map((m) => m.id);
  const people = await log.mentionableUsers(tx, actor, ofKind('user'));
  const teams = await log.mentionableTeams(tx, actor, ofKind('team'));
  const refusal = mentionRefusal(input.mentions, {
    authorIsStaff: staff,
    agentId: request.agentId,
    staffUserIds: new Set(people.map((p) => p.id)),
    teamIds: new Set(teams.map((t) => t.id)),
  });
  if (refusal) throw badRequest(`mentions: ${refusal}`);
  const documents = await log.requestDocuments(tx, actor, request.id, ofKind('document'));
  const stored: TStoredMention[] = [];
  for (const m of input.mentions) {
    if (stored.some((s) => s.kind === m.kind && s.id === m.id)) continue;
    if (m.kind === 'document') {
      const doc = documents.find((d) => d.id === m.id.toLowerCase());
      if (!doc) throw badRequest(DOCUMENT_NOT_ON_REQUEST);
      stored.push({ kind: 'document', id: doc.id, label: doc.name, isInternal: doc.isInternal });
    } else if (m.kind === 'team') {
      stored.push({ kind: 'team', id: m.id, label: teams.find((t) => t.id === m.id)!.name });
    } else {
      const person = people.find((p) => p.id === m.id);
      // The agent a customer names is checked by the rule; the name is the staff row's, or looked up.
      const label = person ? `${person.firstName} ${person.lastName}` : await userDisplayName(tx, m.id);
      stored.push({ kind: 'user', id: m.id, label });
    }
  }
  return stored;
}

/**
 * The comment's reference: an item of the request's stored checklist or one of its documents (requestDocuments)
 * the author may see; a customer's reference to an internal item or document is not on the request for them.
 */
async function checkedReference(tx: Tx, actor: UserActor, requestId: string, input: TCommentCreate) {
  const reference = input.reference;
  if (reference === null) return { checklistItemId: null, documentId: null, isInternal: false };
  if (reference.kind === 'checklistItem') {
    const item = await log.requestChecklistItem(tx, actor, requestId, reference.itemId);
    if (!item) throw badRequest(REFERENCE_NOT_ON_REQUEST);
    return { checklistItemId: item.id, documentId: null, isInternal: item.isInternal };
  }
  const [doc] = await log.requestDocuments(tx, actor, requestId, [reference.documentId]);
  if (!doc) throw badRequest(REFERENCE_NOT_ON_REQUEST);
  return { checklistItemId: null, documentId: doc.id, isInternal: doc.isInternal };
}

/**
 * POST .../activity: a comment. A customer's is always public and may name the agent only; staff name staff and
 * teams, and 'Share publicly' is forced off while an internal document (or internal item) is named.
 */
export async function postRequestComment(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  input: TCommentCreate,
): Promise<TActivityItem> {
  const staff = actorIsStaff(actor);
  // A request from before stored checklists gets its checklist first (idempotent, as the checklist's own reads
  // do), so a reference to one of its items is checked against the stored items.
  if (input.reference?.kind === 'checklistItem') await openRecord(ctx, actor, 'booking-requests', id);
  const { item, request, notified } = await withTenant(ctx.db, actor, async (tx) => {
    const request = await log.findLogRequest(tx, actor, id, { lock: true });
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    const mentions = await storedMentions(tx, actor, request, input);
    const reference = await checkedReference(tx, actor, id, input);
    const isInternal = commentIsInternal({
      authorIsStaff: staff,
      sharePublicly: input.sharePublicly,
      mentionsInternalDocument: reference.isInternal || mentions.some((m) => m.isInternal === true),
    });
    const entryId = await log.insertComment(tx, actor, {
      requestId: id,
      comment: input.comment,
      byUserId: actor.userId,
      byName: await userDisplayName(tx, actor.userId),
      realUserId: actor.realUserId,
      isInternal,
      mentions,
      checklistItemId: reference.checklistItemId,
      documentId: reference.documentId,
    });
    if (!entryId) throw notFound(REQUEST_NOT_FOUND);
    const row = (await log.findEntry(tx, actor, id, entryId))!;
    const notified = await notifyRequestComment(ctx, tx, actor, {
      requestId: id,
      activityId: entryId,
      isInternal,
      mentions: input.mentions,
    });
    return { item: toActivityItem(row, staff), request, notified };
  });
  await ctx.events.publish(
    collabRecordEvent({
      kind: 'booking-requests',
      recordId: id,
      clientId: request.clientId,
      isInternal: item.isInternal,
      carrierId: request.carrierId,
    }),
  );
  await publishNotifications(ctx, notified);
  return item;
}

/** PUT .../activity/{activityId}/pin: at most MAX_PINNED_COMMENTS per request, internal ones counted too. */
export async function pinRequestComment(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  entryId: string,
  pinned: boolean,
): Promise<TActivityItem> {
  const staff = actorIsStaff(actor);
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const request = await log.findLogRequest(tx, actor, id, { lock: true });
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    const entry = await log.findEntry(tx, actor, id, entryId);
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    const refusal = pinRefusal(entry, pinned, await log.pinnedIdsOf(tx, actor, id));
    if (refusal) throw new AppError('CONFLICT', refusal);
    const changed = pinned !== (entry.pinnedAt !== null);
    if (changed) await log.setPinned(tx, actor, id, entryId, pinned ? actor.userId : null);
    const row = (await log.findEntry(tx, actor, id, entryId))!;
    return { changed, item: toActivityItem(row, staff), request };
  });
  if (result.changed)
    await ctx.events.publish(
      collabRecordEvent({
        kind: 'booking-requests',
        recordId: id,
        clientId: result.request.clientId,
        isInternal: result.item.isInternal,
        carrierId: result.request.carrierId,
      }),
    );
  return result.item;
}

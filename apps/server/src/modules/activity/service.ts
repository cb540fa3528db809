import {
  actorIsStaff,
  collabRecordEvent,
  type CollabRecordKind,
  ACTIVITY_MESSAGES,
  commentIsInternal,
  mayOpenRecord,
  mentionOptions,
  mentionRefusal,
  pinRefusal,
  type TActivityItem,
  type TActivityPage,
  type TCommentCreate,
  type TMentionOption,
  type TStoredMention,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.ts';
import { userDisplayName } from '../users/repo.ts';
import { notifyRecordComment } from '../notifications/request-causes.ts';
import { publishNotifications } from '../notifications/notify.ts';
import * as log from './repo.ts';
import { toActivityItem } from './view.ts';
import { openRecord, RECORD_NOT_FOUND } from '../checklists/shared.ts';

/**
 * The activity log of a booking request or a booking (issues 10 and 11, spec 000 §2, §5, §6): read the log,
 * comment with mentions and a reference, pin and unpin. Each write runs in one transaction and is published after
 * commit; an internal comment's event reaches staff only.
 */

const ENTRY_NOT_FOUND = 'The activity entry';
const RECORD_WORDS: Readonly<Record<CollabRecordKind, string>> = {
  'booking-requests': 'booking request',
  bookings: 'booking',
};
export const documentNotOnRecord = (kind: CollabRecordKind) =>
  `mentions: A mentioned document is not on this ${RECORD_WORDS[kind]}.`;
export const referenceNotOnRecord = (kind: CollabRecordKind) =>
  `reference: The referenced item is not on this ${RECORD_WORDS[kind]}.`;

export interface ActivityQuery {
  showActivity: boolean;
  pinned?: boolean;
  before?: string;
  limit: number;
}

/** GET .../activity: newest first; a customer gets public comments and activity with a comment only. */
export async function listRecordActivity(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  query: ActivityQuery,
): Promise<TActivityPage> {
  if (query.before !== undefined && !log.isUuid(query.before))
    throw badRequest('before: Give the id of an entry of this log.');
  const staff = actorIsStaff(actor);
  return withTenant(ctx.db, actor, async (tx) => {
    if (!(await log.findLogRecord(tx, actor, kind, id))) throw notFound(RECORD_NOT_FOUND[kind]);
    const rows = await log.listEntries(tx, actor, kind, id, { ...query, limit: query.limit + 1 });
    const items = rows.slice(0, query.limit).map((row) => toActivityItem(row, staff));
    const pinned = await log.pinnedIdsOf(tx, actor, kind, id);
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
  record: log.LogRecord,
  input: TCommentCreate,
): Promise<TStoredMention[]> {
  const staff = actorIsStaff(actor);
  const ofKind = (kind: string) => input.mentions.filter((m) => m.kind === kind).map((m) => m.id);
  const people = await log.mentionableUsers(tx, actor, ofKind('user'));
  const teams = await log.mentionableTeams(tx, actor, ofKind('team'));
  const refusal = mentionRefusal(input.mentions, {
    authorIsStaff: staff,
    agentId: record.agentId,
    staffUserIds: new Set(people.map((p) => p.id)),
    teamIds: new Set(teams.map((t) => t.id)),
  });
  if (refusal) throw badRequest(`mentions: ${refusal}`);
  // Nobody is named on a record they could not open: the notification's link would answer 404.
  const shut = people.find((p) => !mayOpenRecord(p, record));
  if (shut)
    throw badRequest(
      `mentions: ${ACTIVITY_MESSAGES.mentionCannotOpen(`${shut.firstName} ${shut.lastName}`, RECORD_WORDS[record.kind])}`,
    );
  const documents = await log.recordDocuments(tx, actor, record.kind, record.id, ofKind('document'));
  const stored: TStoredMention[] = [];
  for (const m of input.mentions) {
    if (stored.some((s) => s.kind === m.kind && s.id === m.id)) continue;
    if (m.kind === 'document') {
      const doc = documents.find((d) => d.id === m.id.toLowerCase());
      if (!doc) throw badRequest(documentNotOnRecord(record.kind));
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
 * GET .../activity/mentions: the @-list of the comment input (domain mentionOptions), of people who may open the
 * record only: a customer the assigned agent, staff the staff users whose carriers include the record's, and teams
 * (whose members who may not open it are not notified).
 */
export async function listMentionOptions(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
): Promise<TMentionOption[]> {
  const staff = actorIsStaff(actor);
  return withTenant(ctx.db, actor, async (tx) => {
    const record = await log.findLogRecord(tx, actor, kind, id);
    if (!record) throw notFound(RECORD_NOT_FOUND[kind]);
    const wanted = staff ? 'all' : record.agentId ? [record.agentId] : [];
    const people = (await log.mentionableUsers(tx, actor, wanted)).filter((p) => mayOpenRecord(p, record));
    const agent = people.find((p) => p.id === record.agentId);
    return mentionOptions({
      authorIsStaff: staff,
      agent: agent ? { id: agent.id, name: `${agent.firstName} ${agent.lastName}` } : null,
      staffUsers: people.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}` })),
      teams: staff ? await log.allTeams(tx) : [],
    });
  });
}

/**
 * The comment's reference: an item of the request's stored checklist or one of its documents (requestDocuments)
 * the author may see; a customer's reference to an internal item or document is not on the request for them.
 */
async function checkedReference(tx: Tx, actor: UserActor, record: log.LogRecord, input: TCommentCreate) {
  const reference = input.reference;
  if (reference === null) return { checklistItemId: null, documentId: null, isInternal: false };
  if (reference.kind === 'checklistItem') {
    const item = await log.recordChecklistItem(tx, actor, record.kind, record.id, reference.itemId);
    if (!item) throw badRequest(referenceNotOnRecord(record.kind));
    return { checklistItemId: item.id, documentId: null, isInternal: item.isInternal };
  }
  const [doc] = await log.recordDocuments(tx, actor, record.kind, record.id, [reference.documentId]);
  if (!doc) throw badRequest(referenceNotOnRecord(record.kind));
  return { checklistItemId: null, documentId: doc.id, isInternal: doc.isInternal };
}

/**
 * POST .../activity: a comment. A customer's is always public and may name the agent only; staff name staff and
 * teams, and 'Share publicly' is forced off while an internal document (or internal item) is named.
 */
export async function postRecordComment(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  input: TCommentCreate,
): Promise<TActivityItem> {
  const staff = actorIsStaff(actor);
  // A request from before stored checklists gets its checklist first (idempotent, as the checklist's own reads
  // do), so a reference to one of its items is checked against the stored items.
  if (input.reference?.kind === 'checklistItem') await openRecord(ctx, actor, kind, id);
  const { item, record, notified } = await withTenant(ctx.db, actor, async (tx) => {
    const record = await log.findLogRecord(tx, actor, kind, id, { lock: true });
    if (!record) throw notFound(RECORD_NOT_FOUND[kind]);
    const mentions = await storedMentions(tx, actor, record, input);
    const reference = await checkedReference(tx, actor, record, input);
    const isInternal = commentIsInternal({
      authorIsStaff: staff,
      sharePublicly: input.sharePublicly,
      mentionsInternalDocument: reference.isInternal || mentions.some((m) => m.isInternal === true),
    });
    const entryId = await log.insertComment(tx, actor, kind, id, {
      comment: input.comment,
      byUserId: actor.userId,
      byName: await userDisplayName(tx, actor.userId),
      realUserId: actor.realUserId,
      isInternal,
      mentions,
      checklistItemId: reference.checklistItemId,
      documentId: reference.documentId,
    });
    if (!entryId) throw notFound(RECORD_NOT_FOUND[kind]);
    const row = (await log.findEntry(tx, actor, kind, id, entryId))!;
    const notified = await notifyRecordComment(ctx, tx, actor, {
      record: { kind, id },
      activityId: entryId,
      isInternal,
      mentions: input.mentions,
    });
    return { item: toActivityItem(row, staff), record, notified };
  });
  await ctx.events.publish(
    collabRecordEvent({
      kind,
      recordId: id,
      clientId: record.clientId,
      isInternal: item.isInternal,
      carrierId: record.carrierId,
    }),
  );
  await publishNotifications(ctx, notified);
  return item;
}

/** PUT .../activity/{activityId}/pin: at most MAX_PINNED_COMMENTS per request, internal ones counted too. */
export async function pinRecordComment(
  ctx: AppContext,
  actor: UserActor,
  kind: CollabRecordKind,
  id: string,
  entryId: string,
  pinned: boolean,
): Promise<TActivityItem> {
  const staff = actorIsStaff(actor);
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const record = await log.findLogRecord(tx, actor, kind, id, { lock: true });
    if (!record) throw notFound(RECORD_NOT_FOUND[kind]);
    const entry = await log.findEntry(tx, actor, kind, id, entryId);
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    const refusal = pinRefusal(entry, pinned, await log.pinnedIdsOf(tx, actor, kind, id));
    if (refusal) throw new AppError('CONFLICT', refusal);
    const changed = pinned !== (entry.pinnedAt !== null);
    if (changed) await log.setPinned(tx, actor, kind, id, entryId, pinned ? actor.userId : null);
    const row = (await log.findEntry(tx, actor, kind, id, entryId))!;
    return { changed, item: toActivityItem(row, staff), record };
  });
  if (result.changed)
    await ctx.events.publish(
      collabRecordEvent({
        kind,
        recordId: id,
        clientId: result.record.clientId,
        isInternal: result.item.isInternal,
        carrierId: result.record.carrierId,
      }),
    );
  return result.item;
}

import {
  archiveRequest,
  asksMarkUnreadOnUnassign,
  assignAgent,
  assignClient,
  holdRequest,
  lifecycleStateOf,
  markRequestRead,
  REQUEST_CHANGE_TYPES,
  REQUEST_FIELD_LABELS,
  restoreRequest,
  unholdRequest,
  type ChangedField,
  type RequestAction,
  type RequestChangeType,
  type RequestLifecycleState,
  type TBookingRequestDetail,
  type Transition,
  type TWatchersInput,
  type UserActor,
  assigneeRefusal,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { publishNotifications } from '../notifications/notify.ts';
import { notifyRequestChange } from '../notifications/request-causes.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { findActiveStaff, userDisplayName } from '../users/repo.ts';
import { loadDetail } from './detail.ts';
import { checkVersion, REQUEST_NOT_FOUND, refusalError } from './detail-service.ts';
import { lifecycleActivity, type ActivityMeta } from './edit-history.ts';
import * as workbench from './workbench-repo.ts';

type State = RequestLifecycleState;

/** The comment each transition writes beside its change type. */
const COMMENTS: Partial<Record<RequestChangeType, string>> = {
  [REQUEST_CHANGE_TYPES.archived]: 'Archived the booking request',
  [REQUEST_CHANGE_TYPES.unarchived]: 'Restored the booking request',
  [REQUEST_CHANGE_TYPES.putOnHold]: 'Put the booking request on hold',
  [REQUEST_CHANGE_TYPES.revertHold]: 'Released the hold',
};

const TRANSITIONS: Record<
  Exclude<RequestAction, 'read' | 'unread'>,
  (actor: UserActor, state: State) => Transition<State>
> = {
  archive: archiveRequest,
  restore: restoreRequest,
  hold: holdRequest,
  unhold: unholdRequest,
};

function accepted(transition: Transition<State>) {
  if (!transition.ok) throw refusalError(transition.refusal);
  return transition;
}

/** Locks the request, checks its version and answers its full detail, for a change of its lifecycle. */
async function lockForChange(tx: Tx, actor: UserActor, id: string, version: number) {
  const record = await workbench.lockRequest(tx, actor, id);
  if (!record) throw notFound(REQUEST_NOT_FOUND);
  checkVersion(record.version, version);
  const detail = (await loadDetail(tx, actor, id, { full: true }))!;
  return { record, detail, state: lifecycleStateOf(detail) };
}

async function metaOf(tx: Tx, actor: UserActor, id: string, clientId: string): Promise<ActivityMeta> {
  return {
    requestId: id,
    clientId,
    byUserId: actor.userId,
    byName: await userDisplayName(tx, actor.userId),
    realUserId: actor.realUserId,
  };
}

/** Writes the new lifecycle facts with the next version; a change of client takes files and activity along. */
async function writeState(
  tx: Tx,
  actor: UserActor,
  id: string,
  version: number,
  before: State,
  after: State,
) {
  await workbench.updateRequest(tx, actor, id, version, {
    statusCode: after.statusCode,
    hold: after.hold,
    isUnread: after.isUnread,
    agentId: after.agentId,
    clientId: after.clientId,
    version: version + 1,
    updatedAt: new Date(),
  });
  if (after.clientId !== before.clientId) await workbench.moveChildrenToClient(tx, id, after.clientId);
}

async function publish(ctx: AppContext, id: string, clientIds: string[]) {
  for (const clientId of new Set(clientIds))
    await ctx.events.publish({ entity: 'booking-request', id, clientId });
}

/**
 * A lifecycle action (POST .../{action}): archive, restore, hold and unhold move the request by the domain's
 * transitions (a refusal answers its code and words), write their activity entry and raise the version. Read and
 * unread are the reader's marks, not edits: they neither check nor raise the version and write no activity, so a
 * list row (which carries no version) can toggle them.
 */
export async function runRequestAction(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  action: RequestAction,
  version: number,
): Promise<TBookingRequestDetail> {
  const result = await withTenant(ctx.db, actor, async (tx) => {
    if (action === 'read' || action === 'unread') {
      const detail = await loadDetail(tx, actor, id);
      if (!detail) throw notFound(REQUEST_NOT_FOUND);
      const t = accepted(markRequestRead(actor, lifecycleStateOf(detail), action === 'read'));
      if (!t.changed) return { detail, changed: false };
      await workbench.setUnread(tx, actor, id, t.state.isUnread);
      return { detail: { ...detail, isUnread: t.state.isUnread }, changed: true };
    }
    const { record, detail, state } = await lockForChange(tx, actor, id, version);
    const t = accepted(TRANSITIONS[action](actor, state));
    if (!t.changed) return { detail, changed: false };
    await writeState(tx, actor, id, record.version, state, t.state);
    if (t.changeType) {
      const meta = await metaOf(tx, actor, id, state.clientId);
      await workbench.insertActivity(tx, [
        lifecycleActivity(meta, t.changeType, COMMENTS[t.changeType] ?? t.changeType),
      ]);
    }
    const notified = await notifyRequestChange(ctx, tx, actor, id, {
      cause: 'STATUS_CHANGED',
      activityId: null,
      isInternal: false,
    });
    return { detail: (await loadDetail(tx, actor, id))!, changed: true, notified };
  });
  if (result.changed) await publish(ctx, id, [result.detail.client.id]);
  await publishNotifications(ctx, result.notified ?? []);
  return result.detail;
}

const personText = (p: { name: string } | null) => p?.name ?? null;

/**
 * The Watchers dialog (PUT .../watchers): the agent (null unassigns; Requested and In Progress follow) and the
 * client. Each change is its activity entry (assigned or unassigned agent, assigned client); a save that changes
 * both is one SET_WATCHERS entry with both fields. `markUnread` answers the question asked when the agent is
 * removed from a request that is not unread yet.
 */
export async function setWatchers(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  input: TWatchersInput,
): Promise<TBookingRequestDetail> {
  const result = await withTenant(ctx.db, actor, async (tx) => {
    const { record, detail, state } = await lockForChange(tx, actor, id, input.version);
    let next = state;
    const changes: { type: RequestChangeType; field: ChangedField; comment: string }[] = [];
    if (input.agentId !== undefined) {
      const agent = input.agentId ? await findActiveStaff(tx, input.agentId) : null;
      if (input.agentId && !agent) throw badRequest('agentId: Choose an active staff user.');
      const refusal = agent && assigneeRefusal(agent, record, 'booking request');
      if (refusal) throw badRequest(`agentId: ${refusal}`);
      const t = accepted(assignAgent(actor, next, input.agentId));
      if (t.changed) {
        const name = agent ? `${agent.firstName} ${agent.lastName}` : null;
        const unread = input.markUnread === true && asksMarkUnreadOnUnassign(next, input.agentId);
        next = unread ? { ...t.state, isUnread: true } : t.state;
        changes.push({
          type: t.changeType!,
          comment: name ? `Assigned ${name}` : 'Removed the agent',
          field: {
            field: 'agent',
            fieldName: REQUEST_FIELD_LABELS.agent,
            oldVal: personText(detail.agent),
            newVal: name,
          },
        });
      }
    }
    if (input.clientId !== undefined) {
      const names = await workbench.clientNames(tx, [input.clientId]);
      const name = names.get(input.clientId);
      if (name === undefined) throw badRequest('clientId: There is no such client.');
      const t = accepted(assignClient(actor, next, input.clientId));
      if (t.changed) {
        next = t.state;
        changes.push({
          type: t.changeType!,
          comment: `Set the client to ${name}`,
          field: {
            field: 'client',
            fieldName: REQUEST_FIELD_LABELS.client,
            oldVal: detail.client.name,
            newVal: name,
          },
        });
      }
    }
    if (changes.length === 0) return { detail, clients: [] };
    await writeState(tx, actor, id, record.version, state, next);
    const meta = await metaOf(tx, actor, id, next.clientId);
    const entry =
      changes.length === 1
        ? lifecycleActivity(meta, changes[0]!.type, changes[0]!.comment, [changes[0]!.field])
        : lifecycleActivity(
            meta,
            REQUEST_CHANGE_TYPES.watchersSet,
            changes.map((c) => c.comment).join('; '),
            changes.map((c) => c.field),
          );
    await workbench.insertActivity(tx, [entry]);
    return { detail: (await loadDetail(tx, actor, id))!, clients: [state.clientId, next.clientId] };
  });
  await publish(ctx, id, result.clients);
  return result.detail;
}

import {
  actorIsStaff,
  listAnswer,
  REQUEST_STATUS,
  statusAfterAgentChange,
  statusOptionsFor,
  type RequestStatusCode,
  type TBookingRequestsQuery,
  type UserActor,
  assigneeRefusal,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';
import { toRow } from './to-row.ts';
import * as workbench from './workbench-repo.ts';
import { findActiveStaff, userDisplayName } from '../users/repo.ts';

export async function listRequests(ctx: AppContext, actor: UserActor, query: TBookingRequestsQuery) {
  const staff = actorIsStaff(actor);
  if (!staff && query.tab === 'on-hold') throw badRequest('tab: Choose requests or archived-requests.');
  if (query.status !== undefined && !statusOptionsFor(query.tab).includes(query.status as RequestStatusCode))
    throw badRequest(`status: Choose one of ${statusOptionsFor(query.tab).join(', ')} on this tab.`);
  const agent =
    !staff || query.assignee === undefined
      ? undefined
      : query.assignee === 'none'
        ? ({ kind: 'none' } as const)
        : ({ kind: 'user', id: query.assignee === 'me' ? actor.userId : query.assignee } as const);
  return withTenant(ctx.db, actor, async (tx) => {
    const { rows, count, countCapped } = await repo.listRequests(
      tx,
      actor,
      {
        tab: query.tab,
        status: query.status,
        agent,
        carrierId: query.carrier,
        clientId: staff ? query.clientId : undefined,
        field: query.field,
        q: query.q || undefined,
      },
      { offset: (query.page - 1) * query.perPage, limit: query.perPage },
    );
    return listAnswer(
      rows.map((r) => toRow(r, actor, staff)),
      count,
      query.page,
      query.perPage,
      countCapped,
    );
  });
}

/** Badge counts for staff: open requests and on-hold requests within the carrier restriction. */
export async function countRequests(ctx: AppContext, actor: UserActor) {
  return withTenant(ctx.db, actor, (tx) => repo.countOpen(tx, actor));
}

export async function openFile(ctx: AppContext, actor: UserActor, requestId: string, fileId: string) {
  const file = await withTenant(ctx.db, actor, async (tx) => {
    if (!(await repo.findRequest(tx, actor, requestId))) return null;
    return repo.findFile(tx, actor, requestId, fileId, actorIsStaff(actor));
  });
  if (!file) throw notFound('The file');
  return { file, stream: await ctx.files.get(file.key) };
}

/**
 * Bulk 'Assign task to user': sets the agent on every selected open request; Requested becomes In Progress
 * (none: back to Requested), each change logged. All or nothing.
 */
export async function assignRequests(
  ctx: AppContext,
  actor: UserActor,
  ids: string[],
  agentId: string | null,
) {
  const unique = [...new Set(ids)];
  const changed = await withTenant(ctx.db, actor, async (tx) => {
    const agent = agentId ? await findActiveStaff(tx, agentId) : null;
    if (agentId && !agent) throw badRequest('agentId: Choose an active staff user.');
    const rows = await repo.findRequestsForUpdate(tx, actor, unique);
    const missing = unique.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length > 0) throw notFound(`The booking request ${missing[0]}`);
    const closed = rows.find((r) => r.statusCode >= REQUEST_STATUS.confirmed);
    if (closed) throw badRequest(`ids: ${closed.id} is confirmed or archived and keeps its agent.`);
    const refusal = agent
      ? rows.map((r) => assigneeRefusal(agent, r, `booking request (${r.id})`)).find(Boolean)
      : null;
    if (refusal) throw badRequest(`agentId: ${refusal}`);
    const byName = await userDisplayName(tx, actor.userId);
    const agentName = agent ? `${agent.firstName} ${agent.lastName}` : null;
    for (const r of rows) {
      if (r.agentId === agentId) continue;
      await workbench.setAgent(
        tx,
        actor,
        r.id,
        agentId,
        statusAfterAgentChange(r.statusCode as RequestStatusCode, agentId !== null),
      );
      await repo.insertActivity(tx, [
        {
          requestId: r.id,
          clientId: r.clientId,
          type: 'ACTIVITY',
          changeType: agentId ? 'ASSIGNED_AGENT' : 'UNASSIGNED_AGENT',
          comment: agentName ? `Assigned ${agentName}` : 'Removed the agent',
          byUserId: actor.userId,
          byName,
          realUserId: actor.realUserId,
          changedFields: [{ fieldName: 'assigned agent', oldVal: r.agentId, newVal: agentId }],
        },
      ]);
    }
    return rows;
  });
  for (const r of changed)
    await ctx.events.publish({ entity: 'booking-request', id: r.id, clientId: r.clientId });
  return { updated: changed.filter((r) => r.agentId !== agentId).length };
}

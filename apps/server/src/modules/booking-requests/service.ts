import {
  actorIsStaff,
  listAnswer,
  REQUEST_STATUS,
  requestStatusLabel,
  statusAfterAgentChange,
  statusOptionsFor,
  type RequestStatusCode,
  type TBookingRequest,
  type TBookingRequestRow,
  type TBookingRequestsQuery,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';
import { findActiveStaff, userDisplayName } from '../users/repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toRow(r: repo.RequestRow): TBookingRequestRow {
  const q = r.request;
  return {
    id: q.id,
    statusCode: q.statusCode,
    statusText: requestStatusLabel(q.statusCode),
    hold: q.hold,
    isUnread: q.isUnread,
    client: { id: q.clientId, name: r.clientName },
    createdBy: { id: q.createdById, name: q.createdByName },
    agent: q.agentId ? { id: q.agentId, name: `${r.agentFirst} ${r.agentLast}` } : null,
    carrier: { id: q.carrierId, name: r.carrierName, color: r.carrierColor },
    origin: r.origin,
    destination: r.destination,
    vessel: q.vessel,
    voyage: q.voyage,
    etd: iso(q.etd),
    eta: iso(q.eta),
    quoteNumber: q.quoteNumber,
    agreementNo: q.agreementNo,
    customerReference: q.customerReference,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

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
    return listAnswer(rows.map(toRow), count, query.page, query.perPage, countCapped);
  });
}

/** Badge counts for staff: open requests and on-hold requests within the carrier restriction. */
export async function countRequests(ctx: AppContext, actor: UserActor) {
  return withTenant(ctx.db, actor, (tx) => repo.countOpen(tx, actor));
}

/** One request; customers never receive Internal 1/2 freight lines nor internal files. */
export async function getRequest(ctx: AppContext, actor: UserActor, id: string): Promise<TBookingRequest> {
  const staff = actorIsStaff(actor);
  return withTenant(ctx.db, actor, async (tx) => {
    const found = await repo.findRequest(tx, actor, id);
    if (!found) throw notFound('The booking request');
    const files = await repo.listFiles(tx, actor, id, staff);
    const f = found.full;
    return {
      ...toRow(found.row),
      imo: f.imo,
      soc: f.soc,
      vgmSubmittedBy: f.vgmSubmittedBy,
      itinerary: f.itinerary,
      containers: f.containers,
      freightDetails: staff ? f.freightDetails : f.freightDetails.filter((l) => l.group === 'EXTERNAL'),
      additionalInfo: f.additionalInfo,
      files: files.map((file) => ({
        id: file.id,
        name: file.name,
        documentType: file.documentType,
        size: file.size,
        contentType: file.contentType,
        uploadedAt: file.uploadedAt.toISOString(),
      })),
    };
  });
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
    const byName = await userDisplayName(tx, actor.userId);
    const agentName = agent ? `${agent.firstName} ${agent.lastName}` : null;
    for (const r of rows) {
      if (r.agentId === agentId) continue;
      await repo.setAgent(
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

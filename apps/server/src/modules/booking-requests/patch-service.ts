import {
  allowedCarriers,
  can,
  withTariffsKept,
  INVALID_QUOTE_NUMBER,
  patchRefusal,
  type TBookingRequestDetail,
  type TBookingRequestPatch,
  type TScheduleRoute,
  type UserActor,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import { findQuote } from '../quotes/repo.ts';
import { loadReferences } from '../reference/repo.ts';
import { userDisplayName } from '../users/repo.ts';
import { buildCargoLine } from './cargo.ts';
import { scheduledSailing } from './chosen-sailing.ts';
import { loadDetail } from './detail.ts';
import { checkVersion, REQUEST_NOT_FOUND, refusalError } from './detail-service.ts';
import { editedActivities } from './edit-history.ts';
import { applyPatch, columnsOf, type ResolvedPatch } from './patch-apply.ts';
import { findCarrier } from './references-repo.ts';
import * as workbench from './workbench-repo.ts';

/** The names and rows a patch's ids refer to; a wrong id answers 400 naming the field. */
async function resolvePatch(
  tx: Tx,
  actor: UserActor,
  before: TBookingRequestDetail,
  patch: TBookingRequestPatch,
  route: TScheduleRoute | null | undefined,
): Promise<ResolvedPatch> {
  const resolved: ResolvedPatch = { portOf: (id) => ({ id, name: id, countryCode: id.slice(0, 2) }) };
  const named = [patch.clientId, patch.statisticClientId].filter((v): v is string => !!v);
  const names = await workbench.clientNames(tx, named);
  if (patch.clientId !== undefined && patch.clientId !== before.client.id) {
    const name = names.get(patch.clientId);
    if (name === undefined) throw badRequest('clientId: There is no such client.');
    resolved.client = { id: patch.clientId, name };
  }
  if (patch.statisticClientId !== undefined) {
    const id = patch.statisticClientId;
    const name = id === null ? undefined : names.get(id);
    if (id !== null && name === undefined) throw badRequest('statisticClientId: There is no such client.');
    resolved.statisticClient = id === null ? null : { id, name: name! };
  }
  if (patch.carrierId !== undefined && patch.carrierId !== before.carrier.id) {
    const carrier = await findCarrier(tx, patch.carrierId);
    if (!carrier || carrier.disabled) throw badRequest(`carrierId: There is no carrier ${patch.carrierId}.`);
    const allowed = allowedCarriers(actor);
    if (allowed && !allowed.includes(carrier.id))
      throw badRequest(`carrierId: You may not book with ${carrier.name}.`);
    resolved.carrier = { id: carrier.id, name: carrier.name, color: '' };
  }
  const containers = patch.containers ?? [];
  const refs = await loadReferences(tx, {
    ports: route ? route.intermediate.map((s) => s.port.id) : [],
    types: [...new Set(containers.map((c) => c.containerTypeId.toUpperCase()))],
    commodities: [...new Set(containers.flatMap((c) => ('id' in c.commodity ? [c.commodity.id] : [])))],
    locations: [...new Set(containers.flatMap((c) => (c.pickupLocationId ? [c.pickupLocationId] : [])))],
  });
  const fallback = resolved.portOf;
  resolved.portOf = (id) => refs.ports.get(id) ?? fallback(id);
  if (patch.containers) {
    const lines = patch.containers.map((line, i) => buildCargoLine(line, i, refs));
    resolved.containers = can(actor, 'manage:tariff:any') ? lines : withTariffsKept(lines, before.containers);
  }
  if (route !== undefined) resolved.route = route;
  return resolved;
}

/** A quote named on a request must be one of its client's that the actor may see. */
async function checkQuote(
  tx: Tx,
  actor: UserActor,
  after: TBookingRequestDetail,
  patch: TBookingRequestPatch,
) {
  if (after.quoteNumber === null) return;
  if (patch.quoteNumber === undefined && patch.clientId === undefined) return;
  const quote = await findQuote(tx, actor, after.quoteNumber);
  if (!quote || quote.quote.clientId !== after.client.id)
    throw badRequest(`quoteNumber: ${INVALID_QUOTE_NUMBER}`);
}

/**
 * The chosen sailing as our schedule has it, looked up before the save's transaction: the schedule cache may read
 * the database, which has one connection when embedded. A first look at the request answers 404, a stale version
 * and the edit rules before that work; the locked read in the transaction decides.
 */
async function sailingOf(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  patch: TBookingRequestPatch,
  chosen: TScheduleRoute,
): Promise<TScheduleRoute> {
  const first = await withTenant(ctx.db, actor, (tx) => loadDetail(tx, actor, id));
  if (!first) throw notFound(REQUEST_NOT_FOUND);
  checkVersion(first.version, patch.version);
  const refusal = patchRefusal(actor, first, patch);
  if (refusal) throw refusalError(refusal);
  return scheduledSailing(ctx, chosen, {
    carrierId: patch.carrierId ?? first.carrier.id,
    origin: first.origin.id,
    destination: first.destination.id,
  });
}

/**
 * One save of the edit mode (PATCH), in one transaction: the request is locked, its version must be the one the
 * editor started from (else 409), the edit rules refuse what the actor may not change (patchRefusal), the patch
 * is applied with the HSG and freight rules, the version goes up by one and the change is written to the
 * activity with the edit history's labels. The live event goes out after commit. Nothing changed: nothing
 * written, the request answered as it is.
 */
export async function patchRequest(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  patch: TBookingRequestPatch,
): Promise<TBookingRequestDetail> {
  const route = patch.schedule ? await sailingOf(ctx, actor, id, patch, patch.schedule) : patch.schedule;

  const result = await withTenant(ctx.db, actor, async (tx) => {
    const record = await workbench.lockRequest(tx, actor, id);
    if (!record) throw notFound(REQUEST_NOT_FOUND);
    checkVersion(record.version, patch.version);
    const before = (await loadDetail(tx, actor, id, { full: true }))!;
    const refusal = patchRefusal(actor, before, patch);
    if (refusal) throw refusalError(refusal);
    const resolved = await resolvePatch(tx, actor, before, patch, route);
    const after = applyPatch({ detail: before, schedule: record.schedule }, patch, resolved);
    await checkQuote(tx, actor, after.detail, patch);
    const byName = await userDisplayName(tx, actor.userId);
    const activities = editedActivities(before, after.detail, {
      requestId: id,
      clientId: after.detail.client.id,
      byUserId: actor.userId,
      byName,
      realUserId: actor.realUserId,
    });
    if (activities.length === 0)
      return { changed: false as const, detail: (await loadDetail(tx, actor, id))! };
    const written = await workbench.updateRequest(tx, actor, id, record.version, {
      ...columnsOf(after),
      version: record.version + 1,
      updatedAt: new Date(),
    });
    if (!written) throw notFound(REQUEST_NOT_FOUND);
    if (after.detail.client.id !== before.client.id)
      await workbench.moveChildrenToClient(tx, id, after.detail.client.id);
    await workbench.insertActivity(tx, activities);
    return {
      changed: true as const,
      clients: [...new Set([before.client.id, after.detail.client.id])],
      detail: (await loadDetail(tx, actor, id))!,
    };
  });
  if (result.changed)
    for (const clientId of result.clients)
      await ctx.events.publish({ entity: 'booking-request', id, clientId });
  return result.detail;
}

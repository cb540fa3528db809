import { actorIsStaff, QUOTE_ACTIVITY_TYPES, QUOTE_MESSAGES, type UserActor } from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { toActivity } from './mapping.ts';
import * as repo from './repo.ts';
import { userDisplayName } from '../users/repo.ts';

export type ActivityTarget = { quoteId: number } | { groupId: number };

/** The owning client of the target, or 404 exactly as for a missing one. */
async function ownerOf(
  tx: Parameters<Parameters<typeof withTenant>[2]>[0],
  actor: UserActor,
  target: ActivityTarget,
) {
  if ('quoteId' in target) {
    const row = await repo.findQuote(tx, actor, target.quoteId);
    if (!row) throw new AppError('NOT_FOUND', QUOTE_MESSAGES.noQuoteWithId);
    return row.quote.clientId;
  }
  const row = await repo.findGroup(tx, actor, target.groupId);
  if (!row) throw notFound('The quote group');
  return row.group.clientId;
}

/** Comments and activity, newest first: customers get public comments only (spec 001 §6). */
export async function listActivity(ctx: AppContext, actor: UserActor, target: ActivityTarget) {
  const staff = actorIsStaff(actor);
  return withTenant(ctx.db, actor, async (tx) => {
    await ownerOf(tx, actor, target);
    const rows = await repo.listActivity(tx, actor, target, staff);
    return rows
      .filter(
        (r) =>
          staff ||
          r.type === QUOTE_ACTIVITY_TYPES.comment ||
          r.type === QUOTE_ACTIVITY_TYPES.activityWithComment,
      )
      .map(toActivity);
  });
}

/** A customer's comment is always public; staff choose internal or public. */
export async function addComment(
  ctx: AppContext,
  actor: UserActor,
  target: ActivityTarget,
  input: { comment: string; isInternal: boolean },
) {
  const isInternal = actorIsStaff(actor) && input.isInternal;
  const { row, clientId } = await withTenant(ctx.db, actor, async (tx) => {
    const owner = await ownerOf(tx, actor, target);
    const inserted = await repo.insertActivity(tx, {
      ...target,
      clientId: owner,
      type: QUOTE_ACTIVITY_TYPES.comment,
      comment: input.comment,
      byUserId: actor.userId,
      byName: await userDisplayName(tx, actor.userId),
      realUserId: actor.realUserId,
      isInternal,
    });
    return { row: inserted, clientId: owner };
  });
  await ctx.events.publish({
    entity: 'quote-activity',
    id: 'quoteId' in target ? `quote-${target.quoteId}` : `group-${target.groupId}`,
    clientId,
    staffOnly: isInternal,
  });
  return toActivity(row);
}

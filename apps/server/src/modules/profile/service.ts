import type { TProfileUpdate, TSessionUser, TUserSummary, UserActor } from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/**
 * My Profile is always the signed-in person's own record (or the user a superadmin acts as). A customer's reads
 * and writes run under the tenant's row-level security like every other customer transaction.
 */
export async function getProfile(ctx: AppContext, actor: UserActor): Promise<TSessionUser> {
  const profile = await withTenant(ctx.db, actor, (tx) => repo.findProfile(tx, profileOwner(actor)));
  if (!profile) throw notFound('Your profile');
  return profile;
}

export async function updateProfile(
  ctx: AppContext,
  actor: UserActor,
  input: TProfileUpdate,
): Promise<TSessionUser> {
  const userId = profileOwner(actor);
  const profile = await withTenant(ctx.db, actor, async (tx) => {
    if (input.redirectedAdminId) {
      if (input.redirectedAdminId === userId)
        throw badRequest('redirectedAdminId: You cannot redirect your notifications to yourself.');
      if (!(await repo.isActiveStaff(tx, input.redirectedAdminId))) {
        throw badRequest('redirectedAdminId: Choose an active admin to receive your notifications.');
      }
    }
    await repo.updateRedirection(tx, userId, {
      isRedirectionActive: input.isRedirectionActive,
      redirectedAdminId: input.redirectedAdminId,
    });
    return repo.findProfile(tx, userId);
  });
  if (!profile) throw notFound('Your profile');
  await ctx.events.publish({ entity: 'user', id: userId, clientId: profile.clientId, userIds: [userId] });
  return profile;
}

/** PUT /api/profile/land-transport: a customer's answer; the card is not shown again. */
export async function answerLandTransport(ctx: AppContext, actor: UserActor, interested: boolean) {
  const userId = profileOwner(actor);
  const clientId = await withTenant(ctx.db, actor, async (tx) => {
    await repo.saveLandInterest(tx, userId, interested);
    return (await repo.findProfile(tx, userId))?.clientId ?? null;
  });
  await ctx.events.publish({ entity: 'user', id: userId, clientId, userIds: [userId] });
}

/** PUT /api/profile/checklist-tab: remembered only when it changes; the session then carries it. */
export async function rememberChecklistTab(
  ctx: AppContext,
  actor: UserActor,
  tab: 'operations' | 'accounting',
): Promise<void> {
  const userId = profileOwner(actor);
  const changed = await withTenant(ctx.db, actor, async (tx) => {
    const profile = await repo.findProfile(tx, userId);
    if (!profile || profile.lastOpenedChecklistTab === tab) return null;
    await repo.saveChecklistTab(tx, userId, tab);
    return profile;
  });
  if (changed)
    await ctx.events.publish({ entity: 'user', id: userId, clientId: changed.clientId, userIds: [userId] });
}

/**
 * PUT /api/profile/guide. The prompt is a preference of the person at the keyboard, so it is always the signed-in
 * person's own record, in customer view and while a superadmin acts as someone: acting as a customer must not
 * silence that customer's prompt (the session answer shows the real person's choice then, session/service.ts).
 * The user's other tabs hear of it through the live 'user' event and read the session again.
 */
export async function chooseGuide(ctx: AppContext, actor: UserActor, dontShowGuide: boolean): Promise<void> {
  const userId = actor.realUserId ?? actor.userId;
  // realUserId is a staff member's (views are staff-only); staff rows have no client, so the tenant policy on
  // users lets the viewed client's transaction reach them.
  const clientId = await withTenant(ctx.db, actor, async (tx) => {
    await repo.saveGuideChoice(tx, userId, dontShowGuide);
    return (await repo.findProfile(tx, userId))?.clientId ?? null;
  });
  await ctx.events.publish({ entity: 'user', id: userId, clientId, userIds: [userId] });
}

export async function redirectCandidates(ctx: AppContext, actor: UserActor): Promise<TUserSummary[]> {
  return withTenant(ctx.db, actor, (tx) => repo.listRedirectCandidates(tx, profileOwner(actor)));
}

/** In customer view the actor carries the client, but the profile stays the staff member's own. */
function profileOwner(actor: UserActor): string {
  return actor.mode === 'customer-view' && actor.realUserId ? actor.realUserId : actor.userId;
}

import type { TProfileUpdate, TSessionUser, TUserSummary, UserActor } from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/** My Profile is always the signed-in person's own record (or the user a superadmin acts as). */
export async function getProfile(ctx: AppContext, actor: UserActor): Promise<TSessionUser> {
  const profile = await repo.findProfile(ctx.db, profileOwner(actor));
  if (!profile) throw notFound('Your profile');
  return profile;
}

export async function updateProfile(
  ctx: AppContext,
  actor: UserActor,
  input: TProfileUpdate,
): Promise<TSessionUser> {
  const userId = profileOwner(actor);
  if (input.redirectedAdminId) {
    if (input.redirectedAdminId === userId)
      throw badRequest('redirectedAdminId: You cannot redirect your notifications to yourself.');
    if (!(await repo.isActiveStaff(ctx.db, input.redirectedAdminId))) {
      throw badRequest('redirectedAdminId: Choose an active admin to receive your notifications.');
    }
  }
  await repo.updateRedirection(ctx.db, userId, {
    isRedirectionActive: input.isRedirectionActive,
    redirectedAdminId: input.redirectedAdminId,
  });
  const profile = await getProfile(ctx, actor);
  await ctx.events.publish({ entity: 'user', id: userId, clientId: profile.clientId, userIds: [userId] });
  return profile;
}

export async function redirectCandidates(ctx: AppContext, actor: UserActor): Promise<TUserSummary[]> {
  return repo.listRedirectCandidates(ctx.db, profileOwner(actor));
}

/** In customer view the actor carries the client, but the profile stays the staff member's own. */
function profileOwner(actor: UserActor): string {
  return actor.mode === 'customer-view' && actor.realUserId ? actor.realUserId : actor.userId;
}

import {
  ADMIN_MESSAGES,
  mayBecomeAdmin,
  type TAdminGrant,
  type TAdminRemoval,
  type TAdminUpdate,
  type TAdminUser,
  type UserActor,
  ZAdminGrant,
} from '@portal/domain';
import { recordAudit } from '../../platform/audit/audit-repo.ts';
import { checkVersion } from '../../platform/audit/versioned.ts';
import type { AppContext } from '../../platform/context.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { badRequest, conflict, notFound } from '../../platform/http/app-error.ts';
import { knownCarrierIds } from '../teams/repo.ts';
import * as repo from './repo.ts';

/**
 * Team Management's Users tab, the admin table (spec 002 §2, §4 "Admin assignment", "Notification redirection";
 * superadmin, enforced by the routes' access). Every write is audited as a 'user' change in its transaction, with
 * the row before and after, and published as a staff-only 'user' change after commit.
 */

export async function listAdmins(ctx: AppContext, actor: UserActor): Promise<TAdminUser[]> {
  return withTenant(ctx.db, actor, (tx) => repo.listAdmins(tx));
}

/** Spec 002 §4: "A non-admin user with no role becomes admin with the chosen role." */
export async function grantAdmin(ctx: AppContext, actor: UserActor, body: TAdminGrant): Promise<TAdminUser> {
  const { userId, role } = ZAdminGrant.parse(body);
  const admin = await withTenant(ctx.db, actor, async (tx) => {
    const found = await repo.findUserForUpdate(tx, userId);
    if (!found) throw notFound('The user');
    if (!mayBecomeAdmin({ ...found.admin, clientId: found.clientId }))
      throw badRequest(`userId: ${ADMIN_MESSAGES.notEligible}`);
    await repo.setAdmin(tx, userId, { isAdmin: true, role });
    const after = (await repo.findAdmin(tx, userId))!;
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: userId,
      action: 'update',
      before: found.admin,
      after,
    });
    return after;
  });
  await publish(ctx, userId);
  return admin;
}

/** An admin-level user may change any user's carriers, vacation flag and redirect-to target (spec 002 §4). */
export async function updateAdmin(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  body: TAdminUpdate,
): Promise<TAdminUser> {
  const admin = await withTenant(ctx.db, actor, async (tx) => {
    const found = await repo.findUserForUpdate(tx, id);
    const before = checkVersion(found?.admin, body.version, 'The user');
    const carriers = [...new Set(body.carriers)];
    const known = await knownCarrierIds(tx, carriers);
    const unknown = carriers.filter((c) => !known.has(c));
    if (unknown.length > 0) throw badRequest(`carriers: Unknown carrier ${unknown.join(', ')}.`);
    const target = body.redirectedAdminId;
    if (target !== null) {
      if (target === id) throw badRequest(`redirectedAdminId: ${ADMIN_MESSAGES.redirectSelf}`);
      if (!(await repo.activeAdminIds(tx, [target])).has(target))
        throw badRequest(`redirectedAdminId: ${ADMIN_MESSAGES.redirectNotAdmin}`);
    }
    await repo.setAdminSettings(tx, id, {
      carriers: carriers.length === 0 ? null : carriers,
      isRedirectionActive: body.isRedirectionActive,
      redirectedAdminId: target,
    });
    const after = (await repo.findAdmin(tx, id))!;
    await recordAudit(tx, actor, { entity: 'user', entityId: id, action: 'update', before, after });
    return after;
  });
  await publish(ctx, id);
  return admin;
}

/**
 * Spec 002 §4: "Removal sets isAdmin false and role null", for all the selected users or none. Not one's own: a
 * superadmin who removed their own rights would lose this screen with nobody left to undo it.
 */
export async function removeAdmins(ctx: AppContext, actor: UserActor, body: TAdminRemoval): Promise<void> {
  const ids = [...new Set(body.ids)];
  const self = actor.realUserId ?? actor.userId;
  if (ids.includes(self)) throw badRequest(`ids: ${ADMIN_MESSAGES.notSelf}`);
  await withTenant(ctx.db, actor, async (tx) => {
    for (const id of ids) {
      const found = await repo.findUserForUpdate(tx, id);
      if (!found) throw notFound('The user');
      if (!found.admin.isAdmin) throw conflict(ADMIN_MESSAGES.notAdmin);
      await repo.setAdmin(tx, id, { isAdmin: false, role: null });
      const after = (await repo.findAdmin(tx, id))!;
      await recordAudit(tx, actor, {
        entity: 'user',
        entityId: id,
        action: 'update',
        before: found.admin,
        after,
      });
    }
  });
  for (const id of ids) await publish(ctx, id);
}

const publish = (ctx: AppContext, id: string) =>
  ctx.events.publish({ entity: 'user', id, clientId: null, staffOnly: true });

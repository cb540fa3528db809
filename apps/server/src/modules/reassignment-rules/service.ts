import {
  isStaff,
  REASSIGNMENT_MESSAGES,
  type TReassignmentRule,
  type TReassignmentRuleInput,
  type TReassignmentTargetInput,
  type UserActor,
} from '@portal/domain';
import { recordAudit } from '../../platform/audit/audit-repo.ts';
import { checkVersion } from '../../platform/audit/versioned.ts';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { taskReassignmentRules } from '../../platform/db/schema/index.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { badRequest, conflict } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/**
 * Reassignment rules (spec 002 §2 "Reassign users"; issue 21 part 2): task generation (modules/tasks) reads them for
 * the next task it makes, so a change here takes effect then. Every write is audited in its transaction and heard
 * live by staff's open screens.
 */
const WHAT = 'The rule';

export function toRule(row: typeof taskReassignmentRules.$inferSelect): TReassignmentRule {
  return {
    id: row.id,
    fromUserId: row.fromUserId,
    carrierId: row.carrierId,
    toUserId: row.toUserId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

async function published(ctx: AppContext, id: string) {
  await ctx.events.publish({ entity: 'reassignment-rule', id, clientId: null, staffOnly: true });
}

/** Both people must be active staff: a customer or an archived colleague would get tasks no one sees. */
async function checkStaff(db: DbOrTx, id: string) {
  const user = await repo.staffUser(db, id);
  if (!user || user.archived || user.clientId !== null || !isStaff(user))
    throw badRequest(REASSIGNMENT_MESSAGES.unknownUser);
}

export async function listRules(ctx: AppContext, actor: UserActor): Promise<TReassignmentRule[]> {
  return withTenant(ctx.db, actor, async (tx) => (await repo.listRules(tx)).map(toRule));
}

export async function createRule(
  ctx: AppContext,
  actor: UserActor,
  input: TReassignmentRuleInput,
): Promise<TReassignmentRule> {
  const rule = await withTenant(ctx.db, actor, async (tx) => {
    await checkStaff(tx, input.fromUserId);
    await checkStaff(tx, input.toUserId);
    if (!(await repo.carrierExists(tx, input.carrierId)))
      throw badRequest(REASSIGNMENT_MESSAGES.unknownCarrier);
    const row = await repo.insertRule(tx, input);
    if (!row) throw conflict(REASSIGNMENT_MESSAGES.duplicate);
    const created = toRule(row);
    await recordAudit(tx, actor, {
      entity: 'reassignment-rule',
      entityId: created.id,
      action: 'create',
      before: null,
      after: created,
    });
    return created;
  });
  await published(ctx, rule.id);
  return rule;
}

/** "Change the target" (spec 002 §7 "set reassignedClientId"). */
export async function changeTarget(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  input: TReassignmentTargetInput,
): Promise<TReassignmentRule> {
  const rule = await withTenant(ctx.db, actor, async (tx) => {
    const row = checkVersion(await repo.ruleForUpdate(tx, id), input.version, WHAT);
    if (row.fromUserId === input.toUserId) throw badRequest(REASSIGNMENT_MESSAGES.sameUser);
    await checkStaff(tx, input.toUserId);
    const before = toRule(row);
    const after = toRule(await repo.setTarget(tx, id, input.toUserId, row.version));
    await recordAudit(tx, actor, {
      entity: 'reassignment-rule',
      entityId: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
  await published(ctx, id);
  return rule;
}

export async function removeRule(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  version: number,
): Promise<void> {
  await withTenant(ctx.db, actor, async (tx) => {
    const row = checkVersion(await repo.ruleForUpdate(tx, id), version, WHAT);
    await repo.deleteRule(tx, id);
    await recordAudit(tx, actor, {
      entity: 'reassignment-rule',
      entityId: id,
      action: 'delete',
      before: toRule(row),
      after: null,
    });
  });
  await published(ctx, id);
}

import type { TTeam, TTeamDeletion, TTeamInput, TTeamUpdate, UserActor } from '@portal/domain';
import { ZTeamInput } from '@portal/domain';
import { recordAudit } from '../../platform/audit/audit-repo.ts';
import { checkVersion } from '../../platform/audit/versioned.ts';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { badRequest, notFound } from '../../platform/http/app-error.ts';
import * as repo from './repo.ts';

/**
 * Team Management's Teams tab (spec 002 §2, §3 "Team"; superadmin, enforced by the routes' access). Task routing
 * reads the teams when it makes a task (modules/tasks/sync.ts loadTaskContext), so a saved change decides who gets
 * the next generated task; tasks made before keep their assignee. Every write is audited in its transaction and
 * published as a 'team' change after commit.
 */

type TeamFields = ReturnType<typeof ZTeamInput.parse>;

/** The members must be active staff and the carriers known: a message per list a person can act on. */
async function checkReferences(tx: DbOrTx, input: TeamFields): Promise<void> {
  const staff = await repo.activeStaffIds(tx, input.userIds);
  if (input.userIds.some((id) => !staff.has(id)))
    throw badRequest(
      'userIds: Only active staff members can be members of a team. Reload the list of users.',
    );
  const known = await repo.knownCarrierIds(tx, input.carriers);
  const unknown = input.carriers.filter((c) => !known.has(c));
  if (unknown.length > 0) throw badRequest(`carriers: Unknown carrier ${unknown.join(', ')}.`);
}

const valuesOf = (input: TeamFields): repo.TeamValues => ({
  name: input.name,
  teamType: input.teamType,
  carriers: [...new Set(input.carriers)],
  categories: [...new Set(input.categories)],
  checklistItems: [...new Set(input.checklistItems)],
  taskTypes: [...new Set(input.taskTypes)],
});

export async function listManagedTeams(ctx: AppContext, actor: UserActor): Promise<TTeam[]> {
  return withTenant(ctx.db, actor, (tx) => repo.listManagedTeams(tx));
}

export async function createTeam(ctx: AppContext, actor: UserActor, body: TTeamInput): Promise<TTeam> {
  const input = ZTeamInput.parse(body);
  const team = await withTenant(ctx.db, actor, async (tx) => {
    await checkReferences(tx, input);
    const id = await repo.insertTeam(tx, valuesOf(input));
    await repo.setMembers(tx, id, input.userIds);
    const created = (await repo.findTeam(tx, id))!;
    await recordAudit(tx, actor, {
      entity: 'team',
      entityId: id,
      action: 'create',
      before: null,
      after: created,
    });
    return created;
  });
  await publish(ctx, team.id);
  return team;
}

export async function updateTeam(
  ctx: AppContext,
  actor: UserActor,
  id: string,
  body: TTeamUpdate,
): Promise<TTeam> {
  const { version, ...rest } = body;
  const input = ZTeamInput.parse(rest);
  const team = await withTenant(ctx.db, actor, async (tx) => {
    const before = checkVersion(await repo.findTeam(tx, id, { forUpdate: true }), version, 'The team');
    await checkReferences(tx, input);
    await repo.updateTeam(tx, id, valuesOf(input));
    await repo.setMembers(tx, id, input.userIds);
    const after = (await repo.findTeam(tx, id))!;
    await recordAudit(tx, actor, { entity: 'team', entityId: id, action: 'update', before, after });
    return after;
  });
  await publish(ctx, id);
  return team;
}

/** Deletes the selected teams, all or none: an id that is gone answers 404 and nothing is deleted. */
export async function deleteTeams(ctx: AppContext, actor: UserActor, body: TTeamDeletion): Promise<void> {
  const ids = [...new Set(body.ids)];
  await withTenant(ctx.db, actor, async (tx) => {
    const before: TTeam[] = [];
    for (const id of ids) {
      const team = await repo.findTeam(tx, id, { forUpdate: true });
      if (!team) throw notFound('The team');
      before.push(team);
    }
    await repo.deleteTeams(tx, ids);
    await recordAudit(
      tx,
      actor,
      ...before.map((team) => ({
        entity: 'team' as const,
        entityId: team.id,
        action: 'delete' as const,
        before: team,
        after: null,
      })),
    );
  });
  for (const id of ids) await publish(ctx, id);
  // Their open tasks moved to the bookings' agents: open My Day lists refetch.
  await ctx.events.publish({ entity: 'tasks', id: 'teams-deleted', clientId: null, staffOnly: true });
}

const publish = (ctx: AppContext, id: string) =>
  ctx.events.publish({ entity: 'team', id, clientId: null, staffOnly: true });

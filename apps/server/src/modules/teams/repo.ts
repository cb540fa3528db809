import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TTeam, UserActor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carriers, tasks, teamMembers, teams, users, type TeamRow } from '../../platform/db/schema/index.ts';

/** Teams are the forwarder's own (no client's data); the routes let staff (mentions) or superadmins only. */
export async function listTeams(db: DbOrTx, _actor: UserActor) {
  return db
    .select({ id: teams.id, name: teams.name, teamType: teams.teamType })
    .from(teams)
    .orderBy(asc(teams.name));
}

/** The members of these teams, by first name, as Team Management shows them. */
async function membersOf(db: DbOrTx, teamIds: readonly string[]) {
  if (teamIds.length === 0) return new Map<string, TTeam['users']>();
  const rows = await db
    .select({
      teamId: teamMembers.teamId,
      id: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, [...teamIds]))
    .orderBy(asc(users.firstName), asc(users.lastName));
  const byTeam = new Map<string, TTeam['users']>();
  for (const { teamId, ...user } of rows) byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), user]);
  return byTeam;
}

const toTeam = (row: TeamRow, members: TTeam['users']): TTeam => ({
  id: row.id,
  name: row.name,
  teamType: row.teamType,
  users: members,
  carriers: row.carriers,
  categories: row.categories as TTeam['categories'],
  checklistItems: row.checklistItems,
  taskTypes: row.taskTypes,
  version: row.version,
});

/** Every team with its members, by name (the order task routing tries them in). */
export async function listManagedTeams(db: DbOrTx): Promise<TTeam[]> {
  const rows = await db.select().from(teams).orderBy(asc(teams.name), asc(teams.id));
  const members = await membersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toTeam(r, members.get(r.id) ?? []));
}

/** One team as the answers show it; `forUpdate` locks the row for a save's version check. */
export async function findTeam(
  db: DbOrTx,
  id: string,
  { forUpdate = false } = {},
): Promise<TTeam | undefined> {
  const query = db.select().from(teams).where(eq(teams.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) return undefined;
  return toTeam(row, (await membersOf(db, [id])).get(id) ?? []);
}

export interface TeamValues {
  name: string;
  teamType: TeamRow['teamType'];
  carriers: string[];
  categories: string[];
  checklistItems: string[];
  taskTypes: string[];
}

export async function insertTeam(db: DbOrTx, values: TeamValues): Promise<string> {
  const [row] = await db.insert(teams).values(values).returning({ id: teams.id });
  return row!.id;
}

export async function updateTeam(db: DbOrTx, id: string, values: TeamValues): Promise<void> {
  await db
    .update(teams)
    .set({ ...values, version: sql`${teams.version} + 1`, updatedAt: new Date() })
    .where(eq(teams.id, id));
}

/** Replaces the team's members. */
export async function setMembers(db: DbOrTx, teamId: string, userIds: readonly string[]): Promise<void> {
  await db.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
  if (userIds.length > 0)
    await db.insert(teamMembers).values([...new Set(userIds)].map((userId) => ({ teamId, userId })));
}

/**
 * Deletes the teams. Their open tasks would otherwise be left with neither a user nor a team (the foreign key sets
 * the team to null) and vanish from every My Day: they go to the booking's agent first, redirected by the agent's
 * reassignment rule for the carrier, as task routing gives a task no team takes (domain assigneeFor).
 */
export async function deleteTeams(db: DbOrTx, ids: readonly string[]): Promise<void> {
  await db.execute(sql`
    update tasks set
      team_id = null,
      assigned_user_id = coalesce(
        (select r.to_user_id from task_reassignment_rules r
          where r.from_user_id = b.agent_id and r.carrier_id = b.carrier_id limit 1),
        b.agent_id),
      updated_at = now()
    from bookings b
    where b.id = tasks.booking_id and not tasks.resolved and ${inArray(tasks.teamId, [...ids])}`);
  await db.delete(teams).where(inArray(teams.id, [...ids]));
}

/** The given ids that are active staff members (who may be a team's member). */
export async function activeStaffIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        eq(users.archived, false),
        sql`(${users.isAdmin} or ${users.role} is not null)`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The given carrier ids that exist. */
export async function knownCarrierIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: carriers.id })
    .from(carriers)
    .where(inArray(carriers.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

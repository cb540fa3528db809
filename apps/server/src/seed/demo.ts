import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { clients, teamMembers, teams, users } from '../platform/db/schema/index.ts';
import { DEMO_CLIENTS, DEMO_TEAMS, DEMO_USERS } from './demo-users.ts';

/**
 * The three demo companies, their people, the staff and the staff's teams. Everything is keyed on natural keys
 * (ERP client id, e-mail / ERP user id, team name) and only inserted when missing, so a re-run adds nothing and
 * does not undo what people changed in the portal.
 */
export async function seedDemo(
  db: DbOrTx,
): Promise<{ demoClients: number; demoUsers: number; demoTeams: number }> {
  const erpClientIds = Object.values(DEMO_CLIENTS).map((c) => c.erpClientId);
  await db
    .insert(clients)
    .values(Object.values(DEMO_CLIENTS).map((c) => ({ ...c })))
    .onConflictDoNothing({ target: clients.erpClientId });
  const clientRows = await db
    .select({ id: clients.id, erpClientId: clients.erpClientId })
    .from(clients)
    .where(inArray(clients.erpClientId, erpClientIds));
  const clientIdByErp = new Map(clientRows.map((c) => [c.erpClientId, c.id]));

  const userValues = Object.values(DEMO_USERS).map((u) => ({
    firstName: u.firstName,
    lastName: u.lastName,
    emailAddress: u.emailAddress,
    erpUserId: u.erpUserId,
    // Customers belong to their company; staff have no client.
    clientId: u.client ? (clientIdByErp.get(DEMO_CLIENTS[u.client].erpClientId) ?? null) : null,
    role: u.role,
    isAdmin: u.isAdmin,
    carriers: 'carriers' in u ? [...u.carriers] : null,
    dontShowGuide: 'dontShowGuide' in u ? u.dontShowGuide : false,
  }));
  // No conflict target: both unique keys (lower(email) and ERP user id) must stop a duplicate.
  await db.insert(users).values(userValues).onConflictDoNothing();
  const emailKey = sql<string>`lower(${users.emailAddress})`;
  const userRows = await db
    .select({ id: users.id, email: emailKey })
    .from(users)
    .where(
      inArray(
        emailKey,
        userValues.map((u) => u.emailAddress.toLowerCase()),
      ),
    );
  const userIdByEmail = new Map(userRows.map((u) => [u.email, u.id]));

  for (const team of DEMO_TEAMS) {
    // Team names carry no unique index, so look the team up before creating it.
    const [existing] = await db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.name, team.name))
      .limit(1);
    const teamId =
      existing?.id ??
      (
        await db
          .insert(teams)
          .values({
            name: team.name,
            teamType: team.teamType,
            categories: [...team.categories],
            carriers: [...team.carriers],
            checklistItems: [...team.checklistItems],
            taskTypes: [...team.taskTypes],
          })
          .returning({ id: teams.id })
      )[0]!.id;
    const members = Object.values(DEMO_USERS)
      .filter((u) => 'team' in u && u.team === team.name)
      .map((u) => userIdByEmail.get(u.emailAddress.toLowerCase()))
      .filter((id): id is string => id !== undefined);
    if (members.length > 0) {
      await db
        .insert(teamMembers)
        .values(members.map((userId) => ({ teamId, userId })))
        .onConflictDoNothing();
    }
  }
  return { demoClients: clientRows.length, demoUsers: userRows.length, demoTeams: DEMO_TEAMS.length };
}

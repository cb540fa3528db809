import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { clients, teamMembers, teams, users } from '../platform/db/schema/index.ts';
import { DEMO_CLIENTS, DEMO_TEAMS, DEMO_USERS } from './demo-users.ts';

/** The three demo companies, their people, the staff and their teams. Keyed on natural keys, so re-runs add nothing. */
export async function seedDemo(db: DbOrTx): Promise<{ clients: number; users: number; teams: number }> {
  await db
    .insert(clients)
    .values(Object.values(DEMO_CLIENTS).map((c) => ({ ...c })))
    .onConflictDoNothing({ target: clients.erpClientId });
  const clientRows = await db
    .select({ id: clients.id, erpClientId: clients.erpClientId })
    .from(clients)
    .where(inArray(clients.erpClientId, Object.values(DEMO_CLIENTS).map((c) => c.erpClientId)));
  const clientIdByErp = new Map(clientRows.map((c) => [c.erpClientId, c.id]));

  const userValues = Object.values(DEMO_USERS).map((u) => ({
    firstName: u.firstName,
    lastName: u.lastName,
    emailAddress: u.emailAddress,
    erpUserId: u.erpUserId,
    clientId: u.client ? (clientIdByErp.get(DEMO_CLIENTS[u.client].erpClientId) ?? null) : null,
    role: u.role,
    isAdmin: u.isAdmin,
    carriers: 'carriers' in u ? [...u.carriers] : null,
  }));
  await db.insert(users).values(userValues).onConflictDoNothing({ target: users.erpUserId });

  for (const team of DEMO_TEAMS) {
    const [existing] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, team.name));
    const teamId =
      existing?.id ??
      (
        await db
          .insert(teams)
          .values({ ...team, categories: [...team.categories], carriers: [...team.carriers] })
          .returning({ id: teams.id })
      )[0]!.id;
    const memberEmails = Object.values(DEMO_USERS)
      .filter((u) => 'team' in u && u.team === team.name)
      .map((u) => u.emailAddress);
    if (memberEmails.length === 0) continue;
    const members = await db.select({ id: users.id }).from(users).where(inArray(users.emailAddress, memberEmails));
    await db
      .insert(teamMembers)
      .values(members.map((m) => ({ teamId, userId: m.id })))
      .onConflictDoNothing();
  }

  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return { clients: clientRows.length, users: n, teams: DEMO_TEAMS.length };
}

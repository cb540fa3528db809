import { and, eq, gt, sql } from 'drizzle-orm';
import type { TeamType } from '@portal/domain';
import type { DbOrTx } from '../db/client.ts';
import { clients, sessions, users } from '../db/schema/index.ts';
import type { UserFacts } from './actor-facts.ts';

/**
 * The queries that turn a session cookie into an actor. They run before any actor exists (they find it), so they
 * take no Actor and no tenant: they read one session by its secret's hash and the users it names.
 */

/** A user who is archived or whose company is (issue 21 part 3): neither logs in nor keeps a session. */
export const ACCOUNT_ARCHIVED = sql<boolean>`(${users.archived} or coalesce((select c.archived from clients c where c.id = ${users.clientId}), false))`;

/** The columns permission rules read, with the user's team types. */
const userFactColumns = {
  id: users.id,
  clientId: users.clientId,
  role: users.role,
  isAdmin: users.isAdmin,
  archived: ACCOUNT_ARCHIVED,
  carriers: users.carriers,
  /** The company's own carrier list, which narrows its people's (null: every carrier). */
  clientCarriers: sql<string[] | null>`(select c.carriers from clients c where c.id = ${users.clientId})`,
  teamTypes: sql<
    TeamType[]
  >`coalesce((select array_agg(distinct t.team_type) from team_members m join teams t on t.id = m.team_id where m.user_id = ${users.id}), '{}')`,
};

export async function loadUserFacts(db: DbOrTx, userId: string): Promise<UserFacts | null> {
  const [row] = await db.select(userFactColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** One round trip: the live session behind a secret hash and the facts of its user. */
export async function findLiveSession(db: DbOrTx, secretHash: string) {
  const [found] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      customerViewClientId: sessions.customerViewClientId,
      actingAsUserId: sessions.actingAsUserId,
      expiresAt: sessions.expiresAt,
      facts: userFactColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.secretHash, secretHash), gt(sessions.expiresAt, new Date())));
  return found ?? null;
}

/** A company's own carrier list (null: every carrier), which a staff member's customer view of it keeps too. */
export async function loadClientCarriers(db: DbOrTx, clientId: string): Promise<string[] | null> {
  const [row] = await db.select({ carriers: clients.carriers }).from(clients).where(eq(clients.id, clientId));
  return row?.carriers?.length ? row.carriers : null;
}

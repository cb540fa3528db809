import { eq, sql } from 'drizzle-orm';
import type { TeamType, UserActor } from '@portal/domain';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export interface UserFacts {
  id: string;
  clientId: string | null;
  role: UserActor['role'];
  isAdmin: boolean;
  archived: boolean;
  carriers: string[] | null;
  teamTypes: TeamType[];
}

/** The columns permission rules read, with the user's team types; select them with any query on users. */
export const userFactColumns = {
  id: users.id,
  clientId: users.clientId,
  role: users.role,
  isAdmin: users.isAdmin,
  archived: users.archived,
  carriers: users.carriers,
  teamTypes: sql<
    TeamType[]
  >`coalesce((select array_agg(distinct t.team_type) from team_members m join teams t on t.id = m.team_id where m.user_id = ${users.id}), '{}')`,
};

export async function loadUserFacts(db: DbOrTx, userId: string): Promise<UserFacts | null> {
  const [row] = await db.select(userFactColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export function actorFromFacts(facts: UserFacts): UserActor {
  return {
    kind: 'user',
    userId: facts.id,
    clientId: facts.clientId,
    role: facts.role,
    isAdmin: facts.isAdmin,
    teamTypes: facts.teamTypes,
    carriers: facts.carriers,
    realUserId: null,
    mode: 'self',
  };
}

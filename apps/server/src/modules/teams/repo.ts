import { asc } from 'drizzle-orm';
import type { UserActor } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { teams } from '../../platform/db/schema/index.ts';

/** Teams are the forwarder's own (no client's data); the route lets staff only. */
export async function listTeams(db: DbOrTx, _actor: UserActor) {
  return db
    .select({ id: teams.id, name: teams.name, teamType: teams.teamType })
    .from(teams)
    .orderBy(asc(teams.name));
}

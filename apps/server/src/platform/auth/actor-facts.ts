import type { TeamType, UserActor } from '@portal/domain';

/** What permission rules read about a user (session-repo.ts loads it). */
export interface UserFacts {
  id: string;
  clientId: string | null;
  role: UserActor['role'];
  isAdmin: boolean;
  archived: boolean;
  carriers: string[] | null;
  teamTypes: TeamType[];
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

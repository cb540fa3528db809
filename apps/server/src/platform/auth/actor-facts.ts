import { combineCarrierRestrictions, isStaff, type TeamType, type UserActor } from '@portal/domain';

/** What permission rules read about a user (session-repo.ts loads it). */
export interface UserFacts {
  id: string;
  clientId: string | null;
  role: UserActor['role'];
  isAdmin: boolean;
  archived: boolean;
  carriers: string[] | null;
  clientCarriers: string[] | null;
  teamTypes: TeamType[];
}

/**
 * A customer sees at most its company's carriers (issue 21 part 3) and, within them, its own list. Staff are not
 * narrowed by a company.
 */
function carriersOf(facts: UserFacts): string[] | null {
  if (isStaff(facts) || !facts.clientCarriers?.length) return facts.carriers;
  return combineCarrierRestrictions(facts.carriers?.length ? facts.carriers : null, facts.clientCarriers);
}

export function actorFromFacts(facts: UserFacts): UserActor {
  return {
    kind: 'user',
    userId: facts.id,
    clientId: facts.clientId,
    role: facts.role,
    isAdmin: facts.isAdmin,
    teamTypes: facts.teamTypes,
    carriers: carriersOf(facts),
    realUserId: null,
    mode: 'self',
  };
}

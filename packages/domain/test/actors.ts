import type { UserActor } from '../src/index.ts';

/** A signed-in user actor for tests: a customer without a client unless overridden. */
export function userActor(overrides: Partial<UserActor> = {}): UserActor {
  return {
    kind: 'user',
    userId: 'u1',
    clientId: null,
    role: null,
    isAdmin: false,
    teamTypes: [],
    carriers: null,
    realUserId: null,
    mode: 'self',
    ...overrides,
  };
}

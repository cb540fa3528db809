import type { TSessionInfo, TSessionUser } from '../src/index.ts';

/**
 * A user as GET /api/session answers it: Anna Keller, a customer of 'client-a' without carrier restriction,
 * unless overridden. The web's tests build their sessions from it too (apps/web/test/sessions.ts).
 */
export function sessionUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    id: 'u1',
    firstName: 'Anna',
    lastName: 'Keller',
    emailAddress: 'anna@example.test',
    role: null,
    isAdmin: false,
    erpUserId: null,
    clientId: 'client-a',
    company: null,
    carriers: null,
    teams: [],
    dontShowGuide: true,
    answeredLandInterest: false,
    showedInterest: false,
    isRedirectionActive: false,
    redirectedAdmin: null,
    lastSession: null,
    lastOpenedChecklistTab: null,
    ...overrides,
  };
}

/** The session of a user (anonymous for null), visitor type read from the user's role as the server does. */
export function sessionOf(user: TSessionUser | null, overrides: Partial<TSessionInfo> = {}): TSessionInfo {
  return {
    visitor: user ? (user.role || user.isAdmin ? 'staff' : 'customer') : 'anonymous',
    user,
    mode: 'self',
    realUser: null,
    customerViewClient: null,
    ...overrides,
  };
}

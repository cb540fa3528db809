import type { TSessionInfo, TSessionUser } from '@portal/domain';

/** A signed-in customer of the demo company A, as GET /api/session answers it. */
export const customerSession: TSessionInfo = {
  visitor: 'customer',
  mode: 'self',
  realUser: null,
  customerViewClient: null,
  user: {
    id: 'u1',
    firstName: 'Anna',
    lastName: 'Keller',
    emailAddress: 'anna.keller@alpina-trading.ch',
    role: null,
    isAdmin: false,
    erpUserId: null,
    clientId: 'c1',
    company: null,
    carriers: null,
    teams: [],
    dontShowGuide: true,
    isRedirectionActive: false,
    redirectedAdmin: null,
    lastSession: null,
  },
};

/** The same person as a sales staff member (no client), with any other changes to the user. */
export function asStaff(session: TSessionInfo, user: Partial<TSessionUser> = {}): TSessionInfo {
  return {
    ...session,
    visitor: 'staff',
    user: { ...session.user!, role: 'sales', isAdmin: true, clientId: null, ...user },
  };
}

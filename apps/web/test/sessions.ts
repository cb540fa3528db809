import type { TSessionInfo, TSessionUser } from '@portal/domain';
import { sessionOf, sessionUser } from '../../../packages/domain/test/session-fixture.ts';

/** A signed-in customer of the demo company A, as GET /api/session answers it. */
export const customerSession: TSessionInfo = sessionOf(
  sessionUser({ emailAddress: 'anna.keller@alpina-trading.ch', clientId: 'c1' }),
);

/** The same person as a sales staff member (no client), with any other changes to the user. */
export function asStaff(session: TSessionInfo, user: Partial<TSessionUser> = {}): TSessionInfo {
  return {
    ...session,
    visitor: 'staff',
    user: { ...session.user!, role: 'sales', isAdmin: true, clientId: null, ...user },
  };
}

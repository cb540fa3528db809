import { and, asc, eq, ne, or, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TSessionUser, TUserSummary } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { clients, teamMembers, teams, users } from '../../platform/db/schema/index.ts';

const redirected = alias(users, 'redirected');

/** The profile of one user, as the session and My Profile show it. */
export async function findProfile(db: DbOrTx, userId: string): Promise<TSessionUser | null> {
  const [row] = await db
    .select({
      user: users,
      company: { id: clients.id, name: clients.name, city: clients.city, countryCode: clients.countryCode },
      redirected: {
        id: redirected.id,
        firstName: redirected.firstName,
        lastName: redirected.lastName,
        emailAddress: redirected.emailAddress,
      },
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .leftJoin(redirected, eq(redirected.id, users.redirectedAdminId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const teamRows = await db
    .select({ id: teams.id, name: teams.name, teamType: teams.teamType })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teams.name));
  const u = row.user;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    emailAddress: u.emailAddress,
    role: u.role,
    isAdmin: u.isAdmin,
    erpUserId: u.erpUserId,
    clientId: u.clientId,
    company: row.company?.id ? row.company : null,
    carriers: u.carriers,
    teams: teamRows,
    dontShowGuide: u.dontShowGuide,
    answeredLandInterest: u.answeredLandInterest,
    showedInterest: u.showedInterest,
    isRedirectionActive: u.isRedirectionActive,
    redirectedAdmin: row.redirected?.id ? row.redirected : null,
    lastSession: u.lastSession?.toISOString() ?? null,
    lastOpenedChecklistTab: u.lastOpenedChecklistTab,
  };
}

const staffCondition = and(eq(users.archived, false), or(eq(users.isAdmin, true), isNotNull(users.role)));

/** Active staff users, sorted by first name (spec 002 §3), without the asking user. */
export async function listRedirectCandidates(db: DbOrTx, exceptUserId: string): Promise<TUserSummary[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      emailAddress: users.emailAddress,
    })
    .from(users)
    .where(and(staffCondition, ne(users.id, exceptUserId)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export async function isActiveStaff(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(staffCondition, inArray(users.id, [userId])));
  return !!row;
}

export async function updateRedirection(
  db: DbOrTx,
  userId: string,
  values: { isRedirectionActive: boolean; redirectedAdminId: string | null },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The answer to the land-transport interest card, stored on the user (spec 000 §2). */
export async function saveLandInterest(db: DbOrTx, userId: string, interested: boolean): Promise<void> {
  await db
    .update(users)
    .set({ answeredLandInterest: true, showedInterest: interested })
    .where(eq(users.id, userId));
}

/** The guided-tour prompt's 'Don't show again' (spec 001 §5: users/{uid} merged with dontShowGuide). */
export async function saveGuideChoice(db: DbOrTx, userId: string, dontShowGuide: boolean): Promise<void> {
  await db.update(users).set({ dontShowGuide }).where(eq(users.id, userId));
}

/** The side panel tab a staff member opened last (My Day's initial category). */
export async function saveChecklistTab(
  db: DbOrTx,
  userId: string,
  tab: 'operations' | 'accounting',
): Promise<void> {
  await db.update(users).set({ lastOpenedChecklistTab: tab }).where(eq(users.id, userId));
}

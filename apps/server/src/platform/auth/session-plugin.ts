import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isStaff, isSuperadmin, SESSION_COOKIE, SESSION_TTL_MS, type UserActor } from '@portal/domain';
import { sessions, users } from '../db/schema/index.ts';
import { actorFromFacts, loadUserFacts, userFactColumns } from './actor-facts.ts';
import { hashSecret } from './secrets.ts';

export interface RequestSession {
  id: string;
  /** The person who signed in (staff in customer view or acting as someone keep their own id here). */
  userId: string;
  customerViewClientId: string | null;
  actingAsUserId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, secret: string): void {
  const { COOKIE_SECURE, NODE_ENV } = app.ctx.config;
  reply.setCookie(SESSION_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: COOKIE_SECURE ?? NODE_ENV === 'production',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The session behind a cookie secret and the actor it stands for, or null when it is unknown or expired. */
export async function resolveSession(
  app: FastifyInstance,
  secret: string,
): Promise<{ session: RequestSession; actor: UserActor } | null> {
  const { db } = app.ctx;
  // One round trip: the session and the facts of its user.
  const [found] = await db
    .select({ row: sessions, facts: userFactColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.secretHash, hashSecret(secret)), gt(sessions.expiresAt, new Date())));
  if (!found || found.facts.archived) return null;
  const { row, facts } = found;
  return {
    session: {
      id: row.id,
      userId: row.userId,
      customerViewClientId: row.customerViewClientId,
      actingAsUserId: row.actingAsUserId,
    },
    actor: await effectiveActor(app, actorFromFacts(facts), row.customerViewClientId, row.actingAsUserId),
  };
}

/** Turns the session cookie into request.actor: the user, the client in customer view, or the user acted as. */
export function registerSessionResolution(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = null;
    const secret = request.cookies[SESSION_COOKIE];
    if (!secret || !request.url.startsWith('/api')) return;
    const resolved = await resolveSession(app, secret);
    if (!resolved) return;
    request.session = resolved.session;
    request.actor = resolved.actor;
  });
}

async function effectiveActor(
  app: FastifyInstance,
  real: UserActor,
  customerViewClientId: string | null,
  actingAsUserId: string | null,
): Promise<UserActor> {
  if (actingAsUserId && isSuperadmin(real)) {
    const target = await loadUserFacts(app.ctx.db, actingAsUserId);
    if (target && !target.archived)
      return { ...actorFromFacts(target), mode: 'acting-as', realUserId: real.userId };
  }
  if (customerViewClientId && isStaff(real)) {
    return {
      ...real,
      clientId: customerViewClientId,
      role: null,
      isAdmin: false,
      teamTypes: [],
      carriers: null,
      mode: 'customer-view',
      realUserId: real.userId,
    };
  }
  return real;
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  actingAsActor,
  combineCarrierRestrictions,
  customerViewActor,
  isStaff,
  isSuperadmin,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  type UserActor,
} from '@portal/domain';
import { actorFromFacts } from './actor-facts.ts';
import { hashSecret } from './secrets.ts';
import { SessionCache, type RequestSession, type ResolvedSession } from './session-cache.ts';
import { findLiveSession, loadClientCarriers, loadUserFacts } from './session-repo.ts';

export type { RequestSession, ResolvedSession };

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
  interface FastifyInstance {
    sessionCache: SessionCache;
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

/**
 * The session behind a cookie secret and the actor it stands for, or null when it is unknown or expired. Read
 * through the session cache unless `fresh` (after a change made in this very request).
 */
export async function resolveSession(
  app: FastifyInstance,
  secret: string,
  options: { fresh?: boolean } = {},
): Promise<ResolvedSession | null> {
  const secretHash = hashSecret(secret);
  if (!options.fresh) {
    const cached = app.sessionCache.get(secretHash);
    if (cached) return cached;
  }
  const found = await findLiveSession(app.ctx.db, secretHash);
  if (!found || found.facts.archived) return null;
  const session: RequestSession = {
    id: found.id,
    userId: found.userId,
    customerViewClientId: found.customerViewClientId,
    actingAsUserId: found.actingAsUserId,
    expiresAt: found.expiresAt,
  };
  const resolved = { session, actor: await effectiveActor(app, actorFromFacts(found.facts), session) };
  app.sessionCache.set(secretHash, resolved);
  return resolved;
}

/** Turns the session cookie into request.actor: the user, the client in customer view, or the user acted as. */
export function registerSessionResolution(app: FastifyInstance): void {
  app.decorate('sessionCache', new SessionCache(app.ctx.config.SESSION_CACHE_MS));
  // Sign-outs and view switches of any process, and changed users, reach the cache through the event bus.
  const offSessions = app.ctx.events.onSessionChange((change) => app.sessionCache.drop(change));
  const offUsers = app.ctx.events.subscribe((event) => {
    if (event.entity === 'user') app.sessionCache.drop({ userIds: [event.id] });
  });
  app.addHook('onClose', async () => {
    offSessions();
    offUsers();
  });

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

/** The actor of the session's view; the domain's view actors keep the signed-in person's carrier restriction. */
async function effectiveActor(
  app: FastifyInstance,
  real: UserActor,
  session: RequestSession,
): Promise<UserActor> {
  if (session.actingAsUserId && isSuperadmin(real)) {
    const target = await loadUserFacts(app.ctx.db, session.actingAsUserId);
    if (target && !target.archived) return actingAsActor(real, actorFromFacts(target));
  }
  if (session.customerViewClientId && isStaff(real)) {
    // The client as its people see it: within the company's carriers too (issue 21 part 3).
    const view = customerViewActor(real, session.customerViewClientId);
    const companyCarriers = await loadClientCarriers(app.ctx.db, session.customerViewClientId);
    return { ...view, carriers: combineCarrierRestrictions(view.carriers, companyCarriers) };
  }
  return real;
}

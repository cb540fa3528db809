import {
  actorIsStaff,
  isSafeNextPath,
  isStaff,
  isSuperadmin,
  LOGIN_RATE_LIMIT,
  NEXT_PATH_MESSAGE,
  LOGIN_TOKEN_TTL_MS,
  PRODUCT_NAME,
  SESSION_TTL_MS,
  type Actor,
  type TSessionInfo,
} from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { hashSecret, newSecret } from '../../platform/auth/secrets.ts';
import type { RequestSession } from '../../platform/auth/session-cache.ts';
import { loadUserFacts } from '../../platform/auth/session-repo.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.ts';
import { clientExists } from '../clients/repo.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { findProfile } from '../profile/repo.ts';
import { loginMail } from './login-mail.ts';
import * as repo from './repo.ts';

export const TOO_MANY_REQUESTS = 'Too many login requests. Please wait a few minutes and try again.';
export const INVALID_LINK = 'This login link is not valid any more. Please request a new one.';

/** The link a login mail carries; nextPath must stay on the site (the domain rule, against PUBLIC_URL itself). */
export function loginLinkFor(publicUrl: string, nextPath: string | undefined, token: string): string {
  if (nextPath !== undefined && !isSafeNextPath(nextPath, publicUrl))
    throw badRequest(`nextPath: ${NEXT_PATH_MESSAGE}`);
  const url = new URL(nextPath ?? '/', publicUrl);
  url.searchParams.set('logIn', token);
  return url.toString();
}

/**
 * Stores a token for the address and mails the link to a known, active user. Unknown addresses get a token row
 * without a user (and no mail), so the answer and the rate limit are the same for both. Requests are counted per
 * client address and e-mail address together, so a stranger elsewhere cannot use up a person's allowance, per
 * client address, so one address cannot try many people, and per e-mail address, so many addresses cannot fill
 * one inbox. Counting and taking the allowance happen in one transaction under its locks: requests sent at once
 * never pass together.
 */
export async function requestLogin(
  ctx: AppContext,
  input: { emailAddress: string; nextPath?: string | undefined; requestedFrom: string },
): Promise<string | null> {
  const token = newSecret();
  const link = loginLinkFor(ctx.config.PUBLIC_URL, input.nextPath, token);
  const by = { requestedFrom: input.requestedFrom, emailAddress: input.emailAddress };
  const max = ctx.config.LOGIN_RATE_LIMIT_MAX;
  return ctx.db.transaction(async (tx) => {
    await repo.lockLoginAllowance(tx, by);
    const since = new Date(Date.now() - LOGIN_RATE_LIMIT.windowMs);
    const used = await repo.countRecentLoginRequests(tx, since, by);
    if (
      used.pair >= max ||
      used.client >= max * LOGIN_RATE_LIMIT.perClient ||
      used.email >= max * LOGIN_RATE_LIMIT.perEmail
    ) {
      throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS);
    }
    const user = await repo.findUserByEmail(tx, input.emailAddress);
    const active = user && !user.archived ? user : null;
    await repo.insertLoginToken(tx, {
      tokenHash: hashSecret(token),
      emailAddress: input.emailAddress,
      userId: active?.id ?? null,
      nextPath: input.nextPath ?? null,
      requestedFrom: input.requestedFrom,
      expiresAt: new Date(Date.now() + LOGIN_TOKEN_TTL_MS),
    });
    if (active) {
      await enqueueMail(
        tx,
        loginMail(input.emailAddress, active.firstName, link, PRODUCT_NAME),
        !!ctx.config.SMTP_URL,
      );
    }
    return active ? link : null;
  });
}

/** A fresh one-click link for a known user (the start-up banner prints these). */
export async function createLoginLink(
  ctx: AppContext,
  emailAddress: string,
  nextPath = '/',
): Promise<string> {
  const user = await repo.findUserByEmail(ctx.db, emailAddress);
  if (!user) throw notFound('The user');
  const token = newSecret();
  await repo.insertLoginToken(ctx.db, {
    tokenHash: hashSecret(token),
    emailAddress: emailAddress.toLowerCase(),
    userId: user.id,
    nextPath,
    requestedFrom: repo.START_UP_REQUEST,
    expiresAt: new Date(Date.now() + LOGIN_TOKEN_TTL_MS),
  });
  return loginLinkFor(ctx.config.PUBLIC_URL, nextPath, token);
}

/** Uses a login token once and opens a session; answers the session secret for the cookie. */
export async function signIn(
  ctx: AppContext,
  token: string,
  userAgent: string | undefined,
): Promise<{ secret: string; userId: string }> {
  return ctx.db.transaction(async (tx) => {
    const used = await repo.consumeLoginToken(tx, hashSecret(token));
    const facts = used?.userId ? await loadUserFacts(tx, used.userId) : null;
    if (!facts || facts.archived) throw new AppError('UNAUTHORIZED', INVALID_LINK);
    const secret = newSecret();
    await repo.insertSession(tx, {
      secretHash: hashSecret(secret),
      userId: facts.id,
      userAgent: userAgent?.slice(0, 300) ?? null,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    await repo.touchLastSession(tx, facts.id);
    return { secret, userId: facts.id };
  });
}

/** Ends the session here and, through the event bus, in every process's cache and open event streams. */
export async function signOut(ctx: AppContext, session: RequestSession): Promise<void> {
  await repo.deleteSession(ctx.db, session.id);
  await ctx.events.publishSessionChange({ sessionIds: [session.id], ended: true });
}

const ANONYMOUS_INFO: TSessionInfo = {
  visitor: 'anonymous',
  user: null,
  mode: 'self',
  realUser: null,
  customerViewClient: null,
};

/** What the web needs to know about the visitor: who, which visitor type, and any customer view or acting as. */
export async function describeSession(
  ctx: AppContext,
  actor: Actor,
  session: RequestSession | null,
): Promise<TSessionInfo> {
  if (actor.kind === 'anonymous' || !session) return ANONYMOUS_INFO;
  return withTenant(ctx.db, actor, async (tx) => {
    const user = await findProfile(tx, actor.mode === 'acting-as' ? actor.userId : session.userId);
    if (!user) return ANONYMOUS_INFO;
    const real = actor.realUserId ? await findProfile(tx, actor.realUserId) : null;
    const client =
      actor.mode === 'customer-view' && actor.clientId
        ? await repo.findViewedClient(tx, actor, actor.clientId)
        : null;
    return {
      visitor: actorIsStaff(actor) ? 'staff' : 'customer',
      // The carriers are the actor's: in a view the view's (domain view-actor.ts), for a customer within its
      // company's (issue 21 part 3), so the web's can() and carrier lists match the server's.
      // The guided-tour prompt is the person at the keyboard's choice: acting as someone shows one's own.
      user:
        actor.mode === 'self'
          ? { ...user, carriers: actor.carriers }
          : { ...user, carriers: actor.carriers, dontShowGuide: real?.dontShowGuide ?? user.dontShowGuide },
      mode: actor.mode,
      realUser: real
        ? { id: real.id, firstName: real.firstName, lastName: real.lastName, emailAddress: real.emailAddress }
        : null,
      customerViewClient: client,
    };
  });
}

/** Staff may look at the portal as a client sees it; the real identity stays on the session. */
export async function setCustomerView(
  ctx: AppContext,
  session: RequestSession,
  clientId: string | null,
): Promise<void> {
  const real = await loadUserFacts(ctx.db, session.userId);
  if (!real || !isStaff(real)) throw new AppError('FORBIDDEN', 'Only staff can switch to the customer view.');
  if (clientId && !(await clientExists(ctx.db, clientId))) throw notFound('The client');
  await repo.updateSessionView(ctx.db, session.id, { customerViewClientId: clientId, actingAsUserId: null });
  await ctx.events.publishSessionChange({ sessionIds: [session.id], ended: false });
}

/** Only a superadmin may act as a named user. */
export async function setActingAs(
  ctx: AppContext,
  session: RequestSession,
  userId: string | null,
): Promise<void> {
  const real = await loadUserFacts(ctx.db, session.userId);
  if (!real || !isSuperadmin(real))
    throw new AppError('FORBIDDEN', 'Only a superadmin can act as another user.');
  if (userId) {
    const target = await loadUserFacts(ctx.db, userId);
    if (!target || target.archived) throw notFound('The user');
    if (target.id === real.id) throw new AppError('BAD_REQUEST', 'You cannot act as yourself.');
  }
  await repo.updateSessionView(ctx.db, session.id, { customerViewClientId: null, actingAsUserId: userId });
  await ctx.events.publishSessionChange({ sessionIds: [session.id], ended: false });
}

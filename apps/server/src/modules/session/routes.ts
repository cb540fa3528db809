import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SESSION_COOKIE,
  ZActAsRequest,
  ZCustomerViewRequest,
  ZLoginRequest,
  ZLoginRequested,
  ZSessionInfo,
  ZSignIn,
} from '@portal/domain';
import { clearSessionCookie, resolveSession, setSessionCookie } from '../../platform/auth/session-plugin.ts';
import { unauthorized } from '../../platform/http/app-error.ts';
import { ZApiError } from '../../platform/http/schemas.ts';
import * as service from './service.ts';

const tags = ['session'];

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/session/request',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'E-mail a login link',
        description:
          'Known and unknown addresses get the same answer. Rate-limited per address and per client.',
        body: ZLoginRequest,
        response: { 200: ZLoginRequested, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request) => {
      const link = await service.requestLogin(app.ctx, { ...request.body, requestedFrom: request.ip });
      if (link && !app.ctx.config.SMTP_URL)
        request.log.info(`Login link for ${request.body.emailAddress}: ${link}`);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/session/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with the token of a login link',
        body: ZSignIn,
        response: { 200: ZSessionInfo, 401: ZApiError },
      },
    },
    async (request, reply) => {
      const { secret } = await service.signIn(app.ctx, request.body.token, request.headers['user-agent']);
      setSessionCookie(app, reply, secret);
      return describeSecret(secret);
    },
  );

  app.get(
    '/api/session',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The current visitor', response: { 200: ZSessionInfo } },
    },
    async (request) => service.describeSession(app.ctx, request.actor, request.session),
  );

  app.delete(
    '/api/session',
    { config: { access: 'user' }, schema: { tags, summary: 'Sign out', response: { 204: z.null() } } },
    async (request, reply) => {
      if (!request.session) throw unauthorized();
      await service.signOut(app.ctx, request.session);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/session/customer-view',
    {
      // Declared 'user': while in customer view the actor is a customer; the service checks the real user is staff.
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Staff: see the portal as a client does (null ends it)',
        body: ZCustomerViewRequest,
        response: { 200: ZSessionInfo, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      if (!request.session) throw unauthorized();
      await service.setCustomerView(app.ctx, request.session, request.body.clientId);
      return describeSecret(request.cookies[SESSION_COOKIE] ?? '');
    },
  );

  app.post(
    '/api/session/acting-as',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Superadmin: act as a named user (null ends it)',
        body: ZActAsRequest,
        response: { 200: ZSessionInfo, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      if (!request.session) throw unauthorized();
      await service.setActingAs(app.ctx, request.session, request.body.userId);
      return describeSecret(request.cookies[SESSION_COOKIE] ?? '');
    },
  );

  /** The session as it stands after a change made in this request (request.actor still shows the old one). */
  async function describeSecret(secret: string) {
    const resolved = await resolveSession(app, secret, { fresh: true });
    if (!resolved) throw unauthorized();
    return service.describeSession(app.ctx, resolved.actor, resolved.session);
  }
};

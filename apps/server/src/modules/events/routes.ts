import { canReceiveEvent, SESSION_COOKIE, type Actor } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveSession } from '../../platform/auth/session-plugin.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { anonymousStreamLimit } from './stream-limit.ts';

const HEARTBEAT_MS = 25_000;
export const TOO_MANY_STREAMS =
  'Too many live connections are open from your address. Close some portal tabs and try again.';

/**
 * GET /api/events: Server-Sent Events. Each connection gets the events its actor may see, as `event: change`
 * with `{entity, id}`; the client refetches what changed. A signed-in stream follows its session: it ends at once
 * when the session is signed out (in any process, through the event bus) and within SSE_SESSION_CHECK_MS when it
 * expires or is removed otherwise; a switch to customer view changes what it receives. Anonymous streams are
 * capped per client address and in all, so nobody can hold the server's connections open for free.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const open = new Set<() => void>();
  const anonymous = anonymousStreamLimit(config.SSE_ANONYMOUS_PER_ADDRESS, config.SSE_ANONYMOUS_MAX);
  // Streams never end on their own: close them so the server can shut down.
  app.addHook('onClose', async () => {
    for (const close of open) close();
  });

  app.get(
    '/api/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Live change notifications (text/event-stream)',
        description:
          'Sends `event: ready` on connect, then `event: change` with `{"entity","id"}` for every change the visitor may see. Ends when the session ends.',
      },
    },
    (request, reply) => {
      let actor: Actor = request.actor;
      const session = request.session;
      const secret = request.cookies[SESSION_COOKIE];
      const release = session ? () => undefined : anonymous.take(request.ip);
      if (!release) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_STREAMS);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 3000\nevent: ready\ndata: {}\n\n`);
      const unsubscribe = app.ctx.events.subscribe((event) => {
        if (!canReceiveEvent(actor, event)) return;
        res.write(`event: change\ndata: ${JSON.stringify({ entity: event.entity, id: event.id })}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);

      /** Reads the session again: ends the stream when it is gone, takes its current actor when it changed. */
      const recheck = async (fresh: boolean) => {
        const resolved = secret ? await resolveSession(app, secret, { fresh }).catch(() => undefined) : null;
        if (resolved === undefined) return; // the database did not answer: keep the stream, check next time
        if (!resolved || resolved.session.id !== session?.id) close();
        else actor = resolved.actor;
      };
      const offSessions = session
        ? app.ctx.events.onSessionChange((change) => {
            const mine = change.sessionIds?.includes(session.id) || change.userIds?.includes(session.userId);
            if (!mine) return;
            if (change.ended) close();
            else void recheck(true);
          })
        : () => undefined;
      const check = session ? setInterval(() => void recheck(false), config.SSE_SESSION_CHECK_MS) : undefined;

      const close = () => {
        if (!open.delete(close)) return;
        clearInterval(heartbeat);
        clearInterval(check);
        offSessions();
        unsubscribe();
        release();
        res.end();
      };
      open.add(close);
      request.raw.on('close', close);
    },
  );
};

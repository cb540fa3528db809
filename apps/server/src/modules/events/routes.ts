import { canReceiveEvent } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: Server-Sent Events. Each connection gets the events its actor (taken at connect time) may
 * see, as `event: change` with `{entity, id}`; the client refetches what changed.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<() => void>();
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
          'Sends `event: ready` on connect, then `event: change` with `{"entity","id"}` for every change the visitor may see.',
      },
    },
    (request, reply) => {
      const actor = request.actor;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 3000\nevent: ready\ndata: {}\n\n`);
      const unsubscribe = app.ctx.events.subscribe((event) => {
        if (!canReceiveEvent(actor, event)) return;
        res.write(`event: change\ndata: ${JSON.stringify({ entity: event.entity, id: event.id })}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const close = () => {
        if (!open.delete(close)) return;
        clearInterval(heartbeat);
        unsubscribe();
        res.end();
      };
      open.add(close);
      request.raw.on('close', close);
    },
  );
};

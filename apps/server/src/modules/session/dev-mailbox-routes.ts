import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDevMailbox, ZDevMailboxQuery } from '@portal/domain';
import { latestMailsTo } from './repo.ts';

/** DEV_MAILBOX only: the newest mails to an address, so local testing and e2e journeys can follow login links. */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Development only: mails kept in the outbox for an address',
        querystring: ZDevMailboxQuery,
        response: { 200: ZDevMailbox },
      },
    },
    async (request) => ({ messages: await latestMailsTo(app.ctx.db, request.query.to) }),
  );
};

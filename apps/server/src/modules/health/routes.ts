import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth } from '@portal/domain';
import { pingDatabase } from './repo.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealth },
      },
    },
    async () => {
      await pingDatabase(app.ctx.db);
      return { status: 'ok' as const, database: app.ctx.database.kind };
    },
  );
};

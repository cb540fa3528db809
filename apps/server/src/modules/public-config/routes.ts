import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicConfig } from '@portal/domain';
import { publicConfig } from './service.ts';

/** Company details the page frame shows (footer, links, print signature). */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Public company details for the page frame',
        response: { 200: ZPublicConfig },
      },
    },
    async () => publicConfig(app.ctx.config),
  );
};

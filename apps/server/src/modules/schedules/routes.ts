import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRoutesQuery, ZScheduleRoutesAnswer } from '@portal/domain';
import { ZApiError } from '../../platform/http/schemas.ts';
import { searchLogOf } from './search-log.ts';
import { findRoutes } from './service.ts';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const searchLog = searchLogOf(app.ctx, app.log);
  // Before the database closes (start.ts and the tests close the app first).
  app.addHook('onClose', () => searchLog.flush());
  app.get(
    '/api/routes',
    {
      // Anonymous visitors may search schedules (spec 001 §2.1); commission fields are for staff only.
      config: { access: 'public' },
      schema: {
        tags: ['schedules'],
        summary: 'Sailings between two ports, direct and with up to two transshipments',
        description:
          'When nothing departs in the window, the search runs once more from three days later (retried: true).',
        querystring: ZRoutesQuery,
        response: { 200: ZScheduleRoutesAnswer, 400: ZApiError },
      },
    },
    async (request) => findRoutes(app.ctx, request.actor, request.query),
  );
};

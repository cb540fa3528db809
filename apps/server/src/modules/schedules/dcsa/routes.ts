import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPointToPointQuery, ZScheduleImportRejected, ZScheduleImportSummary } from '@portal/domain';
import { ZApiError } from '../../../platform/http/schemas.ts';
import { findPointToPointRoutes } from './export-service.ts';
import { importDcsaSchedules, ScheduleImportError } from './import-service.ts';
import { ZPointToPoint } from './schemas.ts';

/** Carriers' schedule files are larger than the app's default 1 MB body: a year of a trade fits in this. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;
/** The CS version we speak, sent as DCSA's API-Version header. */
const CS_API_VERSION = '1.0.3';

export const dcsaScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/schedules/import',
    {
      // Schedules are reference data for every customer: only staff load them.
      config: { access: 'staff' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['schedules'],
        summary: 'Import sailing schedules in DCSA Commercial Schedules 1.0 form',
        description:
          'The body is a JSON array as a CS 1.0 endpoint answers it: point-to-point routes, service (vessel) schedules or port schedules. All or nothing: a file with problems imports nothing and answers 400 with every problem in `errors`. Importing the same file again changes nothing.',
        body: z.unknown(),
        response: { 200: ZScheduleImportSummary, 400: ZScheduleImportRejected },
      },
    },
    async (request, reply) => {
      try {
        const summary = await importDcsaSchedules(app.ctx, request.body);
        request.log.info({ summary }, 'schedules imported');
        return summary;
      } catch (error) {
        if (!(error instanceof ScheduleImportError)) throw error;
        return reply.status(400).send({ code: error.code, message: error.message, errors: error.problems });
      }
    },
  );

  app.get(
    '/api/v1/point-to-point-routes',
    {
      // The same sailings as GET /api/routes, for anyone; the DCSA format has no staff-only fields.
      config: { access: 'public' },
      schema: {
        tags: ['schedules'],
        summary: 'Sailings between two ports as DCSA Commercial Schedules 1.0 point-to-point routings',
        description:
          'Departures from departureStartDate (default today) to departureEndDate (default four weeks on, at most twelve weeks). Port to port: receipt or delivery types other than CY find nothing. Paged by limit and the Next-Page-Cursor header.',
        querystring: ZPointToPointQuery,
        response: { 200: z.array(ZPointToPoint), 400: ZApiError },
      },
    },
    async (request, reply) => {
      const { routes, nextCursor } = await findPointToPointRoutes(app.ctx, request.query);
      reply.header('API-Version', CS_API_VERSION);
      if (nextCursor) reply.header('Next-Page-Cursor', nextCursor);
      return routes;
    },
  );
};

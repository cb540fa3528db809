import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZVesselOverviewAnswer,
  ZVesselOverviewQuery,
  ZVesselVoyageBookingsAnswer,
  ZVesselVoyageParams,
} from '@portal/domain';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS } from '../../platform/http/schemas.ts';
import * as service from './service.ts';

const tags = ['vessels'];

/** The Vessel Overview's two reads (spec 002 §2 "Vessel Overview", §7 vesVoyCollection and bookings; issue 22). */
export const vesselVoyageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vessel-voyages',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Vessel-voyage items whose ETS lies in a date range',
        description:
          '`from` and `to` (yyyy-MM-dd, UTC days, both included; default 5 days before and after today) bound the ' +
          'ETS; `category` Export or Import; `carriers` a comma list (default: your own carriers, every carrier ' +
          'without a list). The carrier restriction applies. By ETS.',
        querystring: ZVesselOverviewQuery,
        response: { 200: ZVesselOverviewAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => service.listVesselVoyages(app.ctx, userActorOf(request), request.query),
  );

  app.get(
    '/api/vessel-voyages/:id/bookings',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "A vessel-voyage item's bookings you may open",
        params: ZVesselVoyageParams,
        response: { 200: ZVesselVoyageBookingsAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => service.vesselVoyageBookings(app.ctx, userActorOf(request), request.params.id),
  );
};

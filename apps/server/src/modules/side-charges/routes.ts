import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCarrierIdParams, ZCarrierSideCharges, ZSideChargesInput } from '@portal/domain';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS as errors } from '../../platform/http/schemas.ts';
import { listSideCharges, saveSideCharges } from './service.ts';

const tags = ['side charges'];

export const sideChargeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/side-charges',
    {
      // The route tables let visitors open /charges (spec 001 §2.1): carriers' published side charges are public
      // like the carriers themselves (docs/decisions.md).
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Carriers that are not disabled with their side charges (restricted users: their carriers)',
        response: { 200: z.array(ZCarrierSideCharges), ...errors },
      },
    },
    async (request) => listSideCharges(app.ctx, request.actor),
  );

  app.put(
    '/api/carriers/:id/side-charges',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          "Save a carrier's side charges at the version they were read (409 when another admin saved since)",
        params: ZCarrierIdParams,
        body: ZSideChargesInput,
        response: { 200: ZCarrierSideCharges, ...errors },
      },
    },
    async (request) => saveSideCharges(app.ctx, userActorOf(request), request.params.id, request.body),
  );
};

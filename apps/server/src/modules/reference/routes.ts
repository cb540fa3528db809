import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCarrier,
  ZCommodityType,
  ZContainerTypeOption,
  ZPickupLocation,
  ZPort,
  ZPortParams,
  ZPortsAnswer,
  ZPortsQuery,
} from '@portal/domain';
import { notFound } from '../../platform/http/app-error.ts';
import { ZApiError } from '../../platform/http/schemas.ts';
import {
  findPort,
  listCarriers,
  listCommodityTypes,
  listContainerTypes,
  listPickupLocations,
  searchPorts,
} from './repo.ts';

/** Reference lists the search forms read; public because anonymous visitors search schedules too. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ports',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'Ports (UN/LOCODE) whose code starts with, or whose name or city contains, the text',
        querystring: ZPortsQuery,
        response: { 200: ZPortsAnswer, 400: ZApiError },
      },
    },
    async (request) => ({ data: await searchPorts(app.ctx.db, request.query.q, request.query.limit) }),
  );

  app.get(
    '/api/ports/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'One port by UN/LOCODE',
        params: ZPortParams,
        response: { 200: ZPort, 404: ZApiError },
      },
    },
    async (request) => {
      const port = await findPort(app.ctx.db, request.params.id);
      if (!port) throw notFound(`The port ${request.params.id}`);
      return port;
    },
  );

  app.get(
    '/api/carriers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'The shipping lines, with display name and colour',
        response: { 200: z.array(ZCarrier) },
      },
    },
    async () => listCarriers(app.ctx.db),
  );

  app.get(
    '/api/container-types',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'Container types (ISO 6346 codes with the portal labels)',
        response: { 200: z.array(ZContainerTypeOption) },
      },
    },
    async () => listContainerTypes(app.ctx.db),
  );

  app.get(
    '/api/commodity-types',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'Commodity types',
        response: { 200: z.array(ZCommodityType) },
      },
    },
    async () => listCommodityTypes(app.ctx.db),
  );

  app.get(
    '/api/pickup-locations',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'Depots where empty containers are picked up',
        response: { 200: z.array(ZPickupLocation) },
      },
    },
    async () => listPickupLocations(app.ctx.db),
  );
};

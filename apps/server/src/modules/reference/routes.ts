import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const ZPort = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
});

const ZCarrier = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  color: z.string(),
  disabled: z.boolean(),
});

/** Reference lists the search forms read; public because anonymous visitors search schedules too. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ports',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        summary: 'Ports (UN/LOCODE) whose code starts with, or whose name or city contains, the text',
        querystring: z.object({
          q: z.string().max(100, 'Search text may have at most 100 characters.').default(''),
          limit: z.coerce
            .number()
            .int('limit must be a whole number from 1 to 100.')
            .min(1, 'limit must be from 1 to 100.')
            .max(100, 'limit must be from 1 to 100.')
            .default(20),
        }),
        response: { 200: z.object({ data: z.array(ZPort) }), 400: ZApiError },
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
        params: z.object({ id: z.string().trim().toUpperCase() }),
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
        response: {
          200: z.array(
            z.object({
              id: z.string(),
              label: z.string(),
              description: z.string(),
              couldBeOversize: z.boolean(),
              shipperOwned: z.boolean(),
            }),
          ),
        },
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
        response: { 200: z.array(z.object({ id: z.string(), name: z.string() })) },
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
        response: {
          200: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              street: z.string().nullable(),
              poBox: z.string().nullable(),
              city: z.string(),
              zip: z.string().nullable(),
              countryCode: z.string(),
            }),
          ),
        },
      },
    },
    async () => listPickupLocations(app.ctx.db),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/app-error.ts';
import { ZApiError } from '../../platform/http/schemas.ts';
import { findClient, listClients } from './repo.ts';

const ZClient = z.object({
  id: z.string(),
  erpClientId: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
});

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/clients',
    { config: { access: 'user' }, schema: { tags: ['clients'], summary: 'Clients: all for staff, their own for customers', response: { 200: z.array(ZClient) } } },
    async (request) => listClients(app.ctx.db, request.actor),
  );

  app.get(
    '/api/clients/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['clients'], summary: 'One client', params: z.object({ id: z.string().uuid() }), response: { 200: ZClient, 404: ZApiError } },
    },
    async (request) => {
      const client = await findClient(app.ctx.db, request.actor, request.params.id);
      if (!client) throw notFound('The client');
      return client;
    },
  );
};

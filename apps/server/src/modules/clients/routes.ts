import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZClient, ZUuidParams } from '@portal/domain';
import { withTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { ZApiError } from '../../platform/http/schemas.ts';
import { findClient, listClients } from './repo.ts';

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/clients',
    {
      config: { access: 'user' },
      schema: {
        tags: ['clients'],
        summary: 'Clients: all for staff, their own for customers',
        response: { 200: z.array(ZClient) },
      },
    },
    async (request) => withTenant(app.ctx.db, request.actor, (tx) => listClients(tx, request.actor)),
  );

  app.get(
    '/api/clients/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['clients'],
        summary: 'One client',
        params: ZUuidParams,
        response: { 200: ZClient, 404: ZApiError },
      },
    },
    async (request) => {
      const client = await withTenant(app.ctx.db, request.actor, (tx) =>
        findClient(tx, request.actor, request.params.id),
      );
      if (!client) throw notFound('The client');
      return client;
    },
  );
};

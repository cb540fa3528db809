import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDirectoryUser as ZUser, ZUuidParams } from '@portal/domain';
import { withTenant } from '../../platform/db/tenant.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { ZApiError } from '../../platform/http/schemas.ts';
import { findUser, listUsers } from './repo.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Users: all for staff, own company for customers',
        response: { 200: z.array(ZUser) },
      },
    },
    async (request) => withTenant(app.ctx.db, request.actor, (tx) => listUsers(tx, request.actor)),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'One user',
        params: ZUuidParams,
        response: { 200: ZUser, 404: ZApiError },
      },
    },
    async (request) => {
      const user = await withTenant(app.ctx.db, request.actor, (tx) =>
        findUser(tx, request.actor, request.params.id),
      );
      if (!user) throw notFound('The user');
      return user;
    },
  );
};

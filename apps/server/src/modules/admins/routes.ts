import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminGrant, ZAdminRemoval, ZAdminUpdate, ZAdminUser, ZUuidParams } from '@portal/domain';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import { grantAdmin, listAdmins, removeAdmins, updateAdmin } from './service.ts';

const tags = ['users'];
const errors = { ...ERROR_ANSWERS, 409: ZApiError };

/** Team Management's Users tab, "the admin table, labelled Admins" (spec 002 §2, §4; superadmin only). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admins',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: 'The admins, by first name, without archived users',
        response: { 200: z.array(ZAdminUser), ...ERROR_ANSWERS },
      },
    },
    async (request) => listAdmins(app.ctx, userActorOf(request)),
  );

  app.post(
    '/api/admins',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: 'Make a user who is neither admin nor has a role an admin with a role (default superadmin)',
        body: ZAdminGrant,
        response: { 200: ZAdminUser, ...errors },
      },
    },
    async (request) => grantAdmin(app.ctx, userActorOf(request), request.body),
  );

  app.put(
    '/api/admins/:id',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: "Save a user's carriers, vacation switch and redirect-to admin (with the version read)",
        params: ZUuidParams,
        body: ZAdminUpdate,
        response: { 200: ZAdminUser, ...errors },
      },
    },
    async (request) => updateAdmin(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admins/removal',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: 'Remove the admin rights of the selected users (isAdmin false, role null)',
        body: ZAdminRemoval,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeAdmins(app.ctx, userActorOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
};

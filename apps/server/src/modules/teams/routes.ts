import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTeam, ZTeamDeletion, ZTeamInput, ZTeamOption, ZTeamUpdate, ZUuidParams } from '@portal/domain';
import { withTenant } from '../../platform/db/tenant.ts';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import { listTeams } from './repo.ts';
import { createTeam, deleteTeams, listManagedTeams, updateTeam } from './service.ts';

const errors = { ...ERROR_ANSWERS, 409: ZApiError };

/**
 * GET /api/teams: the teams staff mention in comments (issue 10 part 1), names only. The rest is Team Management's
 * Teams tab (spec 002 §2, superadmin only): the full teams, create, save (with the version read: 409 when another
 * admin saved in between) and delete the selected ones.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/teams',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['users'],
        summary: 'Teams, by name (staff)',
        response: { 200: z.array(ZTeamOption), ...ERROR_ANSWERS },
      },
    },
    async (request) => {
      const actor = userActorOf(request);
      return withTenant(app.ctx.db, actor, (tx) => listTeams(tx, actor));
    },
  );

  app.get(
    '/api/teams/manage',
    {
      config: { access: 'superadmin' },
      schema: {
        tags: ['teams'],
        summary: 'Teams with their members, carriers, categories and work, by name (Team Management)',
        response: { 200: z.array(ZTeam), ...ERROR_ANSWERS },
      },
    },
    async (request) => listManagedTeams(app.ctx, userActorOf(request)),
  );

  app.post(
    '/api/teams',
    {
      config: { access: 'superadmin' },
      schema: {
        tags: ['teams'],
        summary: 'Create a team',
        body: ZTeamInput,
        response: { 201: ZTeam, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTeam(app.ctx, userActorOf(request), request.body)),
  );

  app.put(
    '/api/teams/:id',
    {
      config: { access: 'superadmin' },
      schema: {
        tags: ['teams'],
        summary: 'Save a team (the full team, with the version it was read at)',
        params: ZUuidParams,
        body: ZTeamUpdate,
        response: { 200: ZTeam, ...errors },
      },
    },
    async (request) => updateTeam(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/teams',
    {
      config: { access: 'superadmin' },
      schema: {
        tags: ['teams'],
        summary: "Delete the selected teams; their open tasks go back to the bookings' agents",
        body: ZTeamDeletion,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTeams(app.ctx, userActorOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTeamOption } from '@portal/domain';
import { withTenant } from '../../platform/db/tenant.ts';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS } from '../../platform/http/schemas.ts';
import { listTeams } from './repo.ts';

/** The teams staff mention in comments (issue 10 part 1); their screen comes with the back-office issue. */
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
};

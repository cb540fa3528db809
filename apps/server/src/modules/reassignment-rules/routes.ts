import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZReassignmentRule,
  ZReassignmentRuleInput,
  ZReassignmentTargetInput,
  ZUuidParams,
  ZVersionQuery,
} from '@portal/domain';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS as errors } from '../../platform/http/schemas.ts';
import { changeTarget, createRule, listRules, removeRule } from './service.ts';

const tags = ['back office'];

/** Team Management's "Reassign users" tab (spec 002 §2, §5, §7 reassignment-rules): superadmin only. */
export const reassignmentRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reassignment-rules',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: "Reassignment rules, by the user's first name, then carrier (superadmin)",
        response: { 200: z.array(ZReassignmentRule), ...errors },
      },
    },
    async (request) => listRules(app.ctx, userActorOf(request)),
  );

  app.post(
    '/api/reassignment-rules',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: 'Add a rule: the user, the carrier and the reassign-to user, all required (superadmin)',
        description: 'One rule per user and carrier: a second one answers 409.',
        body: ZReassignmentRuleInput,
        response: { 201: ZReassignmentRule, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRule(app.ctx, userActorOf(request), request.body)),
  );

  app.patch(
    '/api/reassignment-rules/:id',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: "Change a rule's reassign-to user, at the version read (superadmin)",
        params: ZUuidParams,
        body: ZReassignmentTargetInput,
        response: { 200: ZReassignmentRule, ...errors },
      },
    },
    async (request) => changeTarget(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/reassignment-rules/:id',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: 'Remove a rule, at the version read (superadmin)',
        params: ZUuidParams,
        querystring: ZVersionQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeRule(app.ctx, userActorOf(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
};

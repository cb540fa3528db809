import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTag, ZTagInput, ZTagsQuery, ZUuidParams, type UserActor } from '@portal/domain';
import { ERROR_ANSWERS as errors } from '../../platform/http/schemas.ts';
import { createTag, deleteTag, listTags, updateTag } from './service.ts';

const tags = ['tags'];

/** The tags dialog (spec 002 §2 "Tags", §8): staff list, create, rename or recolour, and delete tags. */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: { actor: unknown }) => request.actor as UserActor;

  app.get(
    '/api/tags',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Tags, by category and name; one category when asked',
        querystring: ZTagsQuery,
        response: { 200: z.array(ZTag), ...errors },
      },
    },
    async (request) => listTags(app.ctx, actorOf(request), request.query.category),
  );

  app.post(
    '/api/tags',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Create a tag ('add new tag': a non-blank name and a colour)",
        body: ZTagInput,
        response: { 201: ZTag, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTag(app.ctx, actorOf(request), request.body)),
  );

  app.patch(
    '/api/tags/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Change a tag’s name, colour or category',
        params: ZUuidParams,
        body: ZTagInput,
        response: { 200: ZTag, ...errors },
      },
    },
    async (request) => updateTag(app.ctx, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/tags/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Delete a tag; it is taken off every item that had it chosen',
        params: ZUuidParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTag(app.ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

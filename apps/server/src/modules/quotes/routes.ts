import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAssigneeInput,
  ZCommentInput,
  ZListAnswer,
  ZQuote,
  ZQuoteActivity,
  ZQuoteCreateAnswer,
  ZQuoteCreateRequest,
  ZQuoteGroup,
  ZQuoteGroupSummary,
  ZQuoteGroupsQuery,
  ZQuoteIdParams as ZId,
  ZQuoteUpdate,
} from '@portal/domain';
import { ERROR_ANSWERS as errors } from '../../platform/http/schemas.ts';
import { addComment, listActivity } from './activity-service.ts';
import {
  assignGroup,
  createQuotes,
  getGroup,
  getQuote,
  listGroups,
  setGroupArchived,
  updateQuote,
} from './service.ts';
import { userActorOf } from '../../platform/http/access.ts';

const tags = ['quotes'];

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/quotes/create',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Instant quotes: one group with one quote per carrier that has valid rates',
        description: 'Answers 201 with groupId; without any valid rate 200 with groupId null (e-mail only).',
        body: ZQuoteCreateRequest,
        response: { 200: ZQuoteCreateAnswer, 201: ZQuoteCreateAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await createQuotes(app.ctx, userActorOf(request), request.body);
      return reply.status(answer.groupId === null ? 200 : 201).send(answer);
    },
  );

  app.get(
    '/api/quotes/groups',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Quote groups, newest first; staff choose the active or archived tab, client and dates',
        querystring: ZQuoteGroupsQuery,
        response: { 200: ZListAnswer(ZQuoteGroupSummary), ...errors },
      },
    },
    async (request) => listGroups(app.ctx, userActorOf(request), request.query),
  );

  app.get(
    '/api/quotes/groups/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One group with its quotes',
        params: ZId,
        response: { 200: ZQuoteGroup, ...errors },
      },
    },
    async (request) => getGroup(app.ctx, userActorOf(request), request.params.id),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/quotes/groups/:id/${action}`,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: `${action === 'archive' ? 'Archive' : 'Restore'} a group`,
          params: ZId,
          response: { 200: ZQuoteGroup, ...errors },
        },
      },
      async (request) => setGroupArchived(app.ctx, userActorOf(request), request.params.id, archived),
    );
  }

  app.put(
    '/api/quotes/groups/:id/assignee',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Assign a staff user to every quote of the group',
        params: ZId,
        body: ZAssigneeInput,
        response: { 200: ZQuoteGroup, ...errors },
      },
    },
    async (request) => assignGroup(app.ctx, userActorOf(request), request.params.id, request.body.userId),
  );

  app.get(
    '/api/quotes/groups/:id/comments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The group comment log',
        params: ZId,
        response: { 200: z.array(ZQuoteActivity), ...errors },
      },
    },
    async (request) => listActivity(app.ctx, userActorOf(request), { groupId: request.params.id }),
  );

  app.post(
    '/api/quotes/groups/:id/comments',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Comment on a group',
        params: ZId,
        body: ZCommentInput,
        response: { 201: ZQuoteActivity, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(app.ctx, userActorOf(request), { groupId: request.params.id }, request.body)),
  );

  app.get(
    '/api/quotes/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One quote (also the quick search by id)',
        params: ZId,
        response: { 200: ZQuote, ...errors },
      },
    },
    async (request) => getQuote(app.ctx, userActorOf(request), request.params.id),
  );

  app.patch(
    '/api/quotes/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Set the outcome status or the assignee of a quote',
        params: ZId,
        body: ZQuoteUpdate,
        response: { 200: ZQuote, ...errors },
      },
    },
    async (request) => updateQuote(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/quotes/:id/activity',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The activity log of a quote',
        params: ZId,
        response: { 200: z.array(ZQuoteActivity), ...errors },
      },
    },
    async (request) => listActivity(app.ctx, userActorOf(request), { quoteId: request.params.id }),
  );

  app.post(
    '/api/quotes/:id/activity',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Comment on a quote',
        params: ZId,
        body: ZCommentInput,
        response: { 201: ZQuoteActivity, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(app.ctx, userActorOf(request), { quoteId: request.params.id }, request.body)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActivityItem,
  ZActivityPage,
  ZActivityParams,
  ZActivityQuery,
  ZCollabRecordParams,
  ZCommentCreate,
  ZPinInput,
} from '@portal/domain';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import { listRequestActivity, pinRequestComment, postRequestComment } from './activity-service.ts';
import { userActorOf } from '../../platform/http/access.ts';

const tags = ['activity log'];
/** Pinning answers 409 at the pin limit or on an entry that is not a comment. */
const errors = { ...ERROR_ANSWERS, 409: ZApiError };

/** The activity log of a booking request (issue 10 part 1): the log, comments and pins. */
export const requestActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/booking-requests/:id/activity',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The request’s activity log, newest first, paged by the `before` cursor',
        description:
          'Customers get public comments and activity with a comment only. `pinnedCount` counts every pinned ' +
          'comment, internal ones included, for the pin limit.',
        params: ZCollabRecordParams,
        querystring: ZActivityQuery,
        response: { 200: ZActivityPage, ...errors },
      },
    },
    async (request) => listRequestActivity(app.ctx, userActorOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/booking-requests/:id/activity',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Comment on the request, with mentions and an optional checklist item or document',
        description:
          'A customer may mention the assigned agent only, and its comments are always public; staff mention ' +
          'staff users and teams, and a comment naming an internal document stays internal.',
        params: ZCollabRecordParams,
        body: ZCommentCreate,
        response: { 201: ZActivityItem, ...errors },
      },
    },
    async (request, reply) => {
      const item = await postRequestComment(app.ctx, userActorOf(request), request.params.id, request.body);
      return reply.code(201).send(item);
    },
  );

  app.put(
    '/api/booking-requests/:id/activity/:activityId/pin',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Pin or unpin a comment (at most 2 per request)',
        params: ZActivityParams,
        body: ZPinInput,
        response: { 200: ZActivityItem, ...errors },
      },
    },
    async (request) =>
      pinRequestComment(
        app.ctx,
        userActorOf(request),
        request.params.id,
        request.params.activityId,
        request.body.pinned,
      ),
  );
};

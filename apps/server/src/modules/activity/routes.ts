import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COLLAB_RECORD_KINDS,
  ZActivityItem,
  ZActivityPage,
  ZActivityParams,
  ZActivityQuery,
  ZCollabRecordParams,
  ZCommentCreate,
  ZMentionOption,
  ZPinInput,
} from '@portal/domain';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import { listMentionOptions, listRecordActivity, pinRecordComment, postRecordComment } from './service.ts';
import { userActorOf } from '../../platform/http/access.ts';

const tags = ['activity log'];
/** Pinning answers 409 at the pin limit or on an entry that is not a comment. */
const errors = { ...ERROR_ANSWERS, 409: ZApiError };

/** The activity log of booking requests and bookings (issues 10 and 11): the same routes under each prefix. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of COLLAB_RECORD_KINDS) {
    const base = `/api/${kind}/:id/activity`;
    const record = kind === 'bookings' ? 'booking' : 'request';

    app.get(
      base,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `The ${record}’s activity log, newest first, paged by the \`before\` cursor`,
          description:
            'Customers get public comments and activity with a comment only. `pinnedCount` counts every pinned ' +
            'comment, internal ones included, for the pin limit.',
          params: ZCollabRecordParams,
          querystring: ZActivityQuery,
          response: { 200: ZActivityPage, ...errors },
        },
      },
      async (request) =>
        listRecordActivity(app.ctx, userActorOf(request), kind, request.params.id, request.query),
    );

    app.post(
      base,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `Comment on the ${record}, with mentions and an optional checklist item or document`,
          description:
            'A customer may mention the assigned agent only, and its comments are always public; staff mention ' +
            'staff users and teams, and a comment naming an internal document stays internal.',
          params: ZCollabRecordParams,
          body: ZCommentCreate,
          response: { 201: ZActivityItem, ...errors },
        },
      },
      async (request, reply) => {
        const item = await postRecordComment(
          app.ctx,
          userActorOf(request),
          kind,
          request.params.id,
          request.body,
        );
        return reply.code(201).send(item);
      },
    );

    app.put(
      `${base}/:activityId/pin`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `Pin or unpin a comment (at most 2 per ${record})`,
          params: ZActivityParams,
          body: ZPinInput,
          response: { 200: ZActivityItem, ...errors },
        },
      },
      async (request) =>
        pinRecordComment(
          app.ctx,
          userActorOf(request),
          kind,
          request.params.id,
          request.params.activityId,
          request.body.pinned,
        ),
    );

    app.get(
      `${base}/mentions`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `Who a comment on the ${record} may mention: people who may open it, and teams`,
          description:
            'A customer gets the assigned agent; staff get the staff users whose carriers include the ' +
            `${record}’s and the teams. Sorted as the @-list shows them.`,
          params: ZCollabRecordParams,
          response: { 200: z.array(ZMentionOption), ...errors },
        },
      },
      async (request) => listMentionOptions(app.ctx, userActorOf(request), kind, request.params.id),
    );
  }
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZNotification,
  ZNotificationCount,
  ZNotificationParams,
  ZNotificationSeenInput,
  ZNotificationsAnswer,
  ZNotificationsQuery,
} from '@portal/domain';
import { ERROR_ANSWERS } from '../../platform/http/schemas.ts';
import { userActorOf } from '../../platform/http/access.ts';
import {
  countUnread,
  deleteNotification,
  listNotifications,
  markAllAsRead,
  readForAll,
  setSeen,
} from './service.ts';

const tags = ['notifications'];
const ZChanged = z.object({ changed: z.number().int() });

/** The notification bell and drawer (issue 10 part 5, spec 001 §2.10): every user's own notifications. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The signed-in user’s notifications, newest first',
        description:
          '20 at first and 20 more per Show More (`limit`, at most 100); `unread=true` for the unread filter. ' +
          '`unreadCount` stops at 501: the bell shows 500+ above 500.',
        querystring: ZNotificationsQuery,
        response: { 200: ZNotificationsAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => listNotifications(app.ctx, userActorOf(request), request.query),
  );

  app.get(
    '/api/notifications/count',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The bell: how many notifications are unread (at most 501)',
        response: { 200: ZNotificationCount, ...ERROR_ANSWERS },
      },
    },
    async (request) => countUnread(app.ctx, userActorOf(request)),
  );

  app.put(
    '/api/notifications/:id/seen',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark one notification seen or unseen',
        params: ZNotificationParams,
        body: ZNotificationSeenInput,
        response: { 200: ZNotification, ...ERROR_ANSWERS },
      },
    },
    async (request) => setSeen(app.ctx, userActorOf(request), request.params.id, request.body.seen),
  );

  app.post(
    '/api/notifications/mark-all-read',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: '‘mark all as read’: every notification of the signed-in user',
        response: { 200: ZChanged, ...ERROR_ANSWERS },
      },
    },
    async (request) => markAllAsRead(app.ctx, userActorOf(request)),
  );

  app.post(
    '/api/notifications/:id/read-for-all',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: '‘Read for all’ (staff): mark this notification seen for everyone who got it',
        params: ZNotificationParams,
        response: { 200: ZChanged, ...ERROR_ANSWERS },
      },
    },
    async (request) => readForAll(app.ctx, userActorOf(request), request.params.id),
  );

  app.delete(
    '/api/notifications/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Delete one of the signed-in staff member’s notifications',
        params: ZNotificationParams,
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await deleteNotification(app.ctx, userActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZChecklistTabChoice,
  ZGuideChoice,
  ZLandTransportAnswer,
  ZProfileUpdate,
  ZSessionUser,
  ZUserSummary,
  type UserActor,
} from '@portal/domain';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import * as service from './service.ts';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profile',
    { config: { access: 'user' }, schema: { tags, summary: 'My profile', response: { 200: ZSessionUser } } },
    async (request) => service.getProfile(app.ctx, request.actor as UserActor),
  );

  app.patch(
    '/api/profile',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Save the vacation redirection',
        body: ZProfileUpdate,
        response: { 200: ZSessionUser, 400: ZApiError },
      },
    },
    async (request) => service.updateProfile(app.ctx, request.actor as UserActor, request.body),
  );

  app.get(
    '/api/profile/redirect-candidates',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Admins who can receive my notifications',
        response: { 200: z.array(ZUserSummary) },
      },
    },
    async (request) => service.redirectCandidates(app.ctx, request.actor as UserActor),
  );

  app.put(
    '/api/profile/land-transport',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Answer the land-transport interest card (customers)',
        body: ZLandTransportAnswer,
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await service.answerLandTransport(app.ctx, request.actor as UserActor, request.body.interested);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/profile/checklist-tab',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Remember the booking side panel's tab (My Day opens on its category)",
        body: ZChecklistTabChoice,
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await service.rememberChecklistTab(app.ctx, request.actor as UserActor, request.body.tab);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/profile/guide',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The guided-tour prompt: 'Don't show again' (true) or show it again (false), for myself",
        body: ZGuideChoice,
        response: { 204: z.null(), ...ERROR_ANSWERS },
      },
    },
    async (request, reply) => {
      await service.chooseGuide(app.ctx, request.actor as UserActor, request.body.dontShowGuide);
      return reply.status(204).send(null);
    },
  );
};

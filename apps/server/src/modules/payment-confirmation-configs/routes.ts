import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAutomaticMessageInput,
  ZConfigTypeQuery,
  ZPaymentConfirmationConfig,
  ZPaymentConfirmationConfigInput,
  ZPaymentConfirmationConfigUpdate,
  ZUuidParams,
  ZVersion,
  ZVersionQuery,
} from '@portal/domain';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS as errors } from '../../platform/http/schemas.ts';
import {
  copyConfig,
  createConfig,
  listConfigs,
  removeConfig,
  setAutomaticMessage,
  updateConfig,
} from './service.ts';

const tags = ['back office'];
const base = '/api/payment-confirmation-configs';

/**
 * Team Management's "Payment confirmation" tab (spec 002 §2, §4, §5, §7 payment-confirmation-config): "Carrier
 * Settings" and "Customer Settings", superadmin only.
 */
export const paymentConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: 'Payment-confirmation settings of one type, newest first (superadmin)',
        querystring: ZConfigTypeQuery,
        response: { 200: z.array(ZPaymentConfirmationConfig), ...errors },
      },
    },
    async (request) => listConfigs(app.ctx, userActorOf(request), request.query.type),
  );

  app.post(
    base,
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary:
          'Add a setting: carrier settings need carrier and port, customer settings carrier, client and statistic client (superadmin)',
        body: ZPaymentConfirmationConfigInput,
        response: { 201: ZPaymentConfirmationConfig, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createConfig(app.ctx, userActorOf(request), request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary:
          'Save an edited setting at the version read: carrier settings need carrier and port, customer settings carrier and client (superadmin)',
        params: ZUuidParams,
        body: ZPaymentConfirmationConfigUpdate,
        response: { 200: ZPaymentConfirmationConfig, ...errors },
      },
    },
    async (request) => updateConfig(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.patch(
    `${base}/:id/automatic-message`,
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: 'The "Send message" switch of a setting, at the version read (superadmin)',
        params: ZUuidParams,
        body: ZAutomaticMessageInput,
        response: { 200: ZPaymentConfirmationConfig, ...errors },
      },
    },
    async (request) => setAutomaticMessage(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.post(
    `${base}/:id/copy`,
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary:
          'Copy a setting: a new id, created 2 days after the original so it sorts next to it (superadmin)',
        params: ZUuidParams,
        body: z.object({ version: ZVersion }),
        response: { 201: ZPaymentConfirmationConfig, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await copyConfig(app.ctx, userActorOf(request), request.params.id, request.body.version)),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary: 'Remove a setting, at the version read (superadmin)',
        params: ZUuidParams,
        querystring: ZVersionQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeConfig(app.ctx, userActorOf(request), request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
};

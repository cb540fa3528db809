import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccount,
  ZAccountClient,
  ZAccountClientInput,
  ZAccountClientUpdate,
  ZAccountInput,
  ZAccountsQuery,
  ZAccountUpdate,
  ZArchiveChange,
  ZUuidParams,
} from '@portal/domain';
import { userActorOf } from '../../platform/http/access.ts';
import { ERROR_ANSWERS, ZApiError } from '../../platform/http/schemas.ts';
import * as service from './service.ts';

const tags = ['back office'];
const WRITE_ANSWERS = { ...ERROR_ANSWERS, 409: ZApiError };

/**
 * Customer companies and user accounts (issue 21 part 3), the superadmin's: what the original's ERP kept. Every
 * write is audited ('client', 'user') and checked against the version it was read at.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const access = { access: 'superadmin' as const };

  app.get(
    '/api/accounts/clients',
    {
      config: access,
      schema: {
        tags,
        summary: 'Every customer company, archived ones last, with its number of active users (superadmin)',
        response: { 200: z.array(ZAccountClient), ...ERROR_ANSWERS },
      },
    },
    async () => service.listClients(app.ctx),
  );

  app.post(
    '/api/accounts/clients',
    {
      config: access,
      schema: {
        tags,
        summary: 'Add a customer company (superadmin)',
        body: ZAccountClientInput,
        response: { 201: ZAccountClient, ...WRITE_ANSWERS },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.createClient(app.ctx, userActorOf(request), request.body);
    },
  );

  app.put(
    '/api/accounts/clients/:id',
    {
      config: access,
      schema: {
        tags,
        summary: "Change a company's name, city, country, ERP client id or carriers (superadmin)",
        params: ZUuidParams,
        body: ZAccountClientUpdate,
        response: { 200: ZAccountClient, ...WRITE_ANSWERS },
      },
    },
    async (request) => service.updateClient(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/accounts/clients/:id/archived',
    {
      config: access,
      schema: {
        tags,
        summary: 'Archive a company (its users can no longer log in) or restore it (superadmin)',
        params: ZUuidParams,
        body: ZArchiveChange,
        response: { 200: ZAccountClient, ...WRITE_ANSWERS },
      },
    },
    async (request) =>
      service.setClientArchived(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/accounts/users',
    {
      config: access,
      schema: {
        tags,
        summary: "One company's users, or the staff (clientId=staff), archived ones too (superadmin)",
        querystring: ZAccountsQuery,
        response: { 200: z.array(ZAccount), ...ERROR_ANSWERS },
      },
    },
    async (request) => service.listAccounts(app.ctx, request.query.clientId),
  );

  app.post(
    '/api/accounts/users',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Open an account; the person gets a welcome e-mail with a login link valid for 7 days (superadmin)',
        body: ZAccountInput,
        response: { 201: ZAccount, ...WRITE_ANSWERS },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.createAccount(app.ctx, userActorOf(request), request.body);
    },
  );

  app.put(
    '/api/accounts/users/:id',
    {
      config: access,
      schema: {
        tags,
        summary: "Change an account's name, e-mail, role, admin flags, carriers or ERP user id (superadmin)",
        params: ZUuidParams,
        body: ZAccountUpdate,
        response: { 200: ZAccount, ...WRITE_ANSWERS },
      },
    },
    async (request) => service.updateAccount(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/accounts/users/:id/archived',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Archive an account (it can no longer log in and leaves every picker) or restore it (superadmin)',
        params: ZUuidParams,
        body: ZArchiveChange,
        response: { 200: ZAccount, ...WRITE_ANSWERS },
      },
    },
    async (request) =>
      service.setAccountArchived(app.ctx, userActorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/accounts/users/:id/welcome',
    {
      config: access,
      schema: {
        tags,
        summary: 'Send the welcome e-mail again with a new link (superadmin)',
        params: ZUuidParams,
        response: { 204: z.null(), ...WRITE_ANSWERS },
      },
    },
    async (request, reply) => {
      await service.resendWelcome(app.ctx, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

import type { FastifyInstance, FastifySchema } from 'fastify';
import { ANONYMOUS, meetsAccessLevel, type AccessLevel, type Actor, type UserActor } from '@portal/domain';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route. Every /api route must declare it; a test snapshots the declarations. */
    access?: AccessLevel;
  }
  interface FastifyRequest {
    actor: Actor;
  }
  interface FastifyInstance {
    /** Every /api route with its access level and schemas; the generated access and fuzz tests walk these. */
    accessDeclarations: Array<{ method: string; url: string; access: AccessLevel; schema?: FastifySchema }>;
  }
}

/** The signed-in user behind a request to a route whose access level is 'user' or above (checked before the handler). */
export const userActorOf = (request: { actor: Actor }): UserActor => request.actor as UserActor;

/** Collects each route's declaration, refuses to start with an undeclared /api route, and enforces it. */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorate('accessDeclarations', []);
  app.decorateRequest('actor', null as never);
  // Everyone starts anonymous; the session plugin, registered after this, replaces it when a session is valid.
  app.addHook('onRequest', async (request) => {
    request.actor = ANONYMOUS;
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access level`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.accessDeclarations.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  // Before validation: a visitor below the route's level learns nothing about its input (401/403, not 400).
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || meetsAccessLevel(request.actor, access)) return;
    if (request.actor.kind === 'anonymous') throw new AppError('UNAUTHORIZED', 'Please log in first.');
    throw new AppError('FORBIDDEN', 'You do not have access to this.');
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy of the web app and the API docs. Scripts come only from our own files (the built
 * app has no inline script). Styles allow 'unsafe-inline' because MUI's emotion writes <style> tags at run
 * time; a nonce would need the HTML rendered per request (docs/decisions.md). Nothing may frame the portal.
 */
export function contentSecurityPolicy(config: Pick<Config, 'NODE_ENV' | 'SUPPORT_CHAT_URL'>) {
  // The support chat widget frames the chat page: its origin may be framed, nothing else of it is loaded.
  const chat = config.SUPPORT_CHAT_URL ? [new URL(config.SUPPORT_CHAT_URL).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // PDF previews open uploaded files in a frame of our own origin.
      frameSrc: ["'self'", 'blob:', ...chat],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.NODE_ENV === 'production' ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * The policy as the header helmet writes, worked out once: @fastify/helmet builds helmet's middleware again on
 * every request, and parsing and checking the directives was the dearest part of it (about 2 % of a busy
 * server's time). The directives are fixed at start (no nonces), so the header is too.
 */
export function contentSecurityPolicyHeader(
  config: Pick<Config, 'NODE_ENV' | 'SUPPORT_CHAT_URL'>,
): [name: string, value: string] {
  const written: { header?: [string, string] } = {};
  const answer = {
    setHeader(name: string, value: string) {
      written.header = [name, value];
    },
  };
  helmet.contentSecurityPolicy(contentSecurityPolicy(config))(
    {} as IncomingMessage,
    answer as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  if (!written.header) throw new Error('helmet wrote no Content-Security-Policy');
  return written.header;
}

/**
 * Security headers on every answer (helmet, with the policy computed once), `Cache-Control: no-store` on API
 * answers that depend on who asks, and no source maps in production (the build may write them for error
 * reports; they are not served).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const [policyName, policy] = contentSecurityPolicyHeader(config);
  // Where helmet set it: on the raw answer in onRequest, so error and not-found answers carry it too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader(policyName, policy);
    done();
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // The login link carries its token in the query: never send our URLs to another site.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity:
      config.NODE_ENV === 'production' ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The same as the policy's frame-ancestors 'none', for browsers that read only this header.
    frameguard: { action: 'deny' },
  });

  if (config.NODE_ENV === 'production') {
    app.addHook('onRequest', async (request, reply) => {
      if (/\.map$/i.test(request.url.split('?')[0]!)) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: `No such address: ${request.url}` });
      }
    });
  }

  // Answers for a session (or for the cookie-less visitor, who may sign in on the same URL) must not be stored
  // by the browser or a shared cache; a route that is the same for everyone may say otherwise itself.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    if (reply.getHeader('cache-control') && !request.session) return;
    reply.header('cache-control', 'no-store');
  });
}

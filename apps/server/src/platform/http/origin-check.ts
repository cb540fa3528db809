import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_TYPES = /^(application\/json|multipart\/form-data)\s*(;|$)/i;

export const FOREIGN_ORIGIN =
  'This request came from another site and was refused. Open the portal at its own address and try again.';
export const UNSUPPORTED_BODY = 'Send the request body as application/json or multipart/form-data.';

/** The origins a write may come from: the configured public address and the address the request was sent to. */
function ownOrigins(request: FastifyRequest, publicOrigin: string): string[] {
  return [publicOrigin, `${request.protocol}://${request.host}`.toLowerCase()];
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Cross-site writes are refused before anything runs. The session cookie is SameSite=Lax, which stops most of
 * them; this is the second wall, and the one that also holds for a sibling site on the same registrable domain.
 * Browsers send Origin on every cross-origin write (and Sec-Fetch-Site on every request); a write with neither
 * did not come from another site in a browser: it is a script, curl or a test, which carries no visitor's
 * cookie by accident, so it passes. Bodies are JSON or multipart only: a page on another site can send
 * text/plain or a urlencoded form without asking the server first, never these.
 */
export function registerOriginCheck(app: FastifyInstance, config: Pick<Config, 'PUBLIC_URL'>): void {
  const publicOrigin = new URL(config.PUBLIC_URL).origin.toLowerCase();
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!ownOrigins(request, publicOrigin).includes(origin.toLowerCase()))
        throw new AppError('FORBIDDEN', FOREIGN_ORIGIN);
    } else {
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin' && site !== 'none')
        throw new AppError('FORBIDDEN', FOREIGN_ORIGIN);
    }
    const type = request.headers['content-type'];
    if (type !== undefined ? !BODY_TYPES.test(type) : hasBody(request))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_BODY);
  });
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { createLoginLink } from '../../modules/session/service.ts';
import { AppError } from '../http/app-error.ts';

export const LOGIN_LINK_KEY_FILE = 'login-link.key';
export const LOGIN_LINK_KEY_HEADER = 'x-login-link-key';

const DEMO_ADDRESSES = Object.values(DEMO_USERS).map((u) => u.emailAddress.toLowerCase());

/** The answer for an address that is no demo user's, listing the ones that are. */
export function notADemoUser(emailAddress: string): string {
  return `${emailAddress} is not a demo user. Demo addresses: ${DEMO_ADDRESSES.join(', ')}.`;
}

export function isDemoAddress(emailAddress: string): boolean {
  return DEMO_ADDRESSES.includes(emailAddress.trim().toLowerCase());
}

/**
 * `npm run login-link` asks the running server for a link (the embedded database takes one process only). The
 * key is written into the data folder at start, so only someone who can read that folder, and thus the
 * database itself, gets a link: a proxy on the same host does not make the endpoint public.
 */
export const loginLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = randomBytes(32);
  mkdirSync(app.ctx.config.DATA_DIR, { recursive: true });
  writeFileSync(join(app.ctx.config.DATA_DIR, LOGIN_LINK_KEY_FILE), key.toString('hex'), { mode: 0o600 });

  app.post(
    '/api/dev/login-link',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Demo data only: a fresh login link for a demo user (npm run login-link)',
        body: z.object({ emailAddress: z.string().trim().toLowerCase().max(320) }),
        response: { 200: z.object({ link: z.string() }) },
      },
    },
    async (request) => {
      const sent = Buffer.from(String(request.headers[LOGIN_LINK_KEY_HEADER] ?? ''), 'hex');
      if (sent.length !== key.length || !timingSafeEqual(sent, key)) {
        throw new AppError('NOT_FOUND', `No such address: ${request.url}`);
      }
      const { emailAddress } = request.body;
      if (!isDemoAddress(emailAddress)) throw new AppError('NOT_FOUND', notADemoUser(emailAddress));
      return { link: await createLoginLink(app.ctx, emailAddress, '/') };
    },
  );
};

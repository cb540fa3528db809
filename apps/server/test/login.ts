import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@portal/domain';
import { createLoginLink } from '../src/modules/session/service.ts';
import { DEMO_USERS, type DemoUserKey } from '../src/seed/demo-users.ts';

/** Signs a demo user in through the real endpoint and answers the cookie header for later requests. */
export async function loginAs(
  app: FastifyInstance,
  who: DemoUserKey,
): Promise<{ cookie: string; userId: string }> {
  const link = await createLoginLink(app.ctx, DEMO_USERS[who].emailAddress);
  const token = new URL(link).searchParams.get('logIn');
  const response = await app.inject({ method: 'POST', url: '/api/session/sign-in', payload: { token } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${who} failed: ${response.body}`);
  const secret = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  return { cookie: `${SESSION_COOKIE}=${secret}`, userId: response.json().user.id };
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('logIn') ?? '';
}

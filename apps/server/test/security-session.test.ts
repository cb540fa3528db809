import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { SessionCache } from '../src/platform/auth/session-cache.ts';
import { loadConfig } from '../src/platform/config.ts';
import { sessions } from '../src/platform/db/schema/index.ts';
import { TOO_MANY_STREAMS } from '../src/modules/events/routes.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

let t: TestApp;
/** A second server process on the same database, as behind a load balancer. */
let other: FastifyInstance;
let base: string;
beforeAll(async () => {
  const settings = { SESSION_CACHE_MS: '60000', SSE_SESSION_CHECK_MS: '200', SSE_ANONYMOUS_PER_ADDRESS: '2' };
  t = await buildTestApp(settings);
  other = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...settings }),
    database: t.database,
  });
  await other.ready();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const profile = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });

describe('session resolution', () => {
  it('answers from its copy of a session without reading the database again', async () => {
    const { cookie, userId } = await loginAs(t.app, 'customerA1');
    expect((await profile(t.app, cookie)).statusCode).toBe(200);
    // Removed behind the servers' backs (no sign-out, no message): the copy answers until it is stale, the bound
    // documented for SESSION_CACHE_MS; a process without a copy reads the database and refuses.
    await t.database.db.delete(sessions).where(eq(sessions.userId, userId));
    expect((await profile(t.app, cookie)).statusCode).toBe(200);
    expect((await profile(other, cookie)).statusCode).toBe(401);
    t.app.sessionCache.drop({ userIds: [userId] });
    expect((await profile(t.app, cookie)).statusCode).toBe(401);
  });

  it('sees a sign-out made by another process at once, through the event bus', async () => {
    const { cookie } = await loginAs(t.app, 'customerA2');
    expect((await profile(t.app, cookie)).statusCode).toBe(200);
    expect((await profile(other, cookie)).statusCode).toBe(200);
    expect(
      (await other.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } })).statusCode,
    ).toBe(204);
    await expect.poll(async () => (await profile(t.app, cookie)).statusCode).toBe(401);
  });

  it('follows a switch to the customer view made by another process', async () => {
    const { cookie } = await loginAs(t.app, 'sales');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().visitor,
    ).toBe('staff');
    const clients = (await other.inject({ method: 'GET', url: '/api/clients', headers: { cookie } })).json();
    await other.inject({
      method: 'POST',
      url: '/api/session/customer-view',
      headers: { cookie },
      payload: { clientId: clients[0].id },
    });
    await expect
      .poll(
        async () =>
          (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().visitor,
      )
      .toBe('customer');
  });

  it('keeps copies for the configured time only, and never past the session expiry', () => {
    const cache = new SessionCache(1000);
    const value = {
      session: {
        id: 's',
        userId: 'u',
        customerViewClientId: null,
        actingAsUserId: null,
        expiresAt: new Date(5000),
      },
      actor: {} as never,
    };
    cache.set('h', value, 0);
    expect(cache.get('h', 999)).toBe(value);
    expect(cache.get('h', 1000)).toBeUndefined();
    cache.set('h', value, 4500);
    expect(cache.get('h', 5000)).toBeUndefined();
    cache.set('h', value, 0);
    cache.drop({ userIds: ['u'] });
    expect(cache.get('h', 1)).toBeUndefined();
    const off = new SessionCache(0);
    off.set('h', value, 0);
    expect(off.size).toBe(0);
  });
});

/** Opens /api/events and tells when the server ends the stream. */
async function openStream(cookie?: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  let ended = false;
  if (response.status === 200) {
    const reader = response.body!.getReader();
    void (async () => {
      try {
        while (!(await reader.read()).done);
        ended = true;
      } catch {
        // aborted by the test
      }
    })();
  }
  return { response, ended: () => ended, close: () => controller.abort() };
}

describe('/api/events', () => {
  it('ends an open stream when its session signs out', async () => {
    const { cookie } = await loginAs(t.app, 'customerB1');
    const stream = await openStream(cookie);
    expect(stream.response.status).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(stream.ended()).toBe(false);
    await other.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    await expect.poll(stream.ended).toBe(true);
  });

  it('ends an open stream when its session expires or is removed', async () => {
    const { cookie, userId } = await loginAs(t.app, 'customerC1');
    const expiring = await openStream(cookie);
    expect(expiring.response.status).toBe(200);
    // Expired in the database, behind the server's back; the stream's next check finds it gone.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    t.app.sessionCache.drop({ userIds: [userId] });
    await expect.poll(expiring.ended).toBe(true);
  });

  it('caps anonymous streams per client address', async () => {
    const first = await openStream();
    const second = await openStream();
    const third = await openStream();
    expect([first.response.status, second.response.status]).toEqual([200, 200]);
    expect(third.response.status).toBe(429);
    expect(await third.response.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_STREAMS });
    first.close();
    await expect
      .poll(async () => {
        const again = await openStream();
        again.close();
        return again.response.status;
      })
      .toBe(200);
    second.close();
  });
});

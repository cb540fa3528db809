import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMIT, SESSION_COOKIE } from '@portal/domain';
import { loginTokens, mailOutbox, users } from '../src/platform/db/schema/index.ts';
import { loginLinkFor } from '../src/modules/session/service.ts';
import { hashSecret } from '../src/platform/auth/secrets.ts';
import { DEMO_USERS } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function request(emailAddress: string, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/session/request',
    payload: { emailAddress, nextPath: '/schedule?x=1' },
    remoteAddress: ip,
  });
}

async function lastMailedToken(to: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(sql`created_at desc`)
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return new URL(link).searchParams.get('logIn')!;
}

describe('POST /api/session/request', () => {
  it('answers a known and an unknown address exactly alike, and mails only the known one', async () => {
    const known = await request(DEMO_USERS.customerA1.emailAddress.toUpperCase(), '10.0.1.1');
    const unknown = await request('nobody@nowhere.example', '10.0.1.2');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ ok: true });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'nobody@nowhere.example'));
    expect(mails).toHaveLength(0);
    const token = await lastMailedToken(DEMO_USERS.customerA1.emailAddress);
    expect(token.length).toBeGreaterThan(20);
  });

  it('keeps the next path in the link and stores only the token hash', async () => {
    await request(DEMO_USERS.customerC1.emailAddress, '10.0.2.1');
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, DEMO_USERS.customerC1.emailAddress));
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/schedule\?x=1&logIn=/);
    const token = await lastMailedToken(DEMO_USERS.customerC1.emailAddress);
    const rows = await t.database.db
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.tokenHash, hashSecret(token)));
    expect(rows).toHaveLength(1);
    const plain = await t.database.db.select().from(loginTokens).where(eq(loginTokens.tokenHash, token));
    expect(plain).toHaveLength(0);
  });

  it('refuses a malformed address with a clear 400', async () => {
    const response = await request('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'emailAddress: Enter an e-mail address such as name@company.com.',
    });
  });

  it('refuses a next path that leaves the site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session/request',
      payload: { emailAddress: DEMO_USERS.customerA2.emailAddress, nextPath: '//evil.example/' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^nextPath:/);
  });

  it.each(['/\\evil.example/x', '/\t/evil.example', '/%5Cevil.example', '/.//evil.example', '\\\\evil'])(
    'mails no link that leaves the site for the next path %j',
    async (nextPath) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/session/request',
        payload: { emailAddress: DEMO_USERS.customerA2.emailAddress, nextPath },
        remoteAddress: '10.9.9.9',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('nextPath: nextPath must be a path on this site, starting with /');
      const made = await t.database.db
        .select()
        .from(loginTokens)
        .where(eq(loginTokens.requestedFrom, '10.9.9.9'));
      expect(made).toHaveLength(0);
    },
  );

  it('keeps the link on the configured site even when the path resolves elsewhere against it', () => {
    expect(() => loginLinkFor('https://portal.example.com/app/', '/\\evil.example', 'token')).toThrow(
      /nextPath must be a path on this site/,
    );
    expect(loginLinkFor('https://portal.example.com', '/schedule', 'tok')).toBe(
      'https://portal.example.com/schedule?logIn=tok',
    );
  });

  it('rate-limits login requests per client address and e-mail address together', async () => {
    const email = DEMO_USERS.customerB2.emailAddress;
    for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++)
      expect((await request(email, '10.0.3.1')).statusCode).toBe(200);
    const limited = await request(email, '10.0.3.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many login requests. Please wait a few minutes and try again.',
    });
    // Unknown addresses are limited the same way.
    for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++) await request('ghost@nowhere.example', '10.0.4.1');
    expect((await request('ghost@nowhere.example', '10.0.4.1')).statusCode).toBe(429);
  });

  it('does not let strangers elsewhere lock a person out', async () => {
    const email = DEMO_USERS.customerC2.emailAddress;
    for (let i = 0; i < LOGIN_RATE_LIMIT.max * 2; i++)
      expect((await request(email, `10.0.7.${i}`)).statusCode).toBe(200);
    // The person, from their own address, still gets a link.
    expect((await request(email, '10.0.8.1')).statusCode).toBe(200);
  });

  it('caps one e-mail address across client addresses at four times the limit', async () => {
    const email = 'inbox-flood@nowhere.example';
    for (let i = 0; i < LOGIN_RATE_LIMIT.max * LOGIN_RATE_LIMIT.perEmail; i++)
      expect((await request(email, `10.1.${i}.1`)).statusCode).toBe(200);
    const limited = await request(email, '10.1.250.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many login requests. Please wait a few minutes and try again.');
  });

  it('lets exactly the limit through when requests come at once (counted and taken in one step)', async () => {
    const atOnce = (n: number, email: (i: number) => string, ip: (i: number) => string) =>
      Promise.all(Array.from({ length: n }, (_, i) => request(email(i), ip(i))));
    const codes = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
    // One client address and e-mail address: ten at once, five pass.
    const pair = codes(
      await atOnce(
        10,
        () => 'at-once@nowhere.example',
        () => '10.2.0.1',
      ),
    );
    expect(pair.filter((c) => c === 200)).toHaveLength(LOGIN_RATE_LIMIT.max);
    expect(pair.filter((c) => c === 429)).toHaveLength(10 - LOGIN_RATE_LIMIT.max);
    // One e-mail address from thirty client addresses at once: the per-address limit holds too.
    const byEmail = LOGIN_RATE_LIMIT.max * LOGIN_RATE_LIMIT.perEmail;
    const inbox = codes(
      await atOnce(
        byEmail + 10,
        () => 'at-once-inbox@nowhere.example',
        (i) => `10.3.${i}.1`,
      ),
    );
    expect(inbox.filter((c) => c === 200)).toHaveLength(byEmail);
    // One client address across e-mail addresses.
    const byClient = LOGIN_RATE_LIMIT.max * LOGIN_RATE_LIMIT.perClient;
    const client = codes(
      await atOnce(
        byClient + 10,
        (i) => `at-once-${i}@nowhere.example`,
        () => '10.4.0.1',
      ),
    );
    expect(client.filter((c) => c === 200)).toHaveLength(byClient);
    const rows = await t.database.db
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.requestedFrom, '10.2.0.1'));
    expect(rows).toHaveLength(LOGIN_RATE_LIMIT.max);
  });

  it('caps one client address across e-mail addresses at four times the limit', async () => {
    for (let i = 0; i < LOGIN_RATE_LIMIT.max * 4; i++)
      expect((await request(`probe${i}@nowhere.example`, '10.0.9.1')).statusCode).toBe(200);
    expect((await request('probe-last@nowhere.example', '10.0.9.1')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const send = (app: TestApp['app'], i: number, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/session/request',
        payload: { emailAddress: 'rotating@nowhere.example' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        remoteAddress,
      });
    for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++)
      expect((await send(t.app, i, '10.0.10.1')).statusCode).toBe(200);
    // Rotating the header does not give a caller a fresh allowance.
    expect((await send(t.app, 99, '10.0.10.1')).statusCode).toBe(429);

    const proxied = await buildTestApp({ TRUST_PROXY: '10.0.11.1' });
    try {
      for (let i = 0; i < LOGIN_RATE_LIMIT.max + 1; i++)
        expect((await send(proxied.app, i, '10.0.11.1')).statusCode).toBe(200);
      const [row] = await proxied.database.db
        .select()
        .from(loginTokens)
        .where(eq(loginTokens.requestedFrom, '198.51.100.3'));
      expect(row?.emailAddress).toBe('rotating@nowhere.example');
    } finally {
      await proxied.close();
    }
  });
});

describe('POST /api/session/sign-in', () => {
  it('signs in once with a token, sets an httpOnly SameSite cookie and records lastSession', async () => {
    await request(DEMO_USERS.sales.emailAddress, '10.0.5.1');
    const token = await lastMailedToken(DEMO_USERS.sales.emailAddress);
    const first = await t.app.inject({ method: 'POST', url: '/api/session/sign-in', payload: { token } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      visitor: 'staff',
      mode: 'self',
      user: { emailAddress: DEMO_USERS.sales.emailAddress, role: 'sales' },
    });
    const cookie = first.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, DEMO_USERS.sales.emailAddress));
    expect(user?.lastSession).toBeInstanceOf(Date);
    expect(Date.now() - user!.lastSession!.getTime()).toBeLessThan(60_000);

    const second = await t.app.inject({ method: 'POST', url: '/api/session/sign-in', payload: { token } });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'This login link is not valid any more. Please request a new one.',
    });
  });

  it('refuses an expired token', async () => {
    await request(DEMO_USERS.operations.emailAddress, '10.0.6.1');
    const token = await lastMailedToken(DEMO_USERS.operations.emailAddress);
    await t.database.db
      .update(loginTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginTokens.tokenHash, hashSecret(token)));
    const response = await t.app.inject({ method: 'POST', url: '/api/session/sign-in', payload: { token } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong token and the token of an unknown address', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in',
      payload: { token: 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(401);
    const tooShort = await t.app.inject({
      method: 'POST',
      url: '/api/session/sign-in',
      payload: { token: 'abc' },
    });
    expect(tooShort.statusCode).toBe(400);
  });
});

describe('GET and DELETE /api/session', () => {
  it('describes anonymous, customer and staff visitors', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(anonymous.json()).toMatchObject({ visitor: 'anonymous', user: null });

    const { cookie } = await loginAs(t.app, 'customerA1');
    const customer = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(customer.json()).toMatchObject({
      visitor: 'customer',
      user: { firstName: 'Anna', company: { name: 'Alpina Trading AG' }, role: null },
    });
  });

  it('ends the session on sign-out: the cookie stops working', async () => {
    const { cookie } = await loginAs(t.app, 'customerA2');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().visitor,
    ).toBe('anonymous');
  });

  it('refuses sign-out without a session', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/session' })).statusCode).toBe(401);
  });
});

describe('customer view and acting as', () => {
  it('lets staff see the portal as a client and come back', async () => {
    const { cookie } = await loginAs(t.app, 'sales');
    const clients = (
      await t.app.inject({ method: 'GET', url: '/api/clients', headers: { cookie } })
    ).json() as Array<{ id: string; name: string }>;
    const hanse = clients.find((c) => c.name === 'Hanse Maschinenbau GmbH')!;
    const view = await t.app.inject({
      method: 'POST',
      url: '/api/session/customer-view',
      headers: { cookie },
      payload: { clientId: hanse.id },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      visitor: 'customer',
      mode: 'customer-view',
      customerViewClient: { name: 'Hanse Maschinenbau GmbH' },
      realUser: { firstName: 'Luca' },
    });
    // As a customer of Hanse, the client list holds only Hanse.
    const scoped = (
      await t.app.inject({ method: 'GET', url: '/api/clients', headers: { cookie } })
    ).json() as Array<{ id: string }>;
    expect(scoped.map((c) => c.id)).toEqual([hanse.id]);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/session/customer-view',
      headers: { cookie },
      payload: { clientId: null },
    });
    expect(back.json()).toMatchObject({ visitor: 'staff', mode: 'self', customerViewClient: null });
  });

  it('refuses the customer view to customers', async () => {
    const { cookie } = await loginAs(t.app, 'customerB1');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/session/customer-view',
      headers: { cookie },
      payload: { clientId: null },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets only a superadmin act as a named user', async () => {
    const admin = await loginAs(t.app, 'superadmin');
    const sales = await loginAs(t.app, 'sales');
    const target = await loginAs(t.app, 'customerC2');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/session/acting-as',
      headers: { cookie: sales.cookie },
      payload: { userId: target.userId },
    });
    expect(refused.statusCode).toBe(403);
    const acting = await t.app.inject({
      method: 'POST',
      url: '/api/session/acting-as',
      headers: { cookie: admin.cookie },
      payload: { userId: target.userId },
    });
    expect(acting.statusCode).toBe(200);
    expect(acting.json()).toMatchObject({
      visitor: 'customer',
      mode: 'acting-as',
      user: { firstName: 'Hugo' },
      realUser: { firstName: 'Sabine' },
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: admin.cookie },
    });
    expect(profile.json().firstName).toBe('Hugo');
    const end = await t.app.inject({
      method: 'POST',
      url: '/api/session/acting-as',
      headers: { cookie: admin.cookie },
      payload: { userId: null },
    });
    expect(end.json()).toMatchObject({ visitor: 'staff', user: { firstName: 'Sabine' } });
  });
});

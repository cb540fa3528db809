import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { FOREIGN_ORIGIN, UNSUPPORTED_BODY } from '../src/platform/http/origin-check.ts';
import { contentSecurityPolicyHeader } from '../src/platform/http/security-headers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://portal.example.com' });
  cookie = (await loginAs(t.app, 'customerA1')).cookie;
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('sends a CSP without inline scripts that forbids framing (X-Frame-Options DENY too), nosniff and a same-origin referrer policy', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = answer.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('same-origin');
    // The same as frame-ancestors 'none' (SAMEORIGIN, helmet's default, said something else).
    expect(answer.headers['x-frame-options']).toBe('DENY');
    // Not in development or tests: browsers would remember it for localhost.
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same policy, worked out once at start, on every answer, errors and unknown addresses too', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/session/nope%00' });
    expect(missing.statusCode).toBe(404);
    for (const answer of [missing, refused])
      expect(answer.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(contentSecurityPolicyHeader(t.config)).toEqual([
      'Content-Security-Policy',
      first.headers['content-security-policy'],
    ]);
  });

  it('marks signed-in and session answers no-store', async () => {
    for (const url of ['/api/session', '/api/profile', '/api/clients']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('keeps the API docs working under the policy (no inline script in the page)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
  });
});

describe('production', () => {
  let dist: string;
  let prod: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dist, 'app.js'), 'console.log(1)\n//# sourceMappingURL=app.js.map');
    await writeFile(join(dist, 'app.js.map'), '{"version":3}');
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    prod = await buildApp({ config, database: t.database, webDist: dist });
    await prod.ready();
  });
  afterAll(async () => {
    await prod.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends HSTS and upgrades insecure requests', async () => {
    const answer = await prod.inject({ method: 'GET', url: '/' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('serves no source maps', async () => {
    expect((await prod.inject({ method: 'GET', url: '/app.js' })).statusCode).toBe(200);
    expect((await prod.inject({ method: 'GET', url: '/app.js.map' })).statusCode).toBe(404);
    expect((await prod.inject({ method: 'GET', url: '/app.js.map?x=1' })).statusCode).toBe(404);
  });
});

describe('cross-site writes', () => {
  const write = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });

  it('refuses a foreign Origin on every write, body-less ones included', async () => {
    const foreign = { origin: 'https://evil.example' };
    for (const [method, url] of [
      ['DELETE', '/api/session'],
      ['POST', '/api/session/customer-view'],
      ['PATCH', '/api/profile'],
      ['POST', '/api/booking-requests/req-1/archive'],
      ['POST', '/api/session/request'],
    ] as const) {
      const answer = await write(method, url, foreign);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json()).toEqual({ code: 'FORBIDDEN', message: FOREIGN_ORIGIN });
    }
    // The refused sign-out did not sign anybody out.
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(
      200,
    );
    for (const origin of ['null', 'https://portal.example.com.evil.example', 'http://portal.example.com']) {
      expect((await write('DELETE', '/api/session', { origin })).statusCode, origin).toBe(403);
    }
    expect((await write('DELETE', '/api/session', { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await write('DELETE', '/api/session', { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
  });

  it('accepts the public origin, the address the request was sent to, and clients without Origin', async () => {
    const body = JSON.stringify({ emailAddress: 'nobody@nowhere.example' });
    const json = { 'content-type': 'application/json' };
    for (const headers of [
      { origin: 'https://portal.example.com' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ] as Record<string, string>[]) {
      const answer = await write('POST', '/api/session/request', { ...json, ...headers }, body);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('takes only JSON or multipart bodies', async () => {
    const body = JSON.stringify({ emailAddress: 'nobody@nowhere.example' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const answer = await write('POST', '/api/session/request', { 'content-type': type }, body);
      expect(answer.statusCode, type).toBe(415);
      expect(answer.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: UNSUPPORTED_BODY });
    }
    const typeless = await t.app.inject({
      method: 'POST',
      url: '/api/session/request',
      headers: { 'content-length': String(body.length) },
      payload: body,
    });
    expect(typeless.statusCode).toBe(415);
  });
});

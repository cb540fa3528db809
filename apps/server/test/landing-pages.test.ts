import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  LANDING_PATHS,
  SERVER_RENDERED_ATTRIBUTE,
  SESSION_COOKIE,
  worldClockZones,
  type LandingFacts,
  type TPublicConfig,
} from '@portal/domain';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/client.ts';
import { openTestDatabase } from './helper.ts';
import {
  createLandingPages,
  injectFetch,
  LANDING_FRESH_MS,
  type LandingRender,
} from '../src/platform/http/landing-pages.ts';
import { contentSecurityPolicyHeader } from '../src/platform/http/security-headers.ts';

// Two builds side by side as `npm run build -w apps/web` leaves them (dist and dist-ssr in one folder): one whose
// server render works, one whose render throws.
const root = mkdtempSync(join(tmpdir(), 'portal-landing-'));
const WORKING = join(root, 'working');
const BROKEN = join(root, 'broken');

// The built index.html's shape: route-preload.js first, the entry script and its preloads in <head>, the static
// boot frame in #root, which is the last element of <body>.
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script src="/route-preload.js" async></script>

    <meta charset="UTF-8" />
    <title>Freight Portal</title>
    <style>body{margin:0}.boot-clock{height:28px}</style>
    <link rel="preload" href="/api/session" as="fetch" crossorigin="use-credentials" />
    <link rel="preload" href="/api/config" as="fetch" crossorigin="use-credentials" />
    <script type="module" crossorigin src="/assets/index-X.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X.js">
    <link rel="modulepreload" crossorigin href="/assets/react-X.js">
  </head>
  <body>
    <div id="root">
      <div class="boot-clock"></div>
      <div class="boot-bar">
        <div><span>Freight Portal</span></div>
      </div>
    </div>
  </body>
</html>
`;

// The web's entry-server.js as the server imports it: counts its calls on globalThis, reads the live special offers
// through the fetch it is given, and puts an inline script in its HTML (as React may), which the server must strip,
// and a JSON data block (as entry-server.tsx does), which it must keep.
const RENDERS = '__portalLandingRenders';
const WORKING_RENDER = `
export async function renderLanding(location, config, facts, fetchApi) {
  (globalThis.${RENDERS} ??= []).push({ build: 'working', location, facts, companyName: config.companyName });
  const offers = await (await fetchApi('/api/special-offers', { credentials: 'include' })).json();
  return '<main><h1>' + location + '</h1><p>' + config.companyName + '</p><p>' + facts.viewport + '</p>' +
    '<p>offers: ' + offers.length + '</p>' + (facts.cookieConsent ? '' : '<div>cookie card</div>') +
    '<script>inline()</script></main>' +
    '<script type="application/json" id="landing-queries">{"offers":' + offers.length + '}</script>';
}
`;
const BROKEN_RENDER = `
export function renderLanding(location, config, facts) {
  (globalThis.${RENDERS} ??= []).push({ build: 'broken', location, facts, companyName: config.companyName });
  throw new Error('the render broke');
}
`;

interface RenderCall {
  build: 'working' | 'broken';
  location: string;
  facts: LandingFacts;
  companyName: string;
}
const renders = (): RenderCall[] => ((globalThis as Record<string, unknown>)[RENDERS] as RenderCall[]) ?? [];
const rendersOf = (build: RenderCall['build']) => renders().filter((r) => r.build === build);

function writeBuild(folder: string, entryServer: string) {
  mkdirSync(join(folder, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(folder, 'dist-ssr'), { recursive: true });
  writeFileSync(join(folder, 'dist', 'index.html'), INDEX);
  writeFileSync(join(folder, 'dist', 'route-preload.js'), '(function () {})();\n');
  writeFileSync(join(folder, 'dist', 'assets', 'index-X.js'), 'console.log("app");\n');
  writeFileSync(join(folder, 'dist-ssr', 'entry-server.js'), entryServer);
}

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
let app: FastifyInstance;
let broken: FastifyInstance;
let database: Database;
/** The live special offers of the seeded database, as GET /api/special-offers answers a visitor. */
let offers: number;

beforeAll(async () => {
  writeBuild(WORKING, WORKING_RENDER);
  writeBuild(BROKEN, BROKEN_RENDER);
  database = await openTestDatabase();
  app = await buildApp({ config, database, webDist: join(WORKING, 'dist') });
  broken = await buildApp({ config, database, webDist: join(BROKEN, 'dist') });
  await Promise.all([app.ready(), broken.ready()]);
  offers = (await app.inject({ method: 'GET', url: '/api/special-offers' })).json<unknown[]>().length;
});
afterAll(async () => {
  await app?.close();
  await broken?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
  delete (globalThis as Record<string, unknown>)[RENDERS];
});

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const get = (
  server: FastifyInstance,
  url: string,
  {
    encoding,
    cookies,
    headers = {},
  }: { encoding?: string; cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) =>
  server.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': DESKTOP_UA, ...(encoding ? { 'accept-encoding': encoding } : {}), ...headers },
    ...(cookies ? { cookies } : {}),
  });

const CONSENTED = { [CONSENT_COOKIE.name]: CONSENT_COOKIE.value };
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1];
const SERVER_RENDERED = new RegExp(`<html\\b[^>]*\\s${SERVER_RENDERED_ATTRIBUTE}[\\s>=]`);
const renderedFor = (html: string) =>
  new RegExp(`<html\\b[^>]*\\s${SERVER_RENDERED_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
/** What the fake render puts in #root for a page. */
const rendered = (path: string, viewport: string, consent: boolean) =>
  `<main><h1>${path}</h1><p>${config.COMPANY_NAME}</p><p>${viewport}</p><p>offers: ${offers}</p>` +
  `${consent ? '' : '<div>cookie card</div>'}</main>` +
  `<script type="application/json" id="landing-queries">{"offers":${offers}}</script>`;

/** index.html as it is: the browser renders the page itself. */
function expectShellAsItIs(html: string, label: string) {
  expect(html, label).toBe(INDEX);
  expect(html, label).not.toMatch(SERVER_RENDERED);
}

describe('landing pages rendered on the server', () => {
  it('renders /, /schedule and /quotes/get for a visitor without cookies into #root', async () => {
    expect([...LANDING_PATHS]).toEqual(['/', '/schedule', '/quotes/get']);
    expect(offers).toBeGreaterThan(0);
    const [policyName, policy] = contentSecurityPolicyHeader(config);
    for (const path of LANDING_PATHS) {
      const response = await get(app, path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], path).toBeUndefined();
      expect(response.headers['cache-control'], path).toBe('no-cache');
      const vary = String(response.headers.vary);
      for (const name of ['cookie', 'accept-encoding', 'user-agent', 'sec-ch-ua-mobile']) {
        expect(vary.toLowerCase().split(/\s*,\s*/), path).toContain(name);
      }
      expect(response.headers[policyName.toLowerCase()], path).toBe(policy);

      const html = response.body;
      // The render inside #root, in place of the boot frame; the rest of the page as it was.
      expect(rootOf(html), path).toBe(rendered(path, 'wide', false));
      expect(html, path).not.toContain('class="boot-clock"');
      expect(html, path).toMatch(SERVER_RENDERED);
      expect(renderedFor(html), path).toBe('wide');
      expect(html, path).toMatch(/<html\b[^>]*\slang="en"/);
      expect(html, path).toContain('<title>Freight Portal</title>');
      expect(html, path).toContain('<link rel="preload" href="/api/session"');
      // The render's inline script is gone (the CSP would refuse it), its data block stays; so are the entry
      // script and its preloads gone: route-preload.js, still there, asks for them once the page has painted.
      expect(html, path).not.toContain('inline()');
      expect(html, path).not.toContain('type="module"');
      expect(html, path).not.toContain('/assets/index-X.js');
      expect(html, path).not.toContain('modulepreload');
      expect(html, path).toContain('<script src="/route-preload.js" async></script>');
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts, path).toEqual([
        '<script src="/route-preload.js" async>',
        '<script type="application/json" id="landing-queries">',
      ]);
    }
    const calls = rendersOf('working');
    expect(calls.map((c) => c.location)).toEqual([...LANDING_PATHS]);
    for (const call of calls) {
      expect(call.facts).toEqual({ cookieConsent: false, viewport: 'wide' });
      expect(call.companyName).toBe(config.COMPANY_NAME);
    }
  });

  it('sends brotli or gzip when accepted, the same page', async () => {
    const plain = await get(app, '/schedule');
    const br = await get(app, '/schedule', { encoding: 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gz = await get(app, '/schedule', { encoding: 'gzip, deflate' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const other = await get(app, '/schedule', { encoding: 'deflate' });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.body).toBe(plain.body);
    expect(rootOf(plain.body)).toBe(rendered('/schedule', 'wide', false));
  });

  it('renders within the minute only once per page, consent and viewport', async () => {
    const before = rendersOf('working').length;
    const first = await get(app, '/quotes/get', { cookies: CONSENTED });
    expect(rendersOf('working')).toHaveLength(before + 1);
    expect(rendersOf('working').at(-1)).toMatchObject({
      location: '/quotes/get',
      facts: { cookieConsent: true, viewport: 'wide' },
    });
    const again = await Promise.all([
      get(app, '/quotes/get', { cookies: CONSENTED }),
      get(app, '/quotes/get', { cookies: CONSENTED, encoding: 'br' }),
      get(app, '/quotes/get', { cookies: { ...CONSENTED, other: 'cookie' } }),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(again[0]!.body).toBe(first.body);
    expect(brotliDecompressSync(again[1]!.rawPayload).toString()).toBe(first.body);
    expect(rendersOf('working')).toHaveLength(before + 1);

    // Without consent it is another page, rendered once too.
    const withoutConsent = await get(app, '/quotes/get');
    expect(rootOf(withoutConsent.body)).toContain('<div>cookie card</div>');
    const count = rendersOf('working').length;
    await get(app, '/quotes/get');
    await get(app, '/quotes/get', { encoding: 'gzip' });
    expect(rendersOf('working')).toHaveLength(count);
  });

  it('renders for a phone by its user agent or client hint, apart from the desktop page', async () => {
    const before = rendersOf('working').length;
    const phone = await get(app, '/schedule', { cookies: CONSENTED, headers: { 'user-agent': PHONE_UA } });
    expect(phone.statusCode).toBe(200);
    expect(renderedFor(phone.body)).toBe('phone');
    expect(rootOf(phone.body)).toBe(rendered('/schedule', 'phone', true));
    expect(rendersOf('working').at(-1)).toMatchObject({ facts: { cookieConsent: true, viewport: 'phone' } });

    // The client hint decides over the user agent; the same phone page comes from the cache.
    const hinted = await get(app, '/schedule', {
      cookies: CONSENTED,
      headers: { 'user-agent': DESKTOP_UA, 'sec-ch-ua-mobile': '?1' },
    });
    expect(hinted.body).toBe(phone.body);
    const wide = await get(app, '/schedule', {
      cookies: CONSENTED,
      headers: { 'user-agent': PHONE_UA, 'sec-ch-ua-mobile': '?0' },
    });
    expect(renderedFor(wide.body)).toBe('wide');
    expect(rootOf(wide.body)).toBe(rendered('/schedule', 'wide', true));
    expect(rendersOf('working')).toHaveLength(before + 2);
    await get(app, '/schedule', { cookies: CONSENTED, headers: { 'user-agent': PHONE_UA } });
    expect(rendersOf('working')).toHaveLength(before + 2);
  });

  it('leaves the cookie card out for a visitor who has agreed to cookies', async () => {
    const response = await get(app, '/', { cookies: CONSENTED });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe(rendered('/', 'wide', true));
    expect(response.body).toMatch(SERVER_RENDERED);
    // Another value of the consent cookie is no consent.
    const other = await get(app, '/', { cookies: { [CONSENT_COOKIE.name]: 'false' } });
    expect(rootOf(other.body)).toBe(rendered('/', 'wide', false));
  });

  it('sends index.html as it is with a session, with a query, and on other paths', async () => {
    const before = rendersOf('working').length;
    const cases: [string, Parameters<typeof get>[2]][] = [
      ['/', { cookies: { [SESSION_COOKIE]: 'some-session-secret' } }],
      ['/schedule', { cookies: { [SESSION_COOKIE]: 'some-session-secret', ...CONSENTED } }],
      ['/quotes/get', { cookies: { [SESSION_COOKIE]: 'x' }, headers: { 'user-agent': PHONE_UA } }],
      ['/schedule?origin=DEHAM', {}],
      ['/?utm_source=mail', {}],
      ['/quotes/get?origin=DEHAM&destination=CNSHA', { cookies: CONSENTED }],
      ['/bookings', {}],
      ['/quotes', {}],
      ['/schedule/extra', {}],
      ['/index.html', {}],
    ];
    for (const [url, options] of cases) {
      const response = await get(app, url, options);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expectShellAsItIs(response.body, url);
      expect(response.body, url).toContain(
        '<script type="module" crossorigin src="/assets/index-X.js"></script>',
      );
      expect(response.body, url).toContain('<link rel="modulepreload"');
    }
    expect(rendersOf('working')).toHaveLength(before);
  });

  it('still answers the API and assets as before', async () => {
    const asset = await get(app, '/assets/index-X.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");\n');
    const missing = await get(app, '/assets/index-Old.js');
    expect(missing.statusCode).toBe(404);
    const api = await get(app, '/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('sends index.html as it is when the render throws, and tries again only after the minute', async () => {
    for (const path of LANDING_PATHS) {
      const response = await get(broken, path, { encoding: 'br' });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      // Sent as it is: index.html has no .br beside it here.
      expect(response.headers['content-encoding'], path).toBeUndefined();
      expectShellAsItIs(response.body, path);
    }
    expect(rendersOf('broken').map((c) => c.location)).toEqual([...LANDING_PATHS]);
    const again = await get(broken, '/schedule');
    expect(again.statusCode).toBe(200);
    expectShellAsItIs(again.body, '/schedule again');
    expect(rendersOf('broken')).toHaveLength(LANDING_PATHS.length);
  });
});

describe('injectFetch', () => {
  it("answers the render's reads in process, as a visitor without a session", async () => {
    const fetchApi = injectFetch(app);
    const answer = await fetchApi('/api/special-offers', { credentials: 'include' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/json/);
    expect(await answer.json()).toHaveLength(offers);
    const session = await fetchApi('/api/session');
    expect(await session.json()).toMatchObject({ visitor: 'anonymous', user: null });
    const missing = await fetchApi('/api/no-such-thing');
    expect(missing.status).toBe(404);
    // Staff-only lists answer as they would a visitor: not at all.
    const staffOnly = await fetchApi('/api/special-offers/manage');
    expect([401, 403]).toContain(staffOnly.status);
  });

  it('refuses anything but a read', async () => {
    const fetchApi = injectFetch(app);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      await expect(fetchApi('/api/session/request', { method, body: '{}' }), method).rejects.toThrow(method);
    }
  });
});

describe('createLandingPages', () => {
  // The page cache on its own clock: a fastify with cookies, the route as app.ts has it.
  const shellFile = join(root, 'working', 'dist', 'index.html');
  const publicConfig = { companyName: 'Clock Lines' } as TPublicConfig;
  const noFetch: typeof fetch = () => Promise.reject(new Error('no API here'));

  async function serverWith(render: LandingRender, clock: { now: number }) {
    const server = Fastify();
    await server.register(cookie);
    const landing = createLandingPages({
      shellFile,
      render,
      config: () => ({ ...publicConfig, worldClock: worldClockZones(new Date(clock.now)) }),
      fetchApi: noFetch,
      log: server.log,
      now: () => clock.now,
    });
    server.get('/*', async (request, reply) => {
      if (await landing.send(request, reply)) return reply;
      return reply.type('text/html').send('shell as it is');
    });
    await server.ready();
    return server;
  }

  it('renders a page again once the minute has passed, and tries a failed render again then', async () => {
    const clock = { now: Date.parse('2026-03-02T08:00:00Z') };
    let calls = 0;
    let fail = true;
    const server = await serverWith(async (location) => {
      calls++;
      if (fail) throw new Error('not yet');
      return `<p>${location} #${calls}</p>`;
    }, clock);
    try {
      expect((await server.inject('/schedule')).body).toBe('shell as it is');
      fail = false;
      clock.now += LANDING_FRESH_MS - 1;
      expect((await server.inject('/schedule')).body).toBe('shell as it is');
      expect(calls).toBe(1);

      clock.now += 1;
      const page = await server.inject('/schedule');
      expect(rootOf(page.body)).toBe('<p>/schedule #2</p>');
      clock.now += LANDING_FRESH_MS - 1;
      expect(rootOf((await server.inject('/schedule')).body)).toBe('<p>/schedule #2</p>');
      clock.now += 1;
      expect(rootOf((await server.inject('/schedule')).body)).toBe('<p>/schedule #3</p>');
      expect(calls).toBe(3);
    } finally {
      await server.close();
    }
  });

  it('renders two requests for the same page at the same time once', async () => {
    const clock = { now: Date.parse('2026-03-02T08:00:00Z') };
    let calls = 0;
    const server = await serverWith(async (location) => {
      calls++;
      await new Promise((done) => setTimeout(done, 20));
      return `<p>${location}</p>`;
    }, clock);
    try {
      const answers = await Promise.all([server.inject('/'), server.inject('/'), server.inject('/')]);
      expect(answers.map((a) => rootOf(a.body))).toEqual(['<p>/</p>', '<p>/</p>', '<p>/</p>']);
      expect(calls).toBe(1);
    } finally {
      await server.close();
    }
  });
});

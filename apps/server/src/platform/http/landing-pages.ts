import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSENT_COOKIE,
  LANDING_PATHS,
  landingViewport,
  SERVER_RENDERED_ATTRIBUTE,
  SESSION_COOKIE,
  type LandingFacts,
  type TPublicConfig,
} from '@portal/domain';

/** The web's entry-server.tsx `renderLanding`: the app's HTML for #root. */
export type LandingRender = (
  location: string,
  config: TPublicConfig,
  facts: LandingFacts,
  fetchApi: typeof fetch,
) => Promise<string>;

interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A rendered page is sent for a minute: rendering takes tens of milliseconds, and what it shows changes with the
 * company details and the date only (the world clock's times are left to the browser).
 */
export const LANDING_FRESH_MS = 60_000;
const ROOT = /(<div id="root">)[\s\S]*(<\/div>\s*<\/body>)/;
// React's inline scripts (reveal timings) would break the Content-Security-Policy; the browser hydrates without
// them. JSON data blocks stay: they are not run.
const SCRIPT = /<script\b(?![^>]*\btype="application\/json")[^>]*>[\s\S]*?<\/script>/gi;
const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A fetch for the render's API requests, answered in process (Fastify's inject) as a visitor without a session:
 * no connection, and the same answers the browser would get. Reads only.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') throw new Error(`A landing page's render only reads, not ${method}`);
    const answer = await app.inject({
      method: 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** The render of the web's server build (apps/web/dist-ssr), or null when it has not been built. */
export async function loadLandingRender(entry: string): Promise<LandingRender | null> {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderLanding?: LandingRender };
  return module.renderLanding ?? null;
}

/**
 * The landing pages (domain LANDING_PATHS) rendered on the server for visitors without a session, inside the
 * built index.html: their largest text paints with the HTML, not once the JavaScript has come and run (on a
 * phone, seconds later). Anyone with a session, and any address with a query, gets index.html as it is.
 */
export function createLandingPages({
  shellFile,
  render,
  config,
  fetchApi,
  log,
  now = Date.now,
}: {
  shellFile: string;
  render: LandingRender;
  config: () => TPublicConfig;
  /** The render's API requests, answered by this server without a session (anything else is refused). */
  fetchApi: typeof fetch;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const cache = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();
  // Read once, like the static files the server registers at start: the build is not replaced under a running server.
  const shell = readFileSync(shellFile, 'utf8');
  const usable = ROOT.test(shell) && shell.includes('<script type="module"');
  if (!usable) {
    log.warn({ shellFile }, 'landing pages not rendered on the server: not the built index.html');
  }

  async function build(path: string, facts: LandingFacts): Promise<RenderedPage | null> {
    try {
      const app = (await render(path, config(), facts, fetchApi)).replace(SCRIPT, '');
      const html = Buffer.from(
        shell
          .replace(ROOT, (_all, open: string, close: string) => open + app + close)
          .replace(/<html\b/, `<html ${SERVER_RENDERED_ATTRIBUTE}="${facts.viewport}"`)
          // The page shows without its code: route-preload.js asks for it once the page is painted.
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, ''),
      );
      const [br, gz] = await Promise.all([
        compressBrotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
        compressGzip(html, { level: 9 }),
      ]);
      return { html, br, gzip: gz };
    } catch (error) {
      // The browser renders the page itself: the visitor gets index.html as it is, and the next try is in a minute.
      log.warn({ err: error, path }, 'landing page not rendered on the server');
      return null;
    }
  }

  function pageFor(request: FastifyRequest): Promise<RenderedPage | null> {
    const path = request.url;
    if (!usable || !(LANDING_PATHS as readonly string[]).includes(path) || request.cookies[SESSION_COOKIE]) {
      return Promise.resolve(null);
    }
    const facts: LandingFacts = {
      cookieConsent: request.cookies[CONSENT_COOKIE.name] === CONSENT_COOKIE.value,
      viewport: landingViewport(request.headers['user-agent'], header(request, 'sec-ch-ua-mobile')),
    };
    const key = `${path} ${facts.cookieConsent} ${facts.viewport}`;
    const cached = cache.get(key);
    if (cached && now() - cached.at < LANDING_FRESH_MS) return cached.page;
    const page = build(path, facts);
    cache.set(key, { at: now(), page });
    return page;
  }

  /** Sends the rendered page and answers true, or false when index.html should go as it is. */
  async function send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const page = await pageFor(request);
    if (!page) return false;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The same address is another page with a session or the consent cookie, and on a phone.
      .header('vary', 'Cookie, Accept-Encoding, User-Agent, Sec-CH-UA-Mobile');
    if (encoding) reply.header('content-encoding', encoding);
    await reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
    return true;
  }

  return { send };
}

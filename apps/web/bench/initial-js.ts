/// <reference types="node" />
/**
 * Route weight (issues 8 and 20): the JavaScript a first visit downloads on the landing pages `/`, `/schedule` and
 * `/quotes/get`, as gzip bytes, against the goal of 250 KB per route (the run exits non-zero when one is over); the
 * scripts, bytes and first contentful paint of signed-in pages (`/bookings` and a booking page as a customer, My Day
 * as staff, signed in through the dev mailbox); then Lighthouse performance on a phone and on a desktop for all.
 *
 * It builds nothing: run `npm run build -w apps/web` first. By default it starts the server itself (the built app,
 * the embedded database kept under data/bench-web so the demo data is seeded only once) on a free port and stops it
 * at the end; BENCH_URL=http://host:port measures a server that is already running instead (started after the
 * last build: the server learns the asset names at start).
 * Options: BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_ROUTES=/,/schedule picks the routes; BENCH_TOP=40 lists more
 * chunks per route;
 * CHROMIUM_PATH (default /usr/bin/chromium) names the browser. No browser is ever downloaded.
 *
 * Bytes: every script the page fetched is asked for again with `accept-encoding: gzip` and counted as sent (the
 * build's .gz files), so the figure does not depend on the encoding Chromium chose (brotli, shown as "wire").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';

const GOAL_KB = 250;
const LIGHTHOUSE_GOALS = { phone: 90, desktop: 98 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];
/** Chunks listed per route (BENCH_TOP); the rest are summed on one line. */
const TOP = Number(process.env.BENCH_TOP ?? 12);
const ROUTES = (process.env.BENCH_ROUTES ?? '/,/schedule,/quotes/get').split(',').map((r) => r.trim());
/** Signed-in pages (BENCH_SIGNED_IN=0 skips them); `:first` is the first booking of the user's list. */
const SIGNED_IN: readonly { route: string; as: string }[] =
  process.env.BENCH_SIGNED_IN === '0'
    ? []
    : [
        { route: '/bookings', as: 'anna.keller@alpina-trading.ch' },
        { route: '/bookings/:first', as: 'anna.keller@alpina-trading.ch' },
        { route: '/my-day', as: 'sabine.meier@freight-portal.local' },
      ];
const SIGNED_IN_GOALS = { fcpDesktopMs: 600, phone: 90 };
const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(WEB_DIR, '../..');
/** Quiet time after `load` with no request in flight that counts as idle (the event stream stays open: ignored). */
const IDLE_MS = 1500;

interface Chunk {
  name: string;
  gzip: number;
  wire: number;
}

/** Kilobytes of 1000 bytes, as Vite's build report counts them. */
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server ended with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${base}/api/health within ${timeoutMs / 1000} s`);
}

/** Starts the built app on a free port; the database under data/bench-web is created and seeded on first use. */
async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (!existsSync(join(WEB_DIR, 'dist', 'index.html'))) {
    throw new Error(
      'apps/web/dist is missing: run `npm run build -w apps/web` first (this bench builds nothing).',
    );
  }
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: 'data/bench-web',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Signed-in pages: the bench signs in through the dev mailbox, several times a run.
      DEV_MAILBOX: 'true',
      LOGIN_RATE_LIMIT_MAX: '1000',
    },
  });
  await waitForHealth(base, server, 180_000);
  const stop = async () => {
    if (server.exitCode !== null) return;
    const ended = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await ended;
  };
  return { base, stop };
}

/**
 * The gzip bytes of one script as the server sends it when asked for gzip (the build's .gz file); a file too
 * small to have one is gzipped here. Chromium's own transfer of it (brotli) is reported beside.
 */
async function gzipBytes(url: string): Promise<number> {
  const raw = await new Promise<{ body: Buffer; encoding: string | undefined }>((done, fail) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        done({ body: Buffer.concat(parts), encoding: response.headers['content-encoding'] }),
      );
      response.on('error', fail);
    }).on('error', fail);
  });
  return raw.encoding === 'gzip' ? raw.body.length : gzipSync(raw.body, { level: 9 }).length;
}

/**
 * Opens the route in a fresh context (empty cache) and lists every script it fetched (module preloads included)
 * until the page is idle: `load`, then nothing in flight for IDLE_MS.
 */
async function measureRoute(
  browser: Browser,
  base: string,
  route: string,
  cookie?: string,
): Promise<{ chunks: Chunk[]; fcpMs: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  if (cookie) await context.setExtraHTTPHeaders({ cookie });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  // In flight and last activity, leaving out the event stream, which stays open.
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const settled = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    if (request.url().includes('/api/events')) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    settled(request);
    if (request.resourceType() === 'script')
      failed.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('requestfinished', (request) => {
    settled(request);
    const url = request.url();
    if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(new URL(url).pathname)) return;
    if (scripts.has(url)) return;
    const wire = request.response().then(async (response) => {
      // A missing chunk would make the route look light: a server started before the last build serves 404s.
      if (response?.status() !== 200)
        throw new Error(`${url} answered ${response?.status()}: restart the server`);
      return (await request.sizes()).responseBodySize;
    });
    wire.catch(() => undefined); // reported when awaited below
    scripts.set(url, wire);
  });
  await page.goto(`${base}${route}`, { waitUntil: 'load' });
  const deadline = Date.now() + 30_000;
  while ((inFlight.size > 0 || Date.now() - lastActivity < IDLE_MS) && Date.now() < deadline) {
    await page.waitForTimeout(200);
  }
  if (failed.length > 0) throw new Error(`${route}: scripts failed to load: ${failed.join(', ')}`);
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const chunks = await Promise.all(
    [...scripts].map(async ([url, wire]) => ({
      name: new URL(url).pathname.replace(/^\/assets\//, ''),
      gzip: await gzipBytes(url),
      wire: await wire,
    })),
  );
  await context.close();
  return { chunks: chunks.sort((a, b) => b.gzip - a.gzip), fcpMs };
}

/**
 * First contentful paint of a route on a desktop window without throttling, the median of three warm visits (the
 * browser's cache kept, as for a user who comes back): what "first content under 0.6 s on the desktop" measures.
 */
async function desktopFcp(browser: Browser, base: string, route: string, cookie?: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (cookie) await context.setExtraHTTPHeaders({ cookie });
  const page = await context.newPage();
  const times: number[] = [];
  for (let i = 0; i < 4; i++) {
    await page.goto(`${base}${route}`, { waitUntil: 'load' });
    // A string, not a function: tsx's transform would name the inner functions with a helper the page lacks.
    const fcp = (await page.evaluate(
      `new Promise((done) => {
        const poll = () => {
          const entry = performance.getEntriesByName('first-contentful-paint')[0];
          if (entry) done(entry.startTime);
          else setTimeout(poll, 20);
        };
        poll();
      })`,
    )) as number;
    if (i > 0) times.push(fcp);
  }
  await context.close();
  return times.sort((a, b) => a - b)[1]!;
}

interface SignedIn {
  cookie: string;
}

/** Signs in through the API and the dev mailbox (the bench's server runs with DEV_MAILBOX) and answers the cookie. */
async function signIn(base: string, email: string): Promise<SignedIn> {
  const asked = await fetch(`${base}/api/session/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: email, nextPath: '/' }),
  });
  if (!asked.ok) throw new Error(`login request for ${email} answered ${asked.status}`);
  const mailbox = (await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { text: string }[];
  };
  const token = mailbox.messages[0]?.text.match(/logIn=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no login link was mailed to ${email} (is DEV_MAILBOX on?)`);
  const signedIn = await fetch(`${base}/api/session/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!signedIn.ok || !cookie) throw new Error(`sign-in of ${email} answered ${signedIn.status}`);
  return { cookie };
}

/** `:first` becomes the id of the first booking in the signed-in user's list. */
async function resolveRoute(base: string, route: string, cookie: string): Promise<string> {
  if (!route.includes(':first')) return route;
  const list = (await (await fetch(`${base}/api/bookings`, { headers: { cookie } })).json()) as {
    data: { id: string }[];
  };
  const first = list.data[0]?.id;
  if (!first) throw new Error('the signed-in user has no booking to open');
  return route.replace(':first', encodeURIComponent(first));
}

function printRoute(route: string, chunks: Chunk[], goal = true): number {
  const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
  const wire = chunks.reduce((sum, c) => sum + c.wire, 0);
  const small = chunks.filter((c) => c.gzip < 2000).length;
  const verdict = !goal
    ? ''
    : total < GOAL_KB * 1000
      ? `, under the ${GOAL_KB} KB goal`
      : `, OVER the ${GOAL_KB} KB goal`;
  console.log(
    `\n${route}: ${kb(total)} KB gzip in ${chunks.length} scripts, ${small} of them under 2 KB (${kb(wire)} KB on the wire)${verdict}`,
  );
  console.log(`  ${'gzip KB'.padStart(8)}  ${'wire KB'.padStart(8)}  chunk`);
  for (const c of chunks.slice(0, TOP)) {
    console.log(`  ${kb(c.gzip).padStart(8)}  ${kb(c.wire).padStart(8)}  ${c.name}`);
  }
  if (chunks.length > TOP) {
    const rest = chunks.slice(TOP).reduce((sum, c) => sum + c.gzip, 0);
    console.log(`  ${kb(rest).padStart(8)}  ${''.padStart(8)}  (${chunks.length - TOP} more)`);
  }
  return total;
}

/** Lighthouse's CLI in a child process (its own Chromium through chrome-launcher), performance category only. */
async function lighthouseScore(url: string, preset: 'phone' | 'desktop', cookie?: string): Promise<string> {
  const bin = join(ROOT, 'node_modules/.bin/lighthouse');
  if (!existsSync(bin)) return 'lighthouse not installed';
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ cookie })}`] : []),
  ];
  const child = spawn(bin, args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (err += d));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  if (code !== 0) return `failed (${err.trim().split('\n').at(-1) ?? code})`;
  const report = JSON.parse(out) as {
    categories: { performance: { score: number | null } };
    audits: Record<string, { displayValue?: string }>;
  };
  const score = Math.round((report.categories.performance.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.displayValue?.replace(/\s+/g, ' ') ?? '?';
  return `${String(score).padStart(3)}  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`;
}

async function main(): Promise<void> {
  const external = process.env.BENCH_URL?.replace(/\/+$/, '');
  const server = external ? { base: external, stop: async () => undefined } : await startServer();
  console.log(
    `Initial JavaScript per route at ${server.base} (goal: under ${GOAL_KB} KB gzip); load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  let over = false;
  const signedIn: { route: string; cookie: string }[] = [];
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    try {
      for (const route of ROUTES) {
        // A first visit warms the server (session lookup, reference data); the second is measured.
        await measureRoute(browser, server.base, route);
        const total = printRoute(route, (await measureRoute(browser, server.base, route)).chunks);
        if (total >= GOAL_KB * 1000) over = true;
      }
      for (const page of SIGNED_IN) {
        const { cookie } = await signIn(server.base, page.as);
        const route = await resolveRoute(server.base, page.route, cookie);
        signedIn.push({ route, cookie });
        await measureRoute(browser, server.base, route, cookie);
        const { chunks, fcpMs } = await measureRoute(browser, server.base, route, cookie);
        printRoute(`${route} (${page.as})`, chunks, false);
        const desktop = await desktopFcp(browser, server.base, route, cookie);
        console.log(
          `  first contentful paint: phone window ${fcpMs.toFixed(0)} ms (cold), desktop ${desktop.toFixed(0)} ms (warm, median of 3; goal under ${SIGNED_IN_GOALS.fcpDesktopMs} ms)`,
        );
      }
    } finally {
      await browser.close();
    }
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      console.log(
        `\nLighthouse performance (goals: phone ${LIGHTHOUSE_GOALS.phone}, desktop ${LIGHTHOUSE_GOALS.desktop}); simulated throttling, so a busy machine scores lower`,
      );
      const pages = [...ROUTES.map((route) => ({ route, cookie: undefined })), ...signedIn];
      for (const { route, cookie } of pages) {
        for (const preset of ['phone', 'desktop'] as const) {
          const score = await lighthouseScore(`${server.base}${route}`, preset, cookie);
          console.log(`  ${route.padEnd(12)} ${preset.padEnd(8)} ${score}`);
        }
      }
    }
  } finally {
    await server.stop();
  }
  if (over) process.exitCode = 1;
}

await main();

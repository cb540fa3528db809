// @vitest-environment node
// The server's render of the landing pages (entry-server.tsx), run as the server runs it: in Node, no DOM.
import { describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT,
  LANDING_PATHS,
  OFFICE_HOURS,
  PRODUCT_NAME,
  SCHEDULE_TEXT,
  worldClockZones,
  type LandingFacts,
  type TCarrierOption,
  type TPublicConfig,
} from '@portal/domain';
import { renderLanding } from '../src/entry-server.tsx';
import { LANDING_QUERIES_ELEMENT_ID } from '../src/lib/server-render.ts';
import { hamburgSantosOffer } from './offers.ts';

const config: TPublicConfig = {
  productName: PRODUCT_NAME,
  companyName: 'Harbour Test Lines AG',
  companySiteUrl: 'https://harbour.example.com/',
  companyPhone: '+41 44 000 00 00',
  companyEmail: 'desk@harbour.example.com',
  privacyPolicyUrl: 'https://harbour.example.com/privacy-notice',
  officeHours: OFFICE_HOURS,
  vesselTrackingUrl: 'https://tracking.example.com/?imo=',
  depotCountries: ['CH', 'DE'],
  platformMailbox: 'portal@harbour.example.com',
  supportChatUrl: null,
  editWindowMs: 86_400_000,
  worldClock: worldClockZones(new Date()),
};

const OFFER = hamburgSantosOffer(new Date(Date.now() + 30 * 86_400_000));
const CARRIERS: TCarrierOption[] = [
  { id: 'HSG', name: 'HAMBURG SÜD', displayName: 'Hamburg Süd', color: '#c00', disabled: false },
];
const CONTAINER_TYPES = [
  { id: '22G1', label: '20DC', description: "20' dry", couldBeOversize: false, shipperOwned: false },
];
const COMMODITY_TYPES = [{ id: 'freight-all-kind', name: 'FREIGHT ALL KIND' }];

/** The API as the server's in-process fetch answers an anonymous visitor, recording what the render asked. */
function fakeApi(answers: Record<string, unknown> = {}) {
  const asked: string[] = [];
  const lists: Record<string, unknown> = {
    '/api/special-offers': [OFFER],
    '/api/carriers': CARRIERS,
    '/api/container-types': CONTAINER_TYPES,
    '/api/commodity-types': COMMODITY_TYPES,
    ...answers,
  };
  const fetchApi: typeof fetch = async (input, init) => {
    const url = String(input);
    asked.push(`${init?.method ?? 'GET'} ${url}`);
    if (!(url in lists)) return new Response('{"code":"NOT_FOUND"}', { status: 404 });
    const answer = lists[url];
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
  return { fetchApi, asked };
}

const WIDE: LandingFacts = { cookieConsent: false, viewport: 'wide' };
const COOKIE_TEXT = 'We use cookies to keep you signed in';
// The hidden start of each offer card's name (its button is named by its content).
const OFFER_LABEL = 'Special offer </span>';

/** Each landing page's heading and the lead text under it (features/home, features/schedule, features/quotes). */
const PAGES: Record<(typeof LANDING_PATHS)[number], { h1: string; lead: string; asks: string[] }> = {
  '/': {
    h1: 'Container shipping, planned and booked in one place',
    lead: 'Search sailings, compare carrier prices and book full container loads online',
    asks: ['/api/special-offers'],
  },
  '/schedule': {
    h1: SCHEDULE_TEXT.title,
    lead: 'Sailings of our carriers for the coming weeks, direct and with transshipment, with their closings.',
    asks: ['/api/special-offers', '/api/carriers'],
  },
  '/quotes/get': {
    h1: 'Get Quote',
    lead: 'Instant ocean-freight rates from our carriers for your route and cargo, side by side.',
    asks: ['/api/container-types', '/api/commodity-types'],
  },
};

const DATA_BLOCK = new RegExp(
  `<script type="application/json" id="${LANDING_QUERIES_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

/** The render's markup, and the query answers it hands to the browser in its data block. */
function split(html: string) {
  const data = DATA_BLOCK.exec(html);
  expect(data, 'the data block').not.toBeNull();
  const state = JSON.parse(data![1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  return { markup: html.replace(DATA_BLOCK, ''), queries: state.queries };
}

const headings = (html: string) => [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]);
const count = (html: string, text: string) => html.split(text).length - 1;

describe('renderLanding', () => {
  it('covers every landing path the server renders', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...LANDING_PATHS].sort());
  });

  for (const path of LANDING_PATHS) {
    it(`renders ${path} complete, as an anonymous visitor sees it first`, async () => {
      const api = fakeApi();
      const html = await renderLanding(path, config, WIDE, api.fetchApi);
      const { markup } = split(html);
      const { h1, lead } = PAGES[path];

      // The screen itself, not the route guard's spinner while its lazy code loads.
      expect(headings(markup)).toEqual([h1]);
      expect(markup).toContain(lead);
      expect(markup).toContain('<main');
      // No spinner: the closed global-loading backdrop is not rendered, and a Suspense fallback would show one. No
      // boundary left pending (<!--$?-->) or given up to the browser (<!--$!-->).
      expect(markup).not.toContain('aria-busy="true"');
      expect(count(markup, 'aria-label="Loading"')).toBe(0);
      expect(markup).not.toMatch(/<!--\$[?!]-->/);

      // The frame: the top bar for a visitor on a desktop (Login, the company's site from the config), the world
      // clock strip without its cities (their times are the browser's; a cached page's would be stale).
      expect(markup).toMatch(/<button\b[^>]*>Login<\/button>/);
      expect(markup).not.toContain('aria-label="Open navigation"');
      expect(markup).toContain(`href="${config.companySiteUrl}"`);
      expect(markup).toContain('data-testid="world-clock"');
      expect(markup).not.toContain('data-time-zone');
      expect(markup).not.toContain('data-testid="world-clock-cities"');
      expect(markup).not.toContain('Auckland');

      // The cookie card, with the config's privacy link, as no consent cookie came.
      expect(count(markup, COOKIE_TEXT)).toBe(1);
      expect(markup).toContain('aria-label="Cookie consent"');
      expect(markup).toContain(`href="${config.privacyPolicyUrl}"`);
      expect(markup).toContain(`>${COOKIE_CONSENT.agree}</button>`);

      // Nothing the Content-Security-Policy would refuse or the server would have to strip: React's inline
      // scripts that move a boundary rendered apart into place (it would stay hidden without them). The only
      // script element is the data block, which is not run.
      expect(markup).not.toMatch(/<script\b/i);
      expect(markup).not.toMatch(/<template\b/i);
      expect(markup).not.toMatch(/\bhidden=""? id="S:/);
      expect(html.match(/<script\b/g)).toHaveLength(1);

      // Every emotion class the markup uses has its rule in the HTML: the page paints styled, before any script
      // (css-0 is emotion's class for no styles at all).
      const used = new Set(
        [...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) =>
          m[1]!.split(/\s+/).filter((c) => c.startsWith('css-') && c !== 'css-0'),
        ),
      );
      expect(used.size).toBeGreaterThan(20);
      const styled = (c: string) => new RegExp(`\\.${c}(?![\\w-])`).test(markup);
      expect([...used].filter((c) => !styled(c))).toEqual([]);

      // The API was only read, for the lists this page shows.
      expect([...api.asked].sort()).toEqual(PAGES[path].asks.map((url) => `GET ${url}`).sort());
    });
  }

  it('hands the lists it fetched to the browser, not the session or the company details', async () => {
    const expected: Record<string, unknown> = {
      '["special-offer","live"]': [OFFER],
      '["reference","carriers"]': CARRIERS,
      '["reference","container-types"]': CONTAINER_TYPES,
      '["reference","commodity-types"]': COMMODITY_TYPES,
    };
    for (const path of LANDING_PATHS) {
      const { queries } = split(await renderLanding(path, config, WIDE, fakeApi().fetchApi));
      const handed = Object.fromEntries(queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
      const urls = PAGES[path].asks;
      expect(Object.keys(handed), path).toHaveLength(urls.length);
      for (const [key, data] of Object.entries(handed)) expect(data, `${path} ${key}`).toEqual(expected[key]);
      expect(handed, path).not.toHaveProperty('["session"]');
      expect(handed, path).not.toHaveProperty('["config"]');
    }
  });

  it('shows the special offers it fetched on / and /schedule', async () => {
    for (const path of ['/', '/schedule'] as const) {
      const { markup } = split(await renderLanding(path, config, WIDE, fakeApi().fetchApi));
      expect(markup, path).toContain('Special offers');
      expect(count(markup, OFFER_LABEL), path).toBe(1);
      expect(markup, path).not.toContain('MuiSkeleton');
    }
  });

  it('renders without the lists when the API fails, and hands nothing over for them', async () => {
    const failing = fakeApi({
      '/api/special-offers': new Response('{"code":"INTERNAL"}', { status: 500 }),
      '/api/carriers': new Response('{"code":"INTERNAL"}', { status: 500 }),
    });
    const html = await renderLanding('/schedule', config, WIDE, failing.fetchApi);
    const { markup, queries } = split(html);
    expect(headings(markup)).toEqual([SCHEDULE_TEXT.title]);
    expect(markup).not.toContain(OFFER_LABEL);
    expect(queries).toEqual([]);
  });

  it('keeps text from the API inside the data block: no answer can end it and start a script', async () => {
    const hostile = {
      ...OFFER,
      destination: { ...OFFER.destination, name: 'Santos</script><script>alert(1)//' },
    };
    const html = await renderLanding(
      '/',
      config,
      WIDE,
      fakeApi({ '/api/special-offers': [hostile] }).fetchApi,
    );
    expect(html.match(/<script\b/gi)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)');
    const { queries } = split(html);
    expect(queries[0]!.state.data).toEqual([hostile]);
  });

  it('renders the top bar for a phone when the request came from one', async () => {
    const { markup } = split(
      await renderLanding('/', config, { cookieConsent: false, viewport: 'phone' }, fakeApi().fetchApi),
    );
    expect(headings(markup)).toEqual([PAGES['/'].h1]);
    expect(markup).toContain('aria-label="Open navigation"');
    expect(markup).not.toMatch(/<button\b[^>]*>Login<\/button>/);
  });

  it('leaves the cookie card out when the consent cookie came with the request', async () => {
    for (const path of LANDING_PATHS) {
      const html = await renderLanding(path, config, { ...WIDE, cookieConsent: true }, fakeApi().fetchApi);
      expect(headings(html), path).toEqual([PAGES[path].h1]);
      expect(html, path).not.toContain(COOKIE_TEXT);
      expect(html, path).not.toContain('aria-label="Cookie consent"');
    }
  });

  it("renders the home page's call to sign in and its entry points", async () => {
    const html = await renderLanding('/', config, { ...WIDE, cookieConsent: true }, fakeApi().fetchApi);
    expect(html).toMatch(/<button\b[^>]*>Log in to get started<\/button>/);
    expect(html).toContain('Find a sailing');
    for (const title of ['Sailing schedules', 'Instant quotes', 'Online booking'])
      expect(html).toContain(title);
    expect(html).toContain('href="/schedule"');
    expect(html).toContain('href="/quotes/get"');
  });

  it('renders the schedule search fields empty on /schedule', async () => {
    const html = await renderLanding(
      '/schedule',
      config,
      { ...WIDE, cookieConsent: true },
      fakeApi().fetchApi,
    );
    expect(html).toContain(SCHEDULE_TEXT.origin);
    expect(html).toContain(SCHEDULE_TEXT.destination);
    expect(html).toMatch(/<input\b[^>]*id="schedule-origin"[^>]*value=""/);
  });

  it('renders one page per call: two renders at once do not mix', async () => {
    const [schedule, quote] = await Promise.all([
      renderLanding('/schedule', config, WIDE, fakeApi().fetchApi),
      renderLanding('/quotes/get', config, { ...WIDE, cookieConsent: true }, fakeApi().fetchApi),
    ]);
    expect(headings(schedule)).toEqual([PAGES['/schedule'].h1]);
    expect(schedule).toContain(COOKIE_TEXT);
    expect(headings(quote)).toEqual([PAGES['/quotes/get'].h1]);
    expect(quote).not.toContain(COOKIE_TEXT);
  });
});

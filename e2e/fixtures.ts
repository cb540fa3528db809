import { appendFileSync } from 'node:fs';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { SERVER_RENDERED_ATTRIBUTE } from '@portal/domain';
import { checkContextsOnClose, violationsOfContexts } from './axe.ts';

export { expectAccessible } from './axe.ts';

export const DEMO = {
  customerA: 'anna.keller@alpina-trading.ch',
  customerB: 'jonas.petersen@hanse-maschinenbau.de',
  superadmin: 'sabine.meier@freight-portal.local',
  sales: 'luca.rossi@freight-portal.local',
  operations: 'olivia.frei@freight-portal.local',
} as const;

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest login link e-mailed to the address (the e2e server runs with DEV_MAILBOX=true). */
export async function latestLoginLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBeTruthy();
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  const link = messages[0]?.text.match(/https?:\/\/\S+logIn=[\w-]+/)?.[0];
  if (!link) throw new Error(`No login link was mailed to ${email}`);
  return link;
}

/**
 * Signs the page's browser context in through the API (fixtures log in without clicking through the dialog). The
 * guided-tour prompt (spec 001 §2.2) is dismissed for the user, as a returning user would have, so the journeys
 * see their pages as they were written for; `{ guide: true }` leaves it (tests/guided-tour.spec.ts).
 */
export async function signIn(page: Page, email: string, { guide = false } = {}): Promise<void> {
  const requested = await page.request.post('/api/session/request', {
    data: { emailAddress: email, nextPath: '/' },
  });
  expect(requested.ok()).toBeTruthy();
  const token = new URL(await latestLoginLink(page.request, email)).searchParams.get('logIn');
  const signedIn = await page.request.post('/api/session/sign-in', { data: { token } });
  expect(signedIn.ok()).toBeTruthy();
  if (!guide) {
    const dismissed = await page.request.put('/api/profile/guide', { data: { dontShowGuide: true } });
    expect(dismissed.ok()).toBeTruthy();
  }
}

/** How long a server-rendered page may take to become the browser's own (hydrated) after its navigation. */
const HYDRATION_TIMEOUT_MS = 20_000;

/**
 * Waits until the page is no longer marked as rendered on the server (web app/route-guard.tsx `ScreenReady` takes
 * SERVER_RENDERED_ATTRIBUTE off <html> once React has hydrated it): until then a landing page shows its fields and
 * buttons, but they do not answer. At once on a page the browser rendered itself.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A locator, not waitForFunction: the page's Content-Security-Policy refuses the eval that polls a function.
  const hydrated = page.locator(`html:not([${SERVER_RENDERED_ATTRIBUTE}])`);
  try {
    await hydrated.waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
  } catch (error) {
    const message = `${page.url()} was rendered on the server and not hydrated within ${HYDRATION_TIMEOUT_MS} ms`;
    throw new Error(message, { cause: error });
  }
}

/**
 * With E2E_AXE_REPORT=<file> the findings are written to that file instead of failing the journey: a serial spec
 * file then runs on past its first finding, so one full run lists all of them.
 */
const AXE_REPORT_FILE = process.env.E2E_AXE_REPORT;

export const test = base.extend<{ consent: void; axe: void }>({
  // Navigations wait for a server-rendered landing page (/, /schedule, /quotes/get for a visitor without a
  // session) to hydrate: a journey typing into it at once would type into a page that does not answer yet. Not
  // with JavaScript off, where nothing hydrates. Pages of contexts a journey opens itself can call
  // waitForHydration.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  // The cookie card covers the bottom-right corner; most journeys start with consent given.
  consent: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([{ name: 'consent', value: 'true', url: baseURL! }]);
      await use();
    },
    { auto: false },
  ],
  // Every journey ends with axe (WCAG 2.1 A/AA) on each page it has open, and on each page of a context it opened
  // itself as it closes that context: a violation fails the journey with the selectors to fix, so every screen a
  // journey reaches stays at zero (issue 20 part 4). Not after a journey that failed on its own.
  axe: [
    async ({ page, browser, javaScriptEnabled }, use, testInfo) => {
      // On for every journey; E2E_AXE=0 turns it off. axe runs as a script in the page: with JavaScript off it never
      // answers (the same pages are checked with it on).
      if (process.env.E2E_AXE === '0' || javaScriptEnabled === false) return use();
      const found: string[] = [];
      const restore = checkContextsOnClose(browser, () => true, found);
      try {
        await use();
      } finally {
        restore();
      }
      if (testInfo.status !== testInfo.expectedStatus) return;
      found.push(...(await violationsOfContexts(new Set([page.context(), ...browser.contexts()]))));
      if (!found.length) return;
      if (AXE_REPORT_FILE)
        appendFileSync(AXE_REPORT_FILE, `## ${testInfo.titlePath.join(' › ')}\n${found.join('\n')}\n`);
      else throw new Error(found.join('\n'));
    },
    // Its own time, not the journey's: a check takes a few seconds per open page on a busy machine.
    { auto: true, timeout: 90_000 },
  ],
});

export { expect };

import type { Page } from '@playwright/test';
import type { TSessionInfo } from '@portal/domain';
import { expect as baseExpect, expectAccessible, signIn, test } from '../fixtures.ts';

// The prompt's code loads after the page (a chunk of its own); on a busy machine that takes more than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Spec 001 §2.2, §4: a guided-tour prompt shows while the user has not set dontShowGuide; the help button starts a
 * tour of the current page; a finished navbar guide is remembered in browser storage. Customer B's second user,
 * whom no other journey signs in as, starts with the prompt.
 */
const NEWCOMER = 'lea.schulz@hanse-maschinenbau.de';
const PROMPT = 'New here? Let us show you around.';
const NAVBAR_KEY = 'portal.navbarGuideDone';

test.use({ storageState: undefined });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** The tour's step popover (driver.js, role dialog named by its title). */
const step = (page: Page) => page.locator('.driver-popover');

/**
 * Presses the right arrow once and waits for the step titled `title` (or, without a title, the end of the tour).
 * driver.js ignores a press while it is showing a step: the journey runs with reduced motion, which the tour honours
 * (no animation), and waits for the frame on which the step is done before pressing.
 */
async function arrowTo(page: Page, title: string | undefined): Promise<void> {
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  await page.keyboard.press('ArrowRight');
  if (title) await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  else await expect(step(page)).toBeHidden();
}

/** Walks the whole tour with the right arrow, checking each step's title in order; after the last it ends. */
async function walk(page: Page, titles: readonly string[]): Promise<void> {
  for (const [i, title] of titles.entries()) {
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await arrowTo(page, titles[i + 1]);
  }
}

test('a newcomer is offered the tour, walks it by keyboard, and says not to show it again', async ({
  page,
  context,
  baseURL,
}) => {
  // One journey through two tabs and five axe checks: more than the default time on a busy machine.
  test.setTimeout(180_000);
  await context.addCookies([{ name: 'consent', value: 'true', url: baseURL! }]);
  await signIn(page, NEWCOMER, { guide: true });
  // Whatever an earlier run left: a newcomer has not dismissed it.
  expect(
    (await page.request.put('/api/profile/guide', { data: { dontShowGuide: false } })).ok(),
  ).toBeTruthy();

  await page.goto('/bookings');
  const prompt = page.getByRole('region', { name: PROMPT });
  await expect(prompt).toBeVisible();
  // Non-blocking: the page's own controls answer while the prompt is shown.
  await expect(page.getByRole('tab', { name: /Active/ })).toBeEnabled();
  await expectAccessible(page, 'guided-tour prompt');
  await shot(page, 'prompt-1440');

  // Keyboard only: Tab to 'Start the tour', Enter; the arrows walk the steps.
  const start = prompt.getByRole('button', { name: 'Start the tour' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(step(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  await expect(prompt).toBeHidden();
  await expectAccessible(page, 'a tour step');
  await shot(page, 'tour-step-1440');
  // A customer at 1440 px: the navbar guide without the phone's menu and the visitor's Login, then the page.
  await walk(page, [
    'Welcome',
    'Where things are',
    'Quick Search',
    'Help on every page',
    'Notifications',
    'Your account',
    'Bookings and requests',
    'Search and filter',
    'The list',
    'Book a new shipment',
  ]);
  await expect(step(page)).toBeHidden();
  // The navbar guide is finished: the browser remembers it, and the help button now tours the page only.
  expect(await page.evaluate((key) => localStorage.getItem(key), NAVBAR_KEY)).toBe('true');
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('dialog', { name: 'Bookings and requests' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(step(page)).toBeHidden();

  // A new tab, on a phone: the prompt is back (taking the tour does not set dontShowGuide).
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/bookings');
  const phonePrompt = phone.getByRole('region', { name: PROMPT });
  await expect(phonePrompt).toBeVisible();
  await expectAccessible(phone, 'guided-tour prompt at 390 px');
  await shot(phone, 'prompt-390');
  await phone.evaluate((key) => localStorage.removeItem(key), NAVBAR_KEY);
  await phonePrompt.getByRole('button', { name: 'Start the tour' }).click();
  await expect(phone.getByRole('dialog', { name: 'Welcome' })).toBeVisible();
  // On a phone the main areas are in the menu: the nav items' step is left out, the menu's shown.
  await arrowTo(phone, 'The menu');
  await expectAccessible(phone, 'a tour step at 390 px');
  await shot(phone, 'tour-step-390');
  await phone.keyboard.press('Escape');
  await phone.close();

  // 'Don't show again' is saved on the server: gone after a reload and in the session answer.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: /show again/ }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toBeHidden();
  const session = (await (await page.request.get('/api/session')).json()) as TSessionInfo;
  expect(session.user?.dontShowGuide).toBe(true);
});

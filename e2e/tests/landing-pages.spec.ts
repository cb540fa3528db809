import { devices, type Page } from '@playwright/test';
import { LANDING_PATHS, SERVER_RENDERED_ATTRIBUTE, WORLD_CLOCK_CITIES } from '@portal/domain';
import { DEMO, expect, signIn, test } from '../fixtures.ts';

// The landing pages the server renders for a visitor without a session (server platform/http/landing-pages.ts,
// web entry-server.tsx): their heading and lead text, the same in the HTML and once the browser has it.
const PAGES: Record<(typeof LANDING_PATHS)[number], { title: string; h1: string; lead: string }> = {
  '/': {
    title: 'Home - Freight Portal',
    h1: 'Container shipping, planned and booked in one place',
    lead: 'Search sailings, compare carrier prices and book full container loads online',
  },
  '/schedule': {
    title: 'Schedule - Freight Portal',
    h1: 'Schedule',
    lead: 'Sailings of our carriers for the coming weeks, direct and with transshipment, with their closings.',
  },
  '/quotes/get': {
    title: 'Get Quote - Freight Portal',
    h1: 'Get Quote',
    lead: 'Instant ocean-freight rates from our carriers for your route and cargo, side by side.',
  },
};
const COOKIE_TEXT = 'We use cookies to keep you signed in and to remember your preferences.';

/** Console errors and uncaught errors of the page from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test.describe('landing pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of LANDING_PATHS) {
    test(`${path} shows its heading, lead text and the cookie card from the server's HTML`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // Rendered for a desktop: the project's browser is desktop Chrome.
      await expect(page.locator('html')).toHaveAttribute(SERVER_RENDERED_ATTRIBUTE, 'wide');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[path].h1);
      await expect(page.getByText(PAGES[path].lead, { exact: false })).toBeVisible();
      // The frame is there too: the top bar with Login, the clock strip (its cities come with the browser's render).
      await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(page.getByTestId('world-clock')).toBeVisible();
      await expect(page.getByTestId('world-clock-cities')).toHaveCount(0);
      // The cookie card, styled by the HTML's own styles: sticky at the screen's bottom, its place kept at the end.
      const card = page.getByRole('region', { name: 'Cookie consent' });
      await expect(card).toBeVisible();
      await expect(card).toContainText(COOKIE_TEXT);
      await expect(card.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      await expect(card).toHaveCSS('position', 'sticky');
      // Not the boot frame's static strip and not a spinner.
      await expect(page.locator('.boot-bar')).toHaveCount(0);
      await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
      // The public lists the page shows come with it: the demo's special offer on / and /schedule.
      if (path !== '/quotes/get') {
        await expect(page.getByRole('button', { name: /Special offer .*Hamburg to Santos/ })).toBeVisible();
      }
    });
  }

  test('with the consent cookie, the cookie card is not in the HTML', async ({ page, consent: _consent }) => {
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/schedule'].h1);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await expect(page.getByText(COOKIE_TEXT)).toHaveCount(0);
  });
});

test.describe('landing pages with JavaScript', () => {
  for (const path of LANDING_PATHS) {
    test(`${path} is hydrated, then shows the world clock and answers, without errors`, async ({ page }) => {
      const errors = collectErrors(page);
      // The heading the server sent, remembered as the HTML is parsed: hydration keeps it, a render of its own
      // (or a render after a mismatch) would replace it.
      await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
        window.__serverHeading = document.querySelector('h1');
        window.__serverRendered = document.documentElement.hasAttribute('${SERVER_RENDERED_ATTRIBUTE}');
      });`);
      // The fixture's goto waits until the page is hydrated.
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await response!.text()).toContain(`<html ${SERVER_RENDERED_ATTRIBUTE}`);
      expect(await page.evaluate('window.__serverRendered')).toBe(true);
      await expect(page.locator('html')).not.toHaveAttribute(SERVER_RENDERED_ATTRIBUTE);

      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(PAGES[path].h1);
      expect(await page.evaluate(`document.querySelector('h1') === window.__serverHeading`)).toBe(true);
      await expect(page).toHaveTitle(PAGES[path].title);
      await expect(page.getByText(PAGES[path].lead, { exact: false })).toBeVisible();

      const cities = page.getByTestId('world-clock').getByTestId('world-clock-cities');
      await expect(cities.getByTestId(/^clock-/)).toHaveCount(WORLD_CLOCK_CITIES.length);
      expect(WORLD_CLOCK_CITIES).toHaveLength(16);
      for (const { city } of WORLD_CLOCK_CITIES) {
        await expect(cities.getByTestId(`clock-${city}`)).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
      }

      if (path === '/') {
        await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByText('Enter Email Address')).toBeVisible();
        await expect(dialog.getByLabel('Your Work Email Address')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      } else {
        const origin = page.getByRole('combobox', { name: 'Origin port' });
        await origin.pressSequentially('hamb', { delay: 30 });
        await expect(page.getByRole('option', { name: /DEHAM.*Hamburg/ })).toBeVisible();
        await page.getByRole('option', { name: /DEHAM.*Hamburg/ }).click();
        await expect(origin).toHaveValue(/DEHAM/);
      }

      // The cookie card answers too, and the page says nothing went wrong.
      await page.getByRole('button', { name: 'I Agree' }).click();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('a server-rendered page goes on to another screen in the browser', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Open schedule' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/schedule'].h1);
    await expect(page.getByRole('combobox', { name: 'Origin port' })).toBeEditable();
    expect(errors).toEqual([]);
  });
});

// A Chromium phone; the browser type is the project's (a describe group cannot choose another).
const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 5'];

test.describe('landing pages on a phone', () => {
  test.use(PHONE);

  test("/ is rendered for a phone's width and hydrates as it is, its navigation working", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await page.goto('/');
    expect(await response!.text()).toContain(`<html ${SERVER_RENDERED_ATTRIBUTE}="phone"`);
    await expect(page.locator('html')).not.toHaveAttribute(SERVER_RENDERED_ATTRIBUTE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES['/'].h1);
    await page.getByRole('button', { name: /open navigation/i }).click();
    const drawer = page
      .getByRole('presentation')
      .filter({ has: page.getByRole('button', { name: 'Login' }) });
    await expect(drawer).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('landing pages for a signed-in visitor', () => {
  test('a customer with a session gets index.html, which the browser renders itself', async ({
    page,
    request,
  }) => {
    // Without a session, the same address is rendered on the server: the check below is not vacuous.
    const anonymous = await request.get('/');
    expect(await anonymous.text()).toContain(`<html ${SERVER_RENDERED_ATTRIBUTE}`);

    await signIn(page, DEMO.customerA);
    for (const path of LANDING_PATHS) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain(SERVER_RENDERED_ATTRIBUTE);
      expect(html, path).toContain('<script type="module"');
      expect(html, path).toContain('class="boot-bar"');
    }

    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute(SERVER_RENDERED_ATTRIBUTE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Anna');
    expect(errors).toEqual([]);
  });
});

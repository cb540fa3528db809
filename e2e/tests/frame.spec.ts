import { expect, test } from '../fixtures.ts';

const CITIES = [
  'Los Angeles',
  'Houston',
  'New York',
  'San Antonio',
  'Santos',
  'London',
  'Durban',
  'Zurich',
  'Istanbul',
  'Dubai',
  'Mumbai',
  'Singapore',
  'Shanghai',
  'Tokyo',
  'Sydney',
  'Auckland',
];

test.describe('page frame', () => {
  // The ticker runs only for visitors who have not asked for reduced motion (the journeys' default).
  test.use({ reducedMotion: 'no-preference' });

  test('the world clock shows the 16 cities and ticks every second', async ({ page }) => {
    await page.goto('/');
    const clock = page.getByTestId('world-clock');
    // One copy of the cities: a ticker's second copy, which closes its loop, is hidden from screen readers.
    const cities = clock.getByTestId('world-clock-cities');
    for (const city of CITIES) await expect(cities.getByText(city, { exact: true })).toBeVisible();
    const zurich = clock.getByTestId('clock-Zurich');
    const first = await zurich.textContent();
    await expect.poll(() => zurich.textContent(), { timeout: 3000 }).not.toBe(first);
  });

  for (const width of [375, 768, 1280, 1920]) {
    test(`at ${width} px every city can be read: standing when they fit, else a ticker that stops on hover`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const clock = page.getByTestId('world-clock');
      const cities = clock.getByTestId('world-clock-cities');
      await expect(cities.getByTestId(/^clock-/)).toHaveCount(16);
      const barBox = await clock.boundingBox();
      const rowBox = await cities.boundingBox();
      const fits = rowBox!.width <= barBox!.width;
      await expect(clock).toHaveAttribute('data-ticker', fits ? 'off' : 'on');
      if (fits) return;
      // The ticker moves, and holds still under the pointer so a time can be read.
      const track = cities.locator('xpath=../..');
      const offset = async () => (await track.boundingBox())!.x;
      const start = await offset();
      await expect.poll(offset, { timeout: 5000 }).not.toBe(start);
      await clock.hover();
      const held = await offset();
      await page.waitForTimeout(600);
      expect(await offset()).toBe(held);
    });
  }

  test('the footer shows the office hours and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Mon-Fri 08:00-12:00 and 13:00-17:30', { exact: false })).toBeVisible();
    await expect(footer.getByText(String(new Date().getFullYear()), { exact: false })).toBeVisible();
  });

  test('the cookie card stays away once agreed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).last()).toBeVisible();
    await page.getByRole('button', { name: 'I Agree' }).click();
    await expect(page.getByRole('button', { name: 'I Agree' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('world-clock')).toBeVisible();
    await expect(page.getByRole('button', { name: 'I Agree' })).toHaveCount(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'consent')?.value).toBe('true');
  });

  test('on a phone the navigation opens as a drawer from the right', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: /open navigation/i }).click();
    const drawer = page
      .getByRole('presentation')
      .filter({ has: page.getByRole('button', { name: 'Login' }) });
    await expect(drawer).toBeVisible();
    const box = await drawer.locator('.MuiDrawer-paper').boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(380);
  });
});

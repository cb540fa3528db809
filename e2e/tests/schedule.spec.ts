import { DEMO, expect, signIn, test } from '../fixtures.ts';

const DAY = 86_400_000;
// Hamburg to Santos: Hapag-Lloyd and Hamburg Süd sail direct every week, others via Antwerp or Bremerhaven
// (apps/server/src/seed/schedules/services.ts).
const SEARCH = '/schedule?origin=DEHAM&destination=BRSSZ';

test.describe('Schedule', () => {
  test('a visitor searches from the home page, sorts, filters by carrier, copies and books', async ({
    page,
    context,
    consent: _consent,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Origin port' }).fill('Hamburg');
    await page.getByRole('option', { name: /DEHAM.*Hamburg/ }).click();
    await page.getByRole('combobox', { name: 'Destination port' }).fill('Santos');
    await page.getByRole('option', { name: /BRSSZ.*Santos/ }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(
      /\/schedule\?origin=DEHAM&destination=BRSSZ&date=\d{4}-\d{2}-\d{2}&weeks=4$/,
    );
    await expect(page).toHaveTitle('Schedule - Freight Portal');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(4);

    // Sort by transit time: the first sailing is one of the quickest.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Shortest transit time' }).click();
    await expect(page).toHaveURL(/sort=transit/);
    // The address changes a moment before the list re-renders: poll until the order settles.
    await expect
      .poll(async () => {
        const days = (await cards.getByText(/^\d+ days$/).allTextContents()).map((t) => parseInt(t, 10));
        return days.length > 0 && days[0] === Math.min(...days);
      })
      .toBe(true);

    // Carrier filter: only Hapag-Lloyd sailings, asked from the server.
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/api/routes') && r.url().includes('carrier=HSG'),
    );
    await page.getByRole('combobox', { name: 'Carrier' }).click();
    await page.getByRole('option', { name: 'HAPAG-LLOYD' }).click();
    await filtered;
    await expect(page).toHaveURL(/carrier=HSG/);
    await expect(cards.first()).toBeVisible();
    const carriers = await cards.evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')));
    expect(carriers.every((label) => label?.startsWith('HAPAG-LLOYD'))).toBe(true);

    // Copy as text and as HTML: a booking request with the disclaimer.
    await cards.first().getByRole('button', { name: 'Copy as text' }).click();
    await expect(page.getByText('Copied to clipboard')).toBeVisible();
    // The e2e project has no DOM types: browser-side code goes in as strings.
    const text = String(await page.evaluate('navigator.clipboard.readText()'));
    expect(text.startsWith('Dear Sirs,')).toBe(true);
    expect(text).toContain('Agreement number:');
    expect(text).toContain(
      'ETS/ETA dates, ports and rotations are for information only, not legally binding and subject to change without notice.',
    );
    await expect(page.getByText('Copied to clipboard')).toBeHidden({ timeout: 3000 });
    await cards.first().getByRole('button', { name: 'Copy as HTML' }).click();
    await expect(page.getByText('Copied to clipboard')).toBeVisible();
    // The write settles a moment after the toast on a busy machine: read until the HTML item is there.
    await expect
      .poll(async () =>
        String(
          await page.evaluate(`navigator.clipboard.read().then(([item]) =>
            item && item.types.includes('text/html') ? item.getType('text/html').then((b) => b.text()) : '')`),
        ),
      )
      .toContain('<p>Dear Sirs,</p>');

    // Book Now only on sailings leaving more than 4 days from now.
    const now = Date.now();
    const count = await cards.count();
    let bookable = -1;
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const departure = Date.parse((await card.getAttribute('data-departure'))!);
      const expected = departure - now > 4 * DAY ? 1 : 0;
      await expect(card.getByRole('button', { name: 'Book Now' })).toHaveCount(expected);
      if (expected && bookable < 0) bookable = i;
    }
    expect(bookable).toBeGreaterThanOrEqual(0);
    await cards.nth(bookable).getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/online-booking$/);
    const stored = String(await page.evaluate(`localStorage.getItem('portal.chosenSchedule')`));
    expect(JSON.parse(stored).route.origin.port.id).toBe('DEHAM');
  });

  test('shows the empty state for a port pair without sailings', async ({ page, consent: _consent }) => {
    await page.goto('/schedule?origin=DEHAM&destination=AUHLT');
    await expect(page.getByText('No Results :(')).toBeVisible();
    await expect(
      page.getByText(
        'There are no results for the port combination selected. Please try searching for different origin/destination combination.',
      ),
    ).toBeVisible();
  });

  test('picker mode returns the chosen sailing to the window that opened it', async ({
    page,
    consent: _consent,
  }) => {
    await page.goto('/');
    const [picker] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(`
        window.addEventListener('message', (event) => { window.picked = event.data; });
        window.open('${SEARCH}&isPicker=true', 'schedule-picker');
      `),
    ]);
    await expect(picker.getByText('Choose the schedule that best suits your needs')).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
    const closed = picker.waitForEvent('close');
    await picker.getByRole('button', { name: 'Choose', exact: true }).first().click();
    await closed;
    const picked = await page.evaluate('window.picked');
    expect(picked).toMatchObject({
      type: 'portal.schedule-picked',
      schedule: { route: { origin: { port: { id: 'DEHAM' } }, destination: { port: { id: 'BRSSZ' } } } },
    });
  });

  test('staff see the Schedule menu item and a vessel-tracking link', async ({ page, consent: _consent }) => {
    await signIn(page, DEMO.sales);
    await page.goto('/my-day');
    await page.getByRole('link', { name: 'Schedule' }).first().click();
    await expect(page).toHaveURL(/\/schedule$/);
    // The screen loads lazily: the shortcut exists once its search bar is there.
    await expect(page.getByRole('combobox', { name: 'Origin port' })).toBeVisible();
    await page.keyboard.press('g');
    await page.keyboard.press('s');
    await expect(page.getByRole('combobox', { name: 'Origin port' })).toBeFocused();

    await page.goto(SEARCH);
    const track = page.getByRole('link', { name: 'Track vessel' }).first();
    await expect(track).toBeVisible();
    expect(await track.getAttribute('href')).toMatch(/imo:?\d{7}$/);
    await expect(page.getByRole('link', { name: 'Request Quote' })).toHaveCount(0);
  });

  test('a port field picks the suggestion on Enter and says so when typed text is no port', async ({
    page,
    consent: _consent,
  }) => {
    // A port search per keystroke: more than the default on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/schedule');
    const origin = page.getByRole('combobox', { name: 'Origin port' });
    await origin.pressSequentially('hamb', { delay: 30 });
    await expect(page.getByRole('option', { name: /DEHAM.*Hamburg/ })).toBeVisible();
    await origin.press('Enter');
    await expect(origin).toHaveValue('DEHAM – Hamburg, DE');

    const destination = page.getByRole('combobox', { name: 'Destination port' });
    await destination.fill('atlantis');
    await destination.press('Enter');
    await expect(page.getByText(/^No port matches this\./)).toBeVisible();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // No search runs on it: the address keeps no destination and no failure shows.
    await expect(page.getByText('The search did not complete')).toHaveCount(0);
    await expect(page).not.toHaveURL(/destination=/);
  });
});

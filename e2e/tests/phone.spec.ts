import type { Locator, Page } from '@playwright/test';
import { PRODUCT_NAME, type ListAnswer, type TBookingRow } from '@portal/domain';
import { DEMO, expect, expectAccessible, signIn, test } from '../fixtures.ts';

// A 390 px phone (issue 20 part 4): touch, as the phone's browser is, so MUI treats it as one.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The product name of the top bar's logo: one line, however full the bar is. */
async function expectLogoOnOneLine(page: Page) {
  const name = page.getByRole('link', { name: `${PRODUCT_NAME} home` }).getByText(PRODUCT_NAME);
  await expect(name).toBeVisible();
  const box = await name.boundingBox();
  // One line of the name is about 26 px high (1 rem at line height 1.6); two are over 50.
  expect(box!.height, 'the logo wraps onto a second line').toBeLessThan(40);
}

function overlap(a: { y: number; height: number }, b: { y: number; height: number }) {
  return a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The arrow MUI shows at the end of a scrollable tab row when more tabs lie beyond the screen's edge. */
function scrollArrow(tabs: Locator, side: 'left' | 'right') {
  return tabs
    .locator('xpath=ancestor::div[contains(@class, "MuiTabs-root")][1]')
    .locator('.MuiTabScrollButton-root')
    .locator(side === 'right' ? 'nth=-1' : 'nth=0');
}

test.describe('on a 390 px phone', () => {
  // Long journeys with an axe check at each key state.
  test.describe.configure({ timeout: 120_000 });

  test('a first visit: the landing page, the cookie card beside the content, then signing in', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLogoOnOneLine(page);
    const card = page.getByRole('region', { name: 'Cookie consent' });
    await expect(card).toBeVisible();
    // One slim row at the bottom of the screen, not a card over a third of it.
    expect((await card.boundingBox())!.height).toBeLessThan(120);
    await expectAccessible(page, 'first visit with the cookie card');

    // At the end of the page the card has its own place: the footer is not under it.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await footer.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10_000);
    await expect(async () => {
      const [cardBox, footerBox] = [await card.boundingBox(), await footer.boundingBox()];
      expect(overlap(cardBox!, footerBox!), 'the cookie card covers the footer').toBe(false);
      expect(cardBox!.y).toBeGreaterThanOrEqual(footerBox!.y + footerBox!.height);
    }).toPass();
    await card.getByRole('button', { name: 'I Agree' }).click();
    await expect(card).toHaveCount(0);

    // Login opens from the drawer of the phone's bar.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'login dialog on a phone');
    await page.keyboard.press('Escape');

    await signIn(page, DEMO.customerA);
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectLogoOnOneLine(page);
    await expectAccessible(page, 'bookings list on a phone');
  });

  test('staff: the booking tabs say there are more, Quick Search opens from the bar, the logo stays on one line', async ({
    page,
    consent: _consent,
  }) => {
    await signIn(page, DEMO.operations);
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

    // The tabs run past the screen's edge; an arrow says so and scrolls them.
    const tabs = page.getByRole('tablist', { name: 'Bookings' });
    const last = tabs.getByRole('tab').last();
    await expect(last).not.toBeInViewport({ ratio: 1 });
    const more = scrollArrow(tabs, 'right');
    await expect(more).toBeVisible();
    await expect(scrollArrow(tabs, 'left')).toHaveClass(/Mui-disabled/);
    // Each press scrolls a screen's width, smoothly, up to the end (sub-pixel widths leave 99.9 % of the tab in view).
    await expect(async () => {
      if (!(await more.getAttribute('class'))?.includes('Mui-disabled')) await more.click();
      await expect(last).toBeInViewport({ ratio: 0.95, timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(scrollArrow(tabs, 'left')).not.toHaveClass(/Mui-disabled/);
    await expectAccessible(page, 'bookings tabs scrolled on a phone');

    // A booking page.
    const list = await page.request.get('/api/bookings?category=Export&tab=active');
    const row = ((await list.json()) as ListAnswer<TBookingRow>).data[0]!;
    await page.goto(`/bookings/${row.id}`);
    await expect(page.getByText(`File No. ${row.id}`)).toBeVisible();
    await expectAccessible(page, 'booking page on a phone');

    // Quick Search: Ctrl+G needs a keyboard; the phone's bar has the button.
    await page.getByRole('banner').getByRole('button', { name: 'Quick Search' }).click();
    const search = page.getByRole('dialog', { name: 'Quick Search' });
    await expect(search).toBeVisible();
    const field = search.getByRole('textbox', { name: 'Search' });
    await field.fill(row.id);
    await field.press('Enter');
    await expect(search.getByRole('link', { name: `Booking ${row.id}` })).toBeVisible();
    await expectAccessible(page, 'Quick Search on a phone');
    await page.keyboard.press('Escape');

    // A page with a guided tour has the fullest bar: search, help, bell, avatar and menu beside the logo.
    await page.goto('/quotes/groups');
    await expect(page.getByRole('button', { name: 'Help' })).toBeVisible();
    await expectLogoOnOneLine(page);
    for (const control of ['Quick Search', 'Help', 'Open navigation']) {
      await expect(page.getByRole('banner').getByRole('button', { name: control })).toBeInViewport({
        ratio: 1,
      });
    }
    await expect(page.getByRole('list', { name: 'Quote groups' })).toBeVisible();
    await expectAccessible(page, 'quote groups as cards on a phone');
  });
});

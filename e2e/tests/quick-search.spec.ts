import type { APIRequestContext } from '@playwright/test';
import { BOOKING_MESSAGES, type ListAnswer, type TBooking, type TBookingRow } from '@portal/domain';
import { shot, Visitors } from '../collab-helpers.ts';
import { DEMO, expect, signIn, test } from '../fixtures.ts';

/** A demo booking of the signed-in visitor, found by its reference (seed/bookings/plan.ts), with its first container. */
async function demoBooking(request: APIRequestContext, reference: string, category: 'Export' | 'Import') {
  const list = await request.get(`/api/bookings?category=${category}&q=${encodeURIComponent(reference)}`);
  expect(list.ok(), await list.text()).toBeTruthy();
  const row = ((await list.json()) as ListAnswer<TBookingRow>).data.find(
    (r) => r.customerReference === reference,
  );
  expect(row, `demo booking ${reference}`).toBeTruthy();
  const detail = (await (await request.get(`/api/bookings/${row!.id}`)).json()) as TBooking;
  const container = detail.cargo.flatMap((line) => line.containerNumbers)[0];
  expect(container, `a container number on ${reference}`).toBeTruthy();
  return { id: detail.id, container: container!, carrier: detail.carrier.id };
}

const visitors = new Visitors();

test.describe('Quick Search (issue 11 part 4)', () => {
  test.beforeAll(async ({ browser }) => {
    await visitors.signInAll(browser);
  });

  test('a customer finds their booking by container number with ctrl+g and opens it', async ({ browser }) => {
    const customer = await visitors.page(browser, 'customer');
    // Alpina's import at sea (HMM, four 40' HC with container numbers).
    const mine = await demoBooking(customer.request, 'IMP-ALP-0418', 'Import');
    await customer.goto('/bookings');
    await expect(customer.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

    await customer.keyboard.press('Control+g');
    const dialog = customer.getByRole('dialog', { name: 'Quick Search' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('textbox', { name: 'Search' });
    await expect(field).toBeFocused();
    await field.fill(`  ${mine.container.toLowerCase()} `);
    // Nothing is asked while typing: the search runs on Enter.
    await expect(dialog.getByRole('list', { name: 'Bookings found' })).toHaveCount(0);
    await field.press('Enter');
    const hit = dialog.getByRole('link', { name: `Booking ${mine.id}` });
    await expect(hit).toBeVisible();
    await expect(hit).toContainText(mine.container);
    await shot(customer, 'quick-search-results-desktop', false);

    await hit.click();
    await expect(customer).toHaveURL(new RegExp(`/bookings/${mine.id}$`));
    await expect(dialog).toBeHidden();
    await expect(customer.getByRole('heading', { level: 1, name: mine.carrier.toUpperCase() })).toBeVisible({
      timeout: 30_000,
    });
    await expect(customer.getByText(`File No. ${mine.id}`)).toBeVisible();
    await customer.context().close();
  });

  test("another company's container number finds nothing", async ({ browser }) => {
    // Hanse's import (HMM) seen by staff; customer A must not find it.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signIn(staff, DEMO.superadmin);
    const theirs = await demoBooking(staff.request, 'IMP-HM-0231', 'Import');
    await staffContext.close();

    const customer = await visitors.page(browser, 'customer');
    await customer.goto('/');
    // The customers' nav button opens the same dialog.
    await customer.getByRole('button', { name: 'Quick Search' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Quick Search' });
    await dialog.getByRole('textbox', { name: 'Search' }).fill(theirs.container);
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(dialog.getByText(BOOKING_MESSAGES.quickSearchEmpty)).toBeVisible();
    await shot(customer, 'quick-search-empty-desktop', false);
    await customer.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The sequence 'j q' opens it too, but not while typing in a field.
    await customer.locator('body').click({ position: { x: 5, y: 300 } });
    await customer.keyboard.press('j');
    await customer.keyboard.press('q');
    await expect(dialog).toBeVisible();
    await customer.keyboard.press('Escape');
    await customer.context().close();
  });

  test("the customers' nav keeps its Quick Search button on a narrower desktop", async ({ browser }) => {
    const customer = await visitors.page(browser, 'customer', 1000);
    await customer.goto('/');
    await customer.getByRole('button', { name: 'Quick Search' }).click();
    await expect(customer.getByRole('dialog', { name: 'Quick Search' })).toBeVisible();
    await customer.keyboard.press('Escape');
    await shot(customer, 'quick-search-nav-1000', false);
    await customer.context().close();
  });

  test('Quick Search on a phone', async ({ browser }) => {
    const customer = await visitors.page(browser, 'customer', 390);
    const mine = await demoBooking(customer.request, 'IMP-ALP-0418', 'Import');
    await customer.goto('/bookings');
    await customer.getByRole('button', { name: 'Quick Search' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Quick Search' });
    await dialog.getByRole('textbox', { name: 'Search' }).fill(mine.container);
    await dialog.getByRole('textbox', { name: 'Search' }).press('Enter');
    await expect(dialog.getByRole('link', { name: `Booking ${mine.id}` })).toBeVisible();
    await shot(customer, 'quick-search-results-phone', false);
    await customer.context().close();
  });
});

import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const DAY = 86_400_000;
const pickupDate = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
// A mark of this run, so the journeys find their own requests by customer reference.
const RUN = `E2E${Date.now().toString(36).toUpperCase()}`;
const TOTAL = 12;

function requestBody(reference: string) {
  return {
    origin: 'DEHAM',
    destination: 'BRSSZ',
    carrierId: 'HSG',
    termsAccepted: true,
    schedule: null,
    customerReference: reference,
    containers: [
      {
        quantity: 1,
        containerTypeId: '22G1',
        commodity: { name: 'MACHINERY' },
        weight: 12000,
        pickupDate,
        pickupLocationId: 'hamburg-waltershof',
      },
    ],
  };
}

/** Signs in once per user (login is rate limited) and hands out fresh contexts with that session. */
const sessions: Record<'staff' | 'customerA' | 'customerB', StorageState | null> = {
  staff: null,
  customerA: null,
  customerB: null,
};

async function pageAs(browser: Browser, who: keyof typeof sessions): Promise<Page> {
  const context = await browser.newContext({ storageState: sessions[who]! });
  await context.addCookies([{ name: 'consent', value: 'true', url: test.info().project.use.baseURL! }]);
  return context.newPage();
}

async function submitAsCustomerA(page: Page, reference: string): Promise<string> {
  const response = await page.request.post('/api/booking-requests', { data: requestBody(reference) });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const ids: string[] = [];

test.describe.configure({ mode: 'serial' });

test.describe('Booking requests', () => {
  test.beforeAll(async ({ browser }) => {
    const emails = { staff: DEMO.sales, customerA: DEMO.customerA, customerB: DEMO.customerB };
    for (const who of Object.keys(emails) as (keyof typeof emails)[]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, emails[who]);
      sessions[who] = await context.storageState();
      await context.close();
    }
    const customer = await pageAs(browser, 'customerA');
    for (let i = 1; i <= TOTAL; i++)
      ids.push(await submitAsCustomerA(customer, `${RUN}-${String(i).padStart(2, '0')}`));
    await customer.context().close();
  });

  test('staff filter, search, page and assign requests in bulk', async ({ browser }) => {
    // About forty steps, each a round trip; a busy machine needs more than the default 45 s.
    test.setTimeout(90_000);
    const page = await pageAs(browser, 'staff');
    await page.goto('/bookings?tab=requests');
    await expect(page).toHaveURL(/\/bookings\?tab=requests$/);
    await expect(page).toHaveTitle('Bookings - Freight Portal');
    // Staff start with their own requests (the demo assigns some to them); this run's requests are unassigned.
    await expect(page.getByRole('combobox', { name: 'Assignee' })).toHaveText('Me');

    await page.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: 'Anyone' }).click();
    const table = page.getByRole('table', { name: 'Booking requests' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    // This run's requests by their customer reference, newest first, ten to a page.
    await page.getByRole('combobox', { name: 'Search in' }).click();
    await page.getByRole('option', { name: 'Customer ref' }).click();
    const search = page.getByRole('textbox', { name: 'Search requests' });
    await search.fill(RUN);
    await expect(page.getByText(`1–10 of ${TOTAL}`)).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('row').nth(1)).toContainText(ids.at(-1)!);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText(`11–${TOTAL} of ${TOTAL}`)).toBeVisible();
    await expect(table.getByRole('link', { name: ids[0]! })).toBeVisible();

    // A new search starts again at page 1 (one match: on page 2 there would be nothing).
    await search.fill(`${RUN}-07`);
    await expect(table.getByRole('link', { name: /^req-/ })).toHaveText([ids[6]!]);
    await expect(page.getByText('1 request', { exact: true })).toBeVisible();
    // The pager shows only when the list is longer than a page.
    await expect(page.getByText('Rows per page')).toHaveCount(0);

    await search.fill(RUN);
    await expect(page.getByText(`1–10 of ${TOTAL}`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'In Progress' }).click();
    await expect(
      page.getByText('There are no bookings that might need your attention at the moment.'),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Requested' }).click();
    await expect(page.getByText(`${TOTAL} requests`)).toBeVisible();
    await page.getByRole('combobox', { name: 'Carrier' }).click();
    await page.getByRole('option', { name: 'ZIM' }).click();
    await expect(
      page.getByText('There are no bookings that might need your attention at the moment.'),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Carrier' }).click();
    await page.getByRole('option', { name: 'HAPAG-LLOYD' }).click();
    await expect(page.getByText(`${TOTAL} requests`)).toBeVisible();

    // Bulk assignment: the rows become In Progress.
    const [first, second] = [ids.at(-1)!, ids.at(-2)!];
    await page.getByRole('checkbox', { name: `Select ${first}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk assignment' });
    await expect(bar.getByText('2 requests selected')).toBeVisible();
    await bar.getByRole('combobox', { name: 'Assign task to user' }).click();
    await page.getByRole('option', { name: 'Luca Rossi' }).click();
    await bar.getByRole('button', { name: 'Assign user' }).click();
    await expect(page.getByText('Saved user successfully!')).toBeVisible();
    // They leave the Requested filter …
    await expect(page.getByText(`${TOTAL - 2} requests`)).toBeVisible();
    // … and are In Progress, assigned to me.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();
    await page.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: 'Me', exact: true }).click();
    await expect(table.getByRole('link', { name: /^req-/ })).toHaveCount(2);
    for (const id of [first, second])
      await expect(table.getByRole('row').filter({ hasText: id }).getByText('In Progress')).toBeVisible();
    await page.context().close();
  });

  test('a request a customer submits shows in the staff list and badge without reload', async ({
    browser,
  }) => {
    const staff = await pageAs(browser, 'staff');
    await staff.goto('/bookings?tab=requests');
    await staff.getByRole('combobox', { name: 'Assignee' }).click();
    await staff.getByRole('option', { name: 'Unassigned' }).click();
    const requestsTab = staff.getByRole('tab', { name: /^Requests/ });
    await expect(requestsTab).toHaveText(/^Requests\d+$/);
    const before = Number((await requestsTab.textContent())!.replace('Requests', ''));
    const table = staff.getByRole('table', { name: 'Booking requests' });
    await expect(table.getByRole('link', { name: ids.at(-3)! })).toBeVisible();

    const customer = await pageAs(browser, 'customerA');
    const id = await submitAsCustomerA(customer, `${RUN}-LIVE`);
    ids.push(id);

    // No reload: the server's event reaches the staff browser over SSE.
    await expect(table.getByRole('link', { name: id })).toBeVisible({ timeout: 15_000 });
    await expect(requestsTab).toHaveText(`Requests${before + 1}`);
    await expect(table.getByRole('row').filter({ hasText: id })).toHaveAttribute('data-unassigned', 'true');
    await staff.context().close();
    await customer.context().close();
  });

  test('the request page shows the summary and leads back to its tab', async ({ browser }) => {
    const page = await pageAs(browser, 'staff');
    const id = ids.at(-1)!;
    await page.goto('/bookings?tab=requests');
    await page.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: 'Anyone' }).click();
    await page.getByRole('link', { name: id }).click();

    await expect(page).toHaveURL(new RegExp(`/booking-requests/${id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Booking Request - HAPAG-LLOYD' }),
    ).toBeVisible();
    await expect(page.getByText(`File No. ${id}`)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Booking Request Summary' });
    await expect(summary.getByText('Alpina Trading AG')).toBeVisible();
    await expect(summary.getByText(`${RUN}-LIVE`)).toBeVisible();
    await expect(summary.getByText('Not assigned yet')).toBeVisible();
    const cargo = page.getByRole('region', { name: 'Cargo Details' });
    await expect(cargo.getByText('1 × 20DC')).toBeVisible();
    await expect(cargo.getByText('MACHINERY')).toBeVisible();
    await expect(page.getByText('No Freight Details to show')).toBeVisible();

    await page.getByRole('link', { name: 'Requests', exact: true }).click();
    await expect(page).toHaveURL(/\/bookings\?tab=requests$/);
    await page.context().close();
  });

  test('a customer sees their own requests without staff controls; another company gets the 404 page', async ({
    browser,
  }) => {
    const customerA = await pageAs(browser, 'customerA');
    await customerA.goto('/bookings?tab=requests');
    await expect(customerA.getByRole('tab')).toHaveText([
      'Active',
      'History',
      'Requests',
      'Archived Requests',
    ]);
    await expect(customerA.getByRole('link', { name: ids.at(-1)! })).toBeVisible();
    await expect(customerA.getByRole('checkbox')).toHaveCount(0);
    await expect(customerA.getByRole('combobox', { name: 'Assignee' })).toHaveCount(0);
    await customerA.context().close();

    const customerB = await pageAs(browser, 'customerB');
    await customerB.goto(`/booking-requests/${ids[0]}`);
    await expect(customerB).toHaveURL(/\/not-found$/);
    await expect(customerB.getByText('404 Page Not Found')).toBeVisible();
    await customerB.context().close();
  });
});

import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures.ts';
import { detailOf, makeBookable } from '../request-helpers.ts';
import { shot, SHOTS } from '../collab-helpers.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const DAY = 86_400_000;
const pickupDate = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
const RUN = `WB${Date.now().toString(36).toUpperCase()}`;
// SCREENSHOTS=1 keeps pictures of the page in view and edit mode and of the Watchers dialog (desktop and phone).

const sessions: Record<'staff' | 'customer', StorageState | null> = { staff: null, customer: null };

async function pageAs(browser: Browser, who: keyof typeof sessions, width = 1440): Promise<Page> {
  const context = await browser.newContext({
    storageState: sessions[who]!,
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  await context.addCookies([{ name: 'consent', value: 'true', url: test.info().project.use.baseURL! }]);
  return context.newPage();
}

/** Adds a line on the open freight tab and fills it. */
async function addFreightLine(
  page: Page,
  line: { text: string; quantity: string; unit: string; value: string; currency: string },
) {
  await page.getByRole('button', { name: 'Add line' }).click();
  const row: Locator = page.getByRole('group', { name: 'Freight line new line' });
  await row.getByRole('textbox', { name: 'Text' }).fill(line.text);
  const filled = page.getByRole('group', { name: `Freight line ${line.text}` });
  await filled.getByRole('textbox', { name: 'Quantity' }).fill(line.quantity);
  await filled.getByRole('textbox', { name: 'Unit', exact: true }).fill(line.unit);
  await filled.getByRole('textbox', { name: 'Unit value' }).fill(line.value);
  await filled.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: line.currency, exact: true }).click();
}

const freightTab = (page: Page, name: RegExp) =>
  page.getByRole('tablist', { name: 'Freight groups' }).getByRole('tab', { name });

let requestId = '';

test.describe.configure({ mode: 'serial' });

test.describe('Booking request workbench', () => {
  test.beforeAll(async ({ browser }) => {
    const emails = { staff: DEMO.operations, customer: DEMO.customerA };
    for (const who of Object.keys(emails) as (keyof typeof emails)[]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, emails[who]);
      sessions[who] = await context.storageState();
      await context.close();
    }
    const customer = await pageAs(browser, 'customer');
    const created = await customer.request.post('/api/booking-requests', {
      data: {
        origin: 'DEHAM',
        destination: 'BRSSZ',
        carrierId: 'HSG',
        termsAccepted: true,
        schedule: null,
        customerReference: `${RUN}-1`,
        additionalInfo: 'Please load the machinery last.',
        containers: [
          {
            quantity: 2,
            containerTypeId: '22G1',
            commodity: { name: 'MACHINERY' },
            weight: 12000,
            pickupDate,
            pickupLocationId: 'hamburg-waltershof',
          },
        ],
      },
    });
    expect(created.status()).toBe(201);
    requestId = ((await created.json()) as { id: string }).id;
    await customer.context().close();
  });

  test('staff edit freight on three tabs, assign an agent, hold and release; the customer sees it live', async ({
    browser,
  }) => {
    // One long journey through two browsers; a busy machine needs more than the default for the first page load.
    test.setTimeout(300_000);
    const customer = await pageAs(browser, 'customer');
    await customer.goto(`/booking-requests/${requestId}`);
    await expect(customer.getByText(`File No. ${requestId}`)).toBeVisible({ timeout: 30_000 });
    await expect(customer.getByText('No Freight Details to show')).toBeVisible();

    const staff = await pageAs(browser, 'staff');
    await staff.goto(`/booking-requests/${requestId}`);
    await expect(staff.getByRole('heading', { level: 1, name: /^Booking Request - / })).toBeVisible({
      timeout: 30_000,
    });
    await expect(staff.getByLabel('Missing fields')).toContainText('Assigned agent');
    await shot(staff, 'view-desktop');

    await staff.getByRole('button', { name: 'Edit' }).click();
    // The edit mode's code loads on its own (usually already preloaded while the page was read).
    await expect(staff.getByRole('button', { name: 'Add line' })).toBeVisible({ timeout: 90_000 });
    await addFreightLine(staff, {
      text: 'Seafreight',
      quantity: '2',
      unit: 'CTR',
      value: '1500',
      currency: 'USD',
    });
    await freightTab(staff, /^Internal 1/).click();
    await addFreightLine(staff, {
      text: 'Carrier cost',
      quantity: '2',
      unit: 'CTR',
      value: '1200',
      currency: 'EUR',
    });
    await freightTab(staff, /^Internal 2/).click();
    await addFreightLine(staff, {
      text: 'Trucking',
      quantity: '1',
      unit: 'FEE',
      value: '250',
      currency: 'CHF',
    });
    await freightTab(staff, /^External/).click();
    await shot(staff, 'edit-desktop');
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect(staff.getByText('Saved changes!')).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(freightTab(staff, /^External/)).toHaveText('External (1)');
    await expect(freightTab(staff, /^Internal 1/)).toHaveText('Internal 1 (1)');
    await expect(freightTab(staff, /^Internal 2/)).toHaveText('Internal 2 (1)');

    // The customer's open page follows without a reload, and shows External lines only.
    const customerFreight = customer.getByRole('table', { name: 'Freight details' });
    await expect(customerFreight.getByText('Seafreight')).toBeVisible();
    await expect(customer.getByText('Carrier cost')).toHaveCount(0);
    await expect(customer.getByText('Trucking')).toHaveCount(0);

    await staff.getByRole('button', { name: 'Watchers' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Watchers' });
    await dialog.getByRole('combobox', { name: 'Assigned agent' }).fill('Olivia');
    await staff.getByRole('option', { name: 'Olivia Frei' }).click();
    await shot(staff, 'watchers-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(staff.getByText('Saved user successfully!')).toBeVisible();
    const summary = staff.getByRole('region', { name: 'Booking Request Summary' });
    await expect(summary.getByText('Olivia Frei')).toBeVisible();
    await expect(
      customer.getByRole('region', { name: 'Booking Request Summary' }).getByText('Olivia Frei'),
    ).toBeVisible();
    await expect(customer.getByText('In Progress').first()).toBeVisible();

    await staff.getByRole('button', { name: 'More' }).click();
    await staff.getByRole('menuitem', { name: /Put on hold/ }).click();
    await expect(staff.getByRole('link', { name: 'On Hold' })).toHaveAttribute(
      'href',
      '/bookings?tab=on-hold',
    );
    await staff.getByRole('button', { name: 'More' }).click();
    await staff.getByRole('menuitem', { name: /Release hold/ }).click();
    await expect(staff.getByRole('link', { name: 'Requests' })).toHaveAttribute(
      'href',
      '/bookings?tab=requests',
    );

    if (SHOTS) {
      const phone = await pageAs(browser, 'staff', 390);
      await phone.goto(`/booking-requests/${requestId}`);
      await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(phone, 'view-phone');
      await phone.getByRole('button', { name: 'Edit' }).click();
      await expect(phone.getByRole('textbox', { name: 'Agreement No.' })).toBeVisible({ timeout: 90_000 });
      await shot(phone, 'edit-phone');
      await phone.getByRole('button', { name: 'Cancel' }).click();
      await phone.getByRole('button', { name: 'Watchers' }).click();
      await expect(phone.getByRole('dialog', { name: 'Watchers' })).toBeVisible();
      await shot(phone, 'watchers-phone');
      await phone.context().close();
    }
    // Book Now once the warning panel is clear: the customer's open page shows Confirmed without a reload.
    await makeBookable(staff.request, requestId);
    await staff.reload();
    await staff.getByRole('button', { name: 'Book Now' }).click();
    await expect(staff.getByText(/^Booking .+ created\.$/)).toBeVisible({ timeout: 30_000 });
    const { bookingId } = await detailOf(staff.request, requestId);
    expect(bookingId).toBeTruthy();
    const customerSummary = customer.getByRole('region', { name: 'Booking Request Summary' });
    await expect(customerSummary.getByText('Confirmed')).toBeVisible();
    await expect(customerSummary.getByRole('link', { name: bookingId! })).toHaveAttribute(
      'href',
      `/bookings/${bookingId}`,
    );

    await staff.context().close();
    await customer.context().close();
  });
});

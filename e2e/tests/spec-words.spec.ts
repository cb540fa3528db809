import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ListAnswer, TBookingRequestRow, TBookingRow } from '@portal/domain';
import { Visitors } from '../collab-helpers.ts';
import { expect, test } from '../fixtures.ts';

/**
 * The spec's words that issue 20 part 3 added to built screens, as a visitor sees them on the demo data
 * (seed/bookings/plan.ts, seed/activity): the booking page's banners (spec 000 §3), the tariffs of a container line
 * (000 §3, §9), the marks of the requests list (000 §2) and Quick Search's answers (001 §5). The words are quoted
 * from the spec here, not taken from the domain package, so a changed constant shows.
 */

const visitors = new Visitors();

/** A demo booking's file number by its reference, as the signed-in visitor lists it. */
async function demoBookingId(
  request: APIRequestContext,
  reference: string,
  category: 'Export' | 'Import',
): Promise<string> {
  const list = await request.get(`/api/bookings?category=${category}&q=${encodeURIComponent(reference)}`);
  expect(list.ok(), await list.text()).toBeTruthy();
  const row = ((await list.json()) as ListAnswer<TBookingRow>).data.find(
    (r) => r.customerReference === reference,
  );
  expect(row, `demo booking ${reference}`).toBeTruthy();
  return row!.id;
}

/** A demo request's number by its customer reference. */
async function demoRequestId(request: APIRequestContext, reference: string): Promise<string> {
  const list = await request.get(`/api/booking-requests?q=${encodeURIComponent(reference)}`);
  expect(list.ok(), await list.text()).toBeTruthy();
  const row = ((await list.json()) as ListAnswer<TBookingRequestRow>).data.find(
    (r) => r.customerReference === reference,
  );
  expect(row, `demo request ${reference}`).toBeTruthy();
  return row!.id;
}

/** The value (dd) of a fact of the cargo line by its label (dt). */
function fact(line: Locator, label: string): Locator {
  const exactly = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return line.locator('dt', { hasText: exactly }).locator('xpath=following-sibling::dd[1]');
}

async function openBooking(page: Page, id: string, carrier: string) {
  await page.goto(`/bookings/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: carrier })).toBeVisible({ timeout: 30_000 });
}

test.describe("The spec's words on built screens (issue 20 part 3)", () => {
  test.beforeAll(async ({ browser }) => {
    await visitors.signInAll(browser);
  });

  test("a US-bound booking shows 'AMS Closing:', its pinned comments and the line's tariffs", async ({
    browser,
  }) => {
    // Rhône's reefer export to Houston (ZIM) sails in six days: its AMS filing closes two days before, its agent
    // pinned the reefer settings, and its reefer lines carry DEM/DET, storage and plug-in free time.
    const staff = await visitors.page(browser, 'staff');
    const id = await demoBookingId(staff.request, 'RV-US-0903', 'Export');
    await openBooking(staff, id, 'ZIM');

    // 000 §3 banner AMS_CLOSING ('AMS Closing:'), with the deadline as dd.MM.yyyy HH:mm (000 §9).
    await expect(staff.getByRole('alert').filter({ hasText: 'AMS Closing:' })).toHaveText(
      /^AMS Closing: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
    );
    // 000 §3 banner BOOKING_HAS_PINNED_COMMENTS.
    const pinned = staff.getByRole('region', { name: 'Pinned comments' });
    await expect(pinned).toContainText('This booking has pinned comments:');
    await expect(pinned).toContainText(
      'Set on the booking: +12 °C, 70 % humidity. Pre-trip inspection done at the depot.',
    );

    // 000 §3 "DEM/DET, storage and plug-in tariffs" of the container line, each with its free days.
    const line = staff.getByRole('article', { name: 'Cargo line 1' });
    await expect(fact(line, 'DEM/DET')).toHaveText('21 days · Combined free time (ZIM-DD-EXT)');
    await expect(fact(line, 'PLUGIN')).toHaveText('3 days · Reefer plug-in (ZIM-PI-STD)');
    await staff.context().close();
  });

  test("a payment on hold says 'This payment is on hold.' on its booking", async ({ browser }) => {
    // Alpina's export that sailed (HSG): its weekly payment is In Progress and on hold at the platform.
    const staff = await visitors.page(browser, 'staff');
    const id = await demoBookingId(staff.request, 'PO-ALP-2244', 'Export');
    await openBooking(staff, id, 'HSG');
    // A live booking that has sailed shows no AMS closing any more.
    await expect(staff.getByText('AMS Closing:')).toHaveCount(0);
    await staff.getByRole('tab', { name: 'Accounting summary' }).click();
    const payments = staff.getByRole('region', { name: 'Weekly payments' });
    await expect(payments.getByRole('article').filter({ hasText: 'This payment is on hold.' })).toHaveCount(
      1,
    );
    await staff.context().close();
  });

  test('a new tariff of a container line starts at the default 14 days', async ({ browser }) => {
    // Alpina's request PO-ALP-2270 (HMM, In Progress), which its agent edits; nothing is saved.
    const staff = await visitors.page(browser, 'staff');
    const id = await demoRequestId(staff.request, 'PO-ALP-2270');
    await staff.goto(`/booking-requests/${id}`);
    await expect(staff.getByRole('heading', { level: 1, name: /^Booking Request - / })).toBeVisible({
      timeout: 30_000,
    });
    // The request's line shows the tariffs it was agreed with.
    await expect(fact(staff.getByRole('article', { name: 'Cargo line 1' }), 'DEM/DET')).toContainText(
      'Combined free time (HMM-DD-',
    );

    await staff.getByRole('button', { name: 'Edit' }).click();
    const add = staff.getByRole('button', { name: 'Add PLUGIN tariff' }).first();
    await expect(add).toBeVisible({ timeout: 90_000 });
    const before = await staff.getByRole('group', { name: /^PLUGIN tariff \d+$/ }).count();
    await add.click();
    const added = staff.getByRole('group', { name: `PLUGIN tariff ${before + 1}` }).first();
    await expect(added.getByRole('textbox', { name: 'PLUGIN days' })).toHaveValue('14');
    await staff.getByRole('button', { name: 'Cancel' }).click();
    await expect(staff.getByRole('button', { name: 'Edit' })).toBeVisible();
    await staff.context().close();
  });

  test("the requests list shows a request's checklist progress, pinned comments and external reference", async ({
    browser,
  }) => {
    // PO-ALP-2270: its agent (the operations agent, who may see pinned comments) pinned one comment, the checklist
    // has one of its items done and the request came with HMM's booking reference.
    const staff = await visitors.page(browser, 'staff');
    const id = await demoRequestId(staff.request, 'PO-ALP-2270');
    await staff.goto('/bookings?tab=requests');
    const table = staff.getByRole('table', { name: 'Booking requests' });
    await staff.getByRole('textbox', { name: 'Search requests' }).fill('PO-ALP-2270');
    const row = table.getByRole('row').filter({ has: staff.getByRole('link', { name: id }) });
    await expect(row).toHaveCount(1, { timeout: 30_000 });

    await expect(row.getByRole('progressbar', { name: /^Checklist \d+ of \d+ done$/ })).toBeVisible();
    await expect(row.getByRole('img', { name: 'External booking reference HMMBSL2611042' })).toBeVisible();
    await row.getByRole('button', { name: '1 pinned comment' }).click();
    const popover = staff.getByRole('dialog', { name: `Pinned comments of ${id}` });
    await expect(popover).toContainText(
      'Yes, we book now and send the shipping instructions once the invoice is here.',
    );
    await staff.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await staff.context().close();
  });

  test("Quick Search answers 'There is no quote with this ID' and shows codes in their own case", async ({
    browser,
  }) => {
    const customer = await visitors.page(browser, 'customer');
    await customer.goto('/');
    await customer.getByRole('button', { name: 'Quick Search' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Quick Search' });
    const field = dialog.getByRole('textbox', { name: 'Search' });

    // 001 §5 "Quote search by id with no hit: error alert 'There is no quote with this ID'".
    await field.fill(' 999999 ');
    await field.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('There is no quote with this ID');

    // The reference typed in lower case finds the booking, shown as it is written.
    await field.fill('po-alp-2244');
    await field.press('Enter');
    const hits = dialog.getByRole('list', { name: 'Bookings found' });
    await expect(hits).toContainText('Reference: PO-ALP-2244');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await customer.context().close();
  });
});

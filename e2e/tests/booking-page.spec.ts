import type { APIRequestContext, Page } from '@playwright/test';
import { ACTIVITY_TEXT, BOOKING_MESSAGES, type ListAnswer, type TBookingRow } from '@portal/domain';
import { openItem, shot, Visitors, tinyPdf } from '../collab-helpers.ts';
import { DEMO, expect, signIn, test } from '../fixtures.ts';

const RUN = `BP${Date.now().toString(36).toUpperCase()}`;
const visitors = new Visitors();

/** A demo booking's file number by its reference (seed/bookings/plan.ts), as the signed-in visitor lists it. */
async function demoBookingId(
  request: APIRequestContext,
  reference: string,
  query: { category: 'Export' | 'Import'; tab?: string },
): Promise<string> {
  const params = new URLSearchParams({ category: query.category, tab: query.tab ?? 'active', q: reference });
  const list = await request.get(`/api/bookings?${params}`);
  expect(list.ok(), await list.text()).toBeTruthy();
  const row = ((await list.json()) as ListAnswer<TBookingRow>).data.find(
    (r) => r.customerReference === reference,
  );
  expect(row, `demo booking ${reference}`).toBeTruthy();
  return row!.id;
}

test.describe.configure({ mode: 'serial' });

test.describe('The booking page (issue 11 part 3)', () => {
  // Alpina's import at sea (HMM; the customer does not watch it yet), an export that sailed (HSG) and Rhône's
  // pending-payment export (HSG): the operations agent may see all three carriers.
  const ids = { imported: '', sailed: '', pending: '' };

  test.beforeAll(async ({ browser }) => {
    await visitors.signInAll(browser);
    const staff = await visitors.page(browser, 'staff');
    ids.imported = await demoBookingId(staff.request, 'IMP-ALP-0418', { category: 'Import' });
    ids.sailed = await demoBookingId(staff.request, 'PO-ALP-2244', { category: 'Export' });
    ids.pending = await demoBookingId(staff.request, 'RV-BR-0832', {
      category: 'Export',
      tab: 'pending-payment',
    });
    await staff.context().close();
  });

  test('a customer watches the booking', async ({ browser }) => {
    const customer = await visitors.page(browser, 'customer');
    await customer.goto(`/bookings/${ids.imported}`);
    await expect(customer.getByRole('heading', { level: 1, name: 'HMM' })).toBeVisible({ timeout: 30_000 });
    await expect(customer.getByText(`File No. ${ids.imported}`)).toBeVisible();
    await expect(customer.getByRole('link', { name: 'Active' })).toHaveAttribute('href', '/bookings');
    // Customers have no accounting summary and no staff actions.
    await expect(customer.getByRole('tab', { name: 'Accounting summary' })).toHaveCount(0);
    await expect(customer.getByRole('button', { name: 'Archive' })).toHaveCount(0);
    await expect(customer.getByText(ACTIVITY_TEXT.checklistHint)).toBeVisible();

    await customer.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(customer.getByText(BOOKING_MESSAGES.watchAdded)).toBeVisible();
    await expect(customer.getByRole('list', { name: 'Watchers' })).toContainText('Anna Keller');
    await expect(customer.getByRole('button', { name: 'Stop watching' })).toBeVisible();
    await shot(customer, 'booking-customer-desktop');
    await customer.context().close();
  });

  test('a customer uploads a document on a checklist item', async ({ browser }) => {
    const customer = await visitors.page(browser, 'customer');
    await customer.goto(`/bookings/${ids.imported}`);
    const item = await openItem(customer, 'Other');
    await item
      .getByRole('button', { name: `Documents: ${ACTIVITY_TEXT.dropZone}` })
      // The file input sits beside its zone (a control inside a role=button would nest one in the other).
      .locator('xpath=../input[@type="file"]')
      .setInputFiles({
        name: `${RUN}-packing-list.pdf`,
        mimeType: 'application/pdf',
        buffer: tinyPdf('Packing list'),
      });
    await expect(item.getByRole('list', { name: 'Documents of Other' })).toContainText(`${RUN}-packing-list`);
    await customer.context().close();
  });

  test('a customer answers the land-transport card once', async ({ browser }) => {
    const customer = await visitors.page(browser, 'customer');
    await customer.goto(`/bookings/${ids.imported}`);
    await expect(customer.getByRole('heading', { level: 1, name: 'HMM' })).toBeVisible({ timeout: 30_000 });
    const card = customer.getByRole('complementary', { name: 'Land transport' });
    await expect(card).toHaveCount(0);
    await customer.mouse.wheel(0, 600);
    await expect(card).toBeVisible();
    await shot(customer, 'booking-customer-land-transport', false);
    await card.getByRole('button', { name: 'No', exact: true }).click();
    await expect(card).toBeHidden();
    await customer.reload();
    await customer.mouse.wheel(0, 600);
    await expect(customer.getByRole('heading', { level: 1, name: 'HMM' })).toBeVisible({ timeout: 30_000 });
    await customer.waitForTimeout(500);
    await expect(card).toHaveCount(0);
    await customer.context().close();
  });

  test('the booking page on a phone (customer)', async ({ browser }) => {
    const customer = await visitors.page(browser, 'customer', 390);
    await customer.goto(`/bookings/${ids.imported}`);
    await expect(customer.getByRole('heading', { level: 1, name: 'HMM' })).toBeVisible({ timeout: 30_000 });
    // The side panel sits below the booking; a button takes the user there.
    const toPanel = customer.getByRole('button', { name: /^Checklist/ }).last();
    await expect(toPanel).toBeVisible();
    await shot(customer, 'booking-customer-phone');
    await customer.context().close();
  });

  test('staff archive and restore a booking', async ({ browser }) => {
    const staff = await visitors.page(browser, 'staff');
    await staff.goto(`/bookings/${ids.sailed}`);
    await expect(staff.getByRole('heading', { level: 1, name: 'HSG' })).toBeVisible({ timeout: 30_000 });
    await expect(staff.getByRole('tab', { name: 'Accounting summary' })).toBeVisible();
    await shot(staff, 'booking-staff-desktop');

    await staff.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(staff.getByRole('button', { name: 'Restore', exact: true })).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Archived' })).toHaveAttribute(
      'href',
      '/bookings?tab=archived',
    );
    await staff.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(staff.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
    await expect(staff.getByRole('link', { name: 'Active' })).toHaveAttribute('href', '/bookings');

    // The accounting summary shows the booking's weekly payment cards (e2e/tests/payments.spec.ts goes through them).
    await staff.getByRole('tab', { name: 'Accounting summary' }).click();
    await expect(staff.getByRole('region', { name: 'Weekly payments' })).toBeVisible();
    await staff.context().close();
  });

  test('staff choose a tag on the booking page and take it off on its card (issue 21 part 5)', async ({
    browser,
  }) => {
    const staff = await visitors.page(browser, 'staff');
    await staff.goto(`/bookings/${ids.sailed}`);
    const tags = staff.getByRole('region', { name: 'Tags' });
    await tags.getByRole('combobox', { name: 'Select tags' }).click();
    await staff.getByRole('option', { name: 'Customs hold' }).click();
    await expect(staff.getByText('The tag has been selected.')).toBeVisible();
    await staff.keyboard.press('Escape');
    await expect(tags.getByText('Customs hold')).toBeVisible();

    await staff.goto(`/bookings?q=PO-ALP-2244`);
    await staff.getByRole('button', { name: 'Change tags' }).first().click();
    const dialog = staff.getByRole('dialog', { name: `Tags of booking ${ids.sailed}` });
    await dialog.getByRole('combobox', { name: 'Select tags' }).click();
    await staff.getByRole('option', { name: 'Customs hold' }).click();
    await expect(staff.getByText('The tag has been deselected.')).toBeVisible();
    await staff.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(staff.getByRole('button', { name: 'Add tags' }).first()).toBeVisible();
    await staff.context().close();
  });

  test('staff put a pending-payment booking in dispute', async ({ browser }) => {
    const staff = await visitors.page(browser, 'staff');
    await staff.goto(`/bookings/${ids.pending}`);
    await expect(staff.getByRole('heading', { level: 1, name: 'HSG' })).toBeVisible({ timeout: 30_000 });
    await expect(staff.getByRole('link', { name: 'Pending Payment' })).toHaveAttribute(
      'href',
      '/bookings?tab=pending-payment',
    );
    await staff.getByRole('button', { name: 'Dispute', exact: true }).click();
    const disputed = staff.getByRole('button', { name: BOOKING_MESSAGES.inDispute, exact: true });
    await expect(disputed).toBeVisible();
    await expect(disputed).toBeDisabled();
    await shot(staff, 'booking-staff-dispute-desktop', false);
    await staff.context().close();
  });

  test("accounting staff have the side panel's Accounting tab", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'consent', value: 'true', url: test.info().project.use.baseURL! }]);
    const accounting = await context.newPage();
    await signIn(accounting, 'thomas.huber@freight-portal.local');
    await accounting.goto(`/bookings/${ids.pending}`);
    await expect(accounting.getByRole('heading', { level: 1, name: 'HSG' })).toBeVisible({ timeout: 30_000 });
    // Thomas Huber is this booking's agent: he assigns users instead of watching.
    await expect(accounting.getByRole('button', { name: 'Watch', exact: true })).toHaveCount(0);
    const panel = accounting.getByRole('region', { name: 'Booking checklist' });
    await panel.getByRole('tab', { name: 'Accounting' }).click();
    await expect(panel.getByRole('region', { name: 'Weekly payments' })).toBeVisible();
    await shot(accounting, 'booking-accounting-desktop', false);
    await context.close();
  });

  test('staff assign the booking agent and the contact person, who then watch the booking', async ({
    browser,
  }) => {
    // Alpina's arrived import (IMP-ALP-0409): no agent yet, nobody watches it.
    const shots = async (page: Page, name: string) => {
      await page.screenshot({ path: `/tmp/shots-assign/${name}.png` });
      await shot(page, name, false);
    };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'consent', value: 'true', url: test.info().project.use.baseURL! }]);
    const admin = await context.newPage();
    await signIn(admin, DEMO.superadmin);
    const id = await demoBookingId(admin.request, 'IMP-ALP-0409', { category: 'Import' });
    await admin.goto(`/bookings/${id}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'HMM' })).toBeVisible({ timeout: 30_000 });
    // Sabine Meier is not the booking's agent: she may watch it, and as staff she assigns users too.
    await expect(admin.getByRole('button', { name: 'Watch', exact: true })).toBeVisible();
    await admin.getByRole('button', { name: 'Assign users' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Assign users' });
    await dialog.getByRole('combobox', { name: 'Booking agent' }).click();
    await admin.getByRole('option', { name: 'Luca Rossi' }).click();
    await dialog.getByRole('combobox', { name: 'Contact person' }).click();
    // The contact person is one of Alpina's people only.
    await expect(admin.getByRole('option', { name: 'Jonas Petersen' })).toHaveCount(0);
    await admin.getByRole('option', { name: 'Anna Keller' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Booking agent' })).toHaveValue('Luca Rossi');
    await shots(admin, 'assign-users-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText(BOOKING_MESSAGES.assignSaved)).toBeVisible();
    await expect(dialog).toBeHidden();
    const watchers = admin.getByRole('list', { name: 'Watchers' });
    await expect(watchers).toContainText('Luca Rossi');
    await expect(watchers).toContainText('Anna Keller');
    await shots(admin, 'assign-users-saved-desktop');

    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.getByRole('button', { name: 'Assign users' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Contact person' })).toHaveValue('Anna Keller');
    await expect(dialog.getByRole('combobox', { name: 'Booking agent' })).toHaveValue('Luca Rossi');
    await shots(admin, 'assign-users-phone');
    await dialog.getByRole('combobox', { name: 'Booking agent' }).click();
    await expect(admin.getByRole('option', { name: 'Olivia Frei' })).toBeVisible();
    await shots(admin, 'assign-users-phone-list');
    await admin.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await context.close();
  });

  test('the print without costs leaves the freight out', async ({ browser }) => {
    const staff = await visitors.page(browser, 'staff');
    // The browser's print dialog is not opened in a journey: the call is counted instead.
    await staff.addInitScript({
      content:
        'window.print = () => { document.body.dataset.printed = String(Number(document.body.dataset.printed ?? 0) + 1); };',
    });
    await staff.goto(`/bookings/${ids.sailed}`);
    await expect(staff.getByRole('heading', { level: 1, name: 'HSG' })).toBeVisible({ timeout: 30_000 });
    await staff.getByRole('button', { name: 'Print' }).click();
    await staff.getByRole('menuitem', { name: 'Print without costs' }).click();
    await expect(staff.locator('body')).toHaveAttribute('data-printed', '1');
    await staff.emulateMedia({ media: 'print' });
    const paper = staff.getByRole('article', { name: 'Print without costs' });
    await expect(paper).toBeVisible();
    await expect(paper).toContainText(`File No. ${ids.sailed}`);
    await expect(paper).not.toContainText('Freight details');
    await shot(staff, 'booking-print-without-costs');
    await staff.emulateMedia({ media: 'screen' });
    await staff.getByRole('button', { name: 'Print' }).click();
    await staff.getByRole('menuitem', { name: 'Print with cost' }).click();
    await staff.emulateMedia({ media: 'print' });
    await expect(staff.getByRole('article', { name: 'Print with cost' })).toContainText('Freight details');
    await shot(staff, 'booking-print-with-cost');
    await staff.context().close();
  });

  test('the booking page on a phone (staff), and the print and e-mail dialogs', async ({ browser }) => {
    const staff = await visitors.page(browser, 'staff', 390);
    await staff.goto(`/bookings/${ids.sailed}`);
    await expect(staff.getByRole('heading', { level: 1, name: 'HSG' })).toBeVisible({ timeout: 30_000 });
    await shot(staff, 'booking-staff-phone');
    await staff.getByRole('button', { name: 'Send semi-automatic e-mail' }).click();
    const mail = staff.getByRole('dialog', { name: 'Send semi-automatic e-mail' });
    await expect(mail.getByRole('textbox', { name: 'Subject' })).toHaveValue(new RegExp(ids.sailed));
    await mail.getByRole('button', { name: 'Send' }).click();
    await expect(
      mail.getByText('Invalid email address').or(mail.locator('.Mui-error').first()),
    ).toBeVisible();
    await mail.getByRole('textbox', { name: 'To' }).fill('agent.newark@example.com');
    await shot(staff, 'booking-staff-email-phone', false);
    await mail.getByRole('button', { name: 'Send' }).click();
    await expect(staff.getByText(BOOKING_MESSAGES.emailSent)).toBeVisible();
    await staff.context().close();
  });
});

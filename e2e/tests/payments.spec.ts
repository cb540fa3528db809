import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  PAYMENT_MESSAGES,
  shiftPayDate,
  type TPaymentConfirmationAnswer,
  type TTasksAnswer,
  type TWeeklyPayment,
  type TWeeklyPaymentDetail,
  type TWeeklyPaymentsAnswer,
} from '@portal/domain';
import { shot, tinyPdf } from '../collab-helpers.ts';
import { expect as baseExpect, signIn, test } from '../fixtures.ts';

// On a busy machine the screen can take longer than the default to arrive after a navigation.
const expect = baseExpect.configure({ timeout: 25_000 });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The accounting member (the Carrier Payments team): manage:payment:any and send:payment-confirmation:any. */
const ACCOUNTING = 'thomas.huber@freight-portal.local';
const PHONE = 390;
let accounting: StorageState;

async function pageAs(browser: Browser, width = 1440): Promise<Page> {
  const context = await browser.newContext({
    storageState: accounting,
    viewport: { width, height: width < 600 ? 844 : 900 },
  });
  await context.addCookies([{ name: 'consent', value: 'true', url: test.info().project.use.baseURL! }]);
  return context.newPage();
}

/** In Progress payments without a hold, as the API lists them (pay date ascending). */
async function openPayments(page: Page): Promise<TWeeklyPayment[]> {
  const response = await page.request.get(
    '/api/weekly-payments?status=IN_PROGRESS&platformStatus=NONE&perPage=50',
  );
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as TWeeklyPaymentsAnswer).data;
}

async function paymentOf(page: Page, reference: string): Promise<TWeeklyPaymentDetail> {
  const response = await page.request.get(`/api/weekly-payments/${encodeURIComponent(reference)}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as TWeeklyPaymentDetail;
}

/** The booking page's accounting summary with its weekly payment cards. */
async function openAccountingSummary(page: Page, bookingId: string): Promise<Locator> {
  await page.goto(`/bookings/${bookingId}`);
  await page.getByRole('tab', { name: 'Accounting summary' }).click();
  // The summary's cards come first (the side panel's Accounting tab may show them too).
  const section = page.getByRole('region', { name: 'Weekly payments' }).first();
  await expect(section).toBeVisible();
  return section;
}

let approved: TWeeklyPayment;
let postponed: TWeeklyPayment;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ACCOUNTING);
  accounting = await context.storageState();
  const open = await openPayments(page);
  expect(open.length, 'the demo data has two open payments').toBeGreaterThanOrEqual(2);
  approved = open[0]!;
  postponed = open.find((p) => p.bookingId !== approved.bookingId) ?? open[1]!;
  await context.close();
});

test('an accounting member approves a payment’s document, then the payment', async ({ browser }) => {
  const page = await pageAs(browser);
  const section = await openAccountingSummary(page, approved.bookingId);
  const card = section.getByRole('article', { name: `Payment ${approved.reference}` });
  await expect(card).toBeVisible();

  // A new invoice awaits review: the payment cannot be approved before it is.
  await card.locator('input[type="file"]').setInputFiles({
    name: 'carrier-invoice-e2e.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf('Carrier invoice E2E'),
  });
  // The server names the stored file with its upload time.
  const document = card.getByRole('listitem', { name: /^carrier-invoice-e2e/ });
  await expect(document).toBeVisible();
  const approve = card.getByRole('button', { name: 'Approve Payment' });
  await expect(approve).toBeDisabled();
  await expect(card.getByLabel(PAYMENT_MESSAGES.allFilesApprovedFirst)).toBeVisible();
  await shot(page, 'payments-booking-cards');

  // Approve every document still awaiting review (the new one and any the demo data left open).
  const reviewButtons = card.getByRole('button', { name: 'Approve', exact: true });
  while ((await reviewButtons.count()) > 0) {
    await reviewButtons.first().click();
    const dialog = page.getByRole('dialog', { name: 'Approve document' });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(document.getByText('Approved')).toBeVisible();

  await expect(approve).toBeEnabled();
  await approve.click();
  const confirm = page.getByRole('dialog', { name: 'Approve payment' });
  await expect(confirm).toContainText(approved.reference);
  // The dialog's fade-in done, so the picture shows it and not its way in.
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
  await shot(page, 'payments-approval-confirmation', false);
  await confirm.getByRole('button', { name: 'Approve Payment' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Revert Approval' })).toBeVisible();
  expect((await paymentOf(page, approved.reference)).status).toBe('BLOCKED');
  await page.context().close();
});

test('postpones another payment by a week on /weekly-payment', async ({ browser }) => {
  const page = await pageAs(browser);
  const before = await paymentOf(page, postponed.reference);
  await page.goto(
    `/weekly-payment?currency=${before.currency}&payDate=${before.payDate}&status=IN_PROGRESS&platformStatus=&commissionStatus=&perPage=50`,
  );
  const table = page.getByRole('table', { name: 'Weekly payments' });
  const row = table.locator(`tr[data-reference="${before.reference}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('checkbox', { name: `Select payment ${before.reference}` }).check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await shot(page, 'payments-weekly-selected');
  await page.getByRole('button', { name: 'Postpone 1 payment' }).click();
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/weeklyPayment' && r.request().method() === 'POST',
  );
  await page.getByRole('menuitem', { name: '1 Week Later' }).click();
  const response = await answer;
  expect(response.ok(), await response.text()).toBeTruthy();
  expect(response.request().postDataJSON()).toEqual([
    {
      action: 'Move',
      recId: before.recId,
      reference: before.reference,
      payDate: shiftPayDate(before.payDate, 7),
    },
  ]);
  // The list is of the old pay date: the payment leaves it.
  await expect(row).toHaveCount(0);
  expect((await paymentOf(page, before.reference)).payDate).toBe(shiftPayDate(before.payDate, 7));
  await page.context().close();
});

test('sends a payment confirmation, which waits in the outbox', async ({ browser }) => {
  const page = await pageAs(browser);
  const to = `payments-e2e-${Date.now()}@example.com`;
  const section = await openAccountingSummary(page, approved.bookingId);
  await section.getByRole('button', { name: 'Send payment confirmation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send payment confirmation' });
  await expect(dialog.getByRole('combobox', { name: 'Port' })).not.toHaveText(/^\s*$/);
  const contact = dialog.getByRole('combobox', { name: 'Contact to' });
  await contact.fill('not-an-address');
  await contact.press('Enter');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Enter an e-mail address such as name@company.com.')).toBeVisible();
  // The chip's delete key takes the wrong address off.
  await dialog.getByRole('button', { name: 'not-an-address' }).press('Delete');
  await expect(dialog.getByRole('button', { name: 'not-an-address' })).toHaveCount(0);
  // Only our address: the configured contacts the port brought are taken off (Backspace takes the last chip).
  const chips = contact.locator('xpath=..').getByRole('button');
  while ((await chips.count()) > 0) await contact.press('Backspace');
  await contact.fill(to);
  await contact.press('Enter');
  const bcc = dialog.getByRole('combobox', { name: 'Bcc' });
  await bcc.fill(`copy-${to}`);
  await bcc.press('Enter');
  await dialog.getByRole('textbox', { name: 'Text' }).fill('Paid with thanks.');
  await shot(page, 'payments-confirmation-dialog', false);
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/paymentConfirmation' && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send' }).click();
  const body = (await (await answer).json()) as TPaymentConfirmationAnswer;
  expect(body.success?.message).toBeTruthy();
  await expect(page.getByText(body.success!.message)).toBeVisible();
  await expect(dialog).toBeHidden();

  // One outbox mail to the To and Cc addresses together, and one to each Bcc address alone.
  const email = body.emails[0]!;
  expect(email.to).toEqual([to]);
  const mailboxOf = async (address: string) => {
    const mailbox = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(address)}`);
    expect(mailbox.ok(), await mailbox.text()).toBeTruthy();
    return ((await mailbox.json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject);
  };
  await expect.poll(() => mailboxOf(`copy-${to}`)).toContain(email.subject);
  if (email.cc.length === 0) await expect.poll(() => mailboxOf(to)).toContain(email.subject);
  await page.context().close();
});

test('postpones a payment from its row on My Day', async ({ browser }) => {
  const page = await pageAs(browser);
  // A payment in progress (on hold or not: both can be moved) whose approval task My Day lists on its pay date.
  const used = [approved.reference, postponed.reference];
  let task: TTasksAnswer['data'][number] | undefined;
  const inProgress = await page.request.get('/api/weekly-payments?status=IN_PROGRESS&perPage=50');
  const candidates = ((await inProgress.json()) as TWeeklyPaymentsAnswer).data;
  for (const open of candidates.filter((p) => !used.includes(p.reference))) {
    const listed = await page.request.get(
      `/api/tasks?category=accounting&assignee=all&clientTasks=false&page=1&perPage=50&payDate=${open.payDate}`,
    );
    expect(listed.ok(), await listed.text()).toBeTruthy();
    task = ((await listed.json()) as TTasksAnswer).data.find(
      (t) => t.type === 'PAYMENT_APPROVAL' && t.reference === open.reference,
    );
    if (task) break;
  }
  expect(task, 'the demo data has an open payment approval').toBeTruthy();
  const before = await paymentOf(page, task!.reference!);
  await page.goto(`/my-day?category=accounting&assignee=all&payDate=${before.payDate}`);
  const menu = page.getByRole('button', {
    name: `Postpone payment ${before.reference} of ${before.bookingId}`,
  });
  await menu.click();
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/weeklyPayment' && r.request().method() === 'POST',
  );
  await page.getByRole('menuitem', { name: '2 Weeks Later' }).click();
  expect((await answer).ok()).toBeTruthy();
  expect((await paymentOf(page, before.reference)).payDate).toBe(shiftPayDate(before.payDate, 14));
  // The task follows its payment's new pay date: it leaves the list of the old one.
  await expect(menu).toHaveCount(0);
  await page.context().close();
});

test('pictures of the payments screens on desktop and a phone', async ({ browser }) => {
  test.skip(process.env.SCREENSHOTS !== '1', 'SCREENSHOTS=1 takes them');
  for (const width of [1440, PHONE]) {
    const page = await pageAs(browser, width);
    const suffix = width === PHONE ? '-phone' : '';
    await page.goto('/weekly-payment?payDate=&platformStatus=&commissionStatus=');
    // A table on a desktop, cards on a phone.
    await expect(
      page.getByRole(width === PHONE ? 'list' : 'table', { name: 'Weekly payments' }),
    ).toBeVisible();
    await shot(page, `payments-weekly${suffix}`);
    await page.goto('/weekly-payment?currency=CHF&payDate=2001-01-01');
    await expect(page.getByText(PAYMENT_MESSAGES.emptyPayments)).toBeVisible();
    await shot(page, `payments-weekly-empty${suffix}`);
    await page.goto('/commissions?status=');
    await expect(page.getByRole('region', { name: 'Commissions' })).toBeVisible();
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await shot(page, `payments-commissions${suffix}`);
    const section = await openAccountingSummary(page, approved.bookingId);
    await expect(section.getByRole('article').first()).toBeVisible();
    await shot(page, `payments-booking${suffix}`);
    await section.getByRole('button', { name: 'Send payment confirmation' }).click();
    await expect(page.getByRole('dialog', { name: 'Send payment confirmation' })).toBeVisible();
    await shot(page, `payments-confirmation${suffix}`, false);
    await page.context().close();
  }
});

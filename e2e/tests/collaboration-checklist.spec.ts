import { ACTIVITY_TEXT, CHECKLIST_MESSAGES, DOCUMENT_MESSAGES } from '@portal/domain';
import { Visitors, createRequest, openItem, shot, SHOTS, takeRequest, tinyPdf } from '../collab-helpers.ts';
import { expect, test } from '../fixtures.ts';

const RUN = `CL${Date.now().toString(36).toUpperCase()}`;
const visitors = new Visitors();
let requestId = '';

test.describe.configure({ mode: 'serial' });

test.describe('Checklist and documents on a booking request (issue 10 parts 2 and 3)', () => {
  test.beforeAll(async ({ browser }) => {
    await visitors.signInAll(browser);
    const customer = await visitors.page(browser, 'customer');
    requestId = await createRequest(customer, `${RUN}-1`);
    await customer.context().close();
    const staff = await visitors.page(browser, 'staff');
    await takeRequest(staff, requestId);
    await staff.context().close();
  });

  test('staff check the B/L stages in order; each shows who checked it', async ({ browser }) => {
    test.setTimeout(300_000);
    const staff = await visitors.page(browser, 'staff');
    await staff.goto(`/booking-requests/${requestId}`);
    await expect(staff.getByText(ACTIVITY_TEXT.checklistHint)).toBeVisible({ timeout: 30_000 });
    const bl = await openItem(staff, 'B/L');
    const stages = bl.getByRole('list', { name: 'Stages' });
    const stage = (name: string) => stages.getByRole('checkbox', { name: new RegExp(`^${name}`) });

    await expect(stage('B/L draft sent')).toBeDisabled();
    await stage('B/L draft create').click();
    await expect(stage('B/L draft create')).toBeChecked();
    await expect(stages.getByRole('listitem').first()).toContainText('Olivia Frei');
    await expect(stage('B/L draft sent')).toBeEnabled();
    await stage('B/L draft sent').click();
    await expect(stage('B/L draft sent')).toBeChecked();
    // The first stage stays until the second is unchecked.
    await expect(stage('B/L draft create')).toBeDisabled();
    // The log records each check (live), naming the stage.
    const log = staff.getByRole('list', { name: 'Activity' });
    await expect(
      log.getByRole('listitem').filter({ hasText: /checked B\/L draft create of B\/L/ }),
    ).toBeVisible();
    await expect(
      log.getByRole('listitem').filter({ hasText: /checked B\/L draft sent of B\/L/ }),
    ).toBeVisible();

    // Checking an item is at once; unchecking asks the spec's question.
    const gateIn = staff.getByRole('checkbox', { name: 'Check Gate in' });
    await gateIn.click();
    await staff.getByRole('checkbox', { name: 'Uncheck Gate in' }).click();
    await expect(staff.getByRole('dialog')).toContainText(CHECKLIST_MESSAGES.uncheckQuestion);
    await shot(staff, 'checklist-uncheck-desktop', false);
    await staff.getByRole('dialog').getByRole('button', { name: 'Uncheck' }).click();
    await expect(staff.getByRole('checkbox', { name: 'Check Gate in' })).not.toBeChecked();
    await shot(staff, 'checklist-staff-desktop');

    if (SHOTS) {
      const phone = await visitors.page(browser, 'staff', 390);
      await phone.goto(`/booking-requests/${requestId}`);
      const row = await openItem(phone, 'B/L');
      await row.scrollIntoViewIfNeeded();
      await shot(phone, 'checklist-staff-phone', false);
      await phone.context().close();
    }
    await staff.context().close();
  });

  test('a customer uploads a B/L copy and marks the action completed', async ({ browser }) => {
    test.setTimeout(300_000);
    const customer = await visitors.page(browser, 'customer');
    await customer.goto(`/booking-requests/${requestId}`);
    const bl = await openItem(customer, 'B/L');
    // Customers see states, not controls, of staff's work.
    await expect(customer.getByRole('checkbox', { name: /^Check / })).toHaveCount(0);
    await bl
      .getByRole('button', { name: `Documents: ${ACTIVITY_TEXT.dropZone}` })
      // The file input sits beside its zone (a control inside a role=button would nest one in the other).
      .locator('xpath=../input[@type="file"]')
      .setInputFiles({
        name: `${RUN}-bl-copy.pdf`,
        mimeType: 'application/pdf',
        buffer: tinyPdf('B/L copy'),
      });
    await expect(bl.getByRole('list', { name: 'Documents of B/L' })).toContainText(`${RUN}-bl-copy`);

    await bl.getByRole('button', { name: ACTIVITY_TEXT.completed, exact: true }).click();
    await expect(bl.getByRole('button', { name: ACTIVITY_TEXT.undoCompleted })).toBeVisible();
    await shot(customer, 'checklist-customer-desktop');
    if (SHOTS) {
      const phone = await visitors.page(browser, 'customer', 390);
      await phone.goto(`/booking-requests/${requestId}`);
      const row = await openItem(phone, 'B/L');
      await row.scrollIntoViewIfNeeded();
      await shot(phone, 'checklist-customer-phone', false);
      await phone.context().close();
    }
    await customer.context().close();
  });

  test('staff approve one document and request an amendment of another', async ({ browser }) => {
    test.setTimeout(300_000);
    const customer = await visitors.page(browser, 'customer');
    const uploaded = await customer.request.post(`/api/booking-requests/${requestId}/documents`, {
      multipart: {
        checklistItemId: 'B_L',
        isInternal: 'false',
        file: { name: `${RUN}-bl-second.pdf`, mimeType: 'application/pdf', buffer: tinyPdf('Second') },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);

    const staff = await visitors.page(browser, 'staff');
    await staff.goto(`/booking-requests/${requestId}`);
    const bl = await openItem(staff, 'B/L');
    const docs = bl.getByRole('list', { name: 'Client documents of B/L' });
    const first = docs.getByRole('listitem').filter({ hasText: `${RUN}-bl-copy` });
    const second = docs.getByRole('listitem').filter({ hasText: `${RUN}-bl-second` });
    await expect(second).toBeVisible();

    await first.getByRole('button', { name: 'Approve' }).click();
    const approve = staff.getByRole('dialog', { name: 'Approve document' });
    await shot(staff, 'review-approve-desktop', false);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(first.getByText(ACTIVITY_TEXT.approved, { exact: true })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Undo' })).toBeVisible();

    await second.getByRole('button', { name: 'Request amendment' }).click();
    const amend = staff.getByRole('dialog', { name: 'Request amendment' });
    await amend.getByRole('button', { name: 'Request amendment' }).click();
    await expect(amend.getByText(DOCUMENT_MESSAGES.reasonRequired)).toBeVisible();
    await amend.getByPlaceholder(ACTIVITY_TEXT.revisionPlaceholder).fill('The consignee address is missing.');
    await shot(staff, 'review-amend-desktop', false);
    await amend.getByRole('button', { name: 'Request amendment' }).click();
    await expect(amend).toBeHidden();
    await expect(second.getByText(ACTIVITY_TEXT.revisionNeeded, { exact: true })).toBeVisible();

    // The customer's open page: the latest document with its status, the older one behind 'Show more'.
    await customer.goto(`/booking-requests/${requestId}`);
    const mine = await openItem(customer, 'B/L');
    await expect(mine.getByText(ACTIVITY_TEXT.revisionNeeded, { exact: true })).toBeVisible();
    await mine.getByRole('button', { name: 'Show more' }).click();
    await expect(mine.getByText(ACTIVITY_TEXT.approved, { exact: true })).toBeVisible();

    if (SHOTS) {
      const phone = await visitors.page(browser, 'staff', 390);
      await phone.goto(`/booking-requests/${requestId}`);
      const row = await openItem(phone, 'B/L');
      await row
        .getByRole('listitem')
        .filter({ hasText: `${RUN}-bl-second` })
        .getByRole('button', { name: 'Undo' })
        .click();
      await expect(phone.getByRole('dialog', { name: 'Undo review' })).toBeVisible();
      await shot(phone, 'review-undo-phone', false);
      await phone.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await row
        .getByRole('listitem')
        .filter({ hasText: `${RUN}-bl-second` })
        .getByRole('button', { name: 'Undo' })
        .click();
      await phone.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
      await row
        .getByRole('listitem')
        .filter({ hasText: `${RUN}-bl-second` })
        .getByRole('button', { name: 'Request amendment' })
        .click();
      await expect(phone.getByRole('dialog', { name: 'Request amendment' })).toBeVisible();
      await shot(phone, 'review-amend-phone', false);
      await phone.context().close();
    }
    await customer.context().close();
    await staff.context().close();
  });
});

import { ACTIVITY_MESSAGES, ACTIVITY_TEXT } from '@portal/domain';
import { Visitors, createRequest, shot, SHOTS, takeRequest } from '../collab-helpers.ts';
import { expect, test } from '../fixtures.ts';

const RUN = `AL${Date.now().toString(36).toUpperCase()}`;
const visitors = new Visitors();
let requestId = '';

test.describe.configure({ mode: 'serial' });

test.describe('Activity log on a booking request (issue 10 part 1)', () => {
  test.beforeAll(async ({ browser }) => {
    await visitors.signInAll(browser);
    const customer = await visitors.page(browser, 'customer');
    requestId = await createRequest(customer, `${RUN}-1`);
    await customer.context().close();
    const staff = await visitors.page(browser, 'staff');
    await takeRequest(staff, requestId);
    await staff.context().close();
  });

  test('a customer comments mentioning the agent; the agent sees it live', async ({ browser }) => {
    test.setTimeout(300_000);
    const staff = await visitors.page(browser, 'staff');
    await staff.goto(`/booking-requests/${requestId}`);
    const staffLog = staff.getByRole('list', { name: 'Activity' });
    await expect(staff.getByRole('textbox', { name: 'Write a comment' })).toBeVisible({ timeout: 30_000 });

    const customer = await visitors.page(browser, 'customer');
    await customer.goto(`/booking-requests/${requestId}`);
    const input = customer.getByRole('textbox', { name: 'Write a comment' });
    await expect(input).toBeVisible({ timeout: 30_000 });
    await expect(customer.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(customer.getByRole('checkbox', { name: ACTIVITY_TEXT.sharePublicly })).toHaveCount(0);

    await input.fill('Can you confirm the cut-off, @Oli');
    const list = customer.getByRole('listbox', { name: 'Mention' });
    // A customer's list holds the assigned agent only.
    await expect(list.getByRole('option')).toHaveCount(1);
    await list.getByRole('option', { name: /Olivia Frei/ }).click();
    await expect(input).toHaveValue('Can you confirm the cut-off, @Olivia Frei ');
    await input.press('Control+Enter');
    const mine = customer.getByRole('list', { name: 'Activity' }).getByRole('listitem', { name: 'Comment' });
    await expect(mine.filter({ hasText: 'Can you confirm the cut-off' })).toBeVisible();
    await expect(input).toHaveValue('');

    // Live: the agent's open page shows it without a reload, the mention set apart.
    const arrived = staffLog.getByRole('listitem').filter({ hasText: 'Can you confirm the cut-off' });
    await expect(arrived).toBeVisible();
    await expect(arrived.getByText('@Olivia Frei')).toBeVisible();
    await shot(customer, 'activity-log-customer-desktop');

    if (SHOTS) {
      const phone = await visitors.page(browser, 'customer', 390);
      await phone.goto(`/booking-requests/${requestId}`);
      await phone.getByRole('textbox', { name: 'Write a comment' }).scrollIntoViewIfNeeded();
      await shot(phone, 'activity-log-customer-phone', false);
      await phone.context().close();
    }
    await customer.context().close();
    await staff.context().close();
  });

  test('staff pin two comments; the third pin is refused with the limit message', async ({ browser }) => {
    test.setTimeout(300_000);
    const staff = await visitors.page(browser, 'staff');
    for (const text of ['Pin one: cut-off Friday', 'Pin two: VGM by the client', 'Pin three: too many']) {
      const posted = await staff.request.post(`/api/booking-requests/${requestId}/activity`, {
        data: { comment: text, sharePublicly: true },
      });
      expect(posted.status(), await posted.text()).toBe(201);
    }
    await staff.goto(`/booking-requests/${requestId}`);
    const log = staff.getByRole('list', { name: 'Activity' });
    const entry = (text: string) => log.getByRole('listitem').filter({ hasText: text });
    await expect(entry('Pin three')).toBeVisible({ timeout: 30_000 });

    await entry('Pin one').getByRole('button', { name: 'Pin comment' }).click();
    await expect(staff.getByText(ACTIVITY_MESSAGES.pinned)).toBeVisible();
    await entry('Pin two').getByRole('button', { name: 'Pin comment' }).click();
    await expect(entry('Pin two').getByRole('button', { name: 'Unpin comment' })).toBeVisible();

    // The third: the control is closed and says why; the server refuses it too.
    const third = entry('Pin three').getByRole('button', { name: 'Pin comment' });
    await expect(third).toBeDisabled();
    await third.locator('..').hover();
    // The previous pin's tooltip may still be closing: find the one with the limit's words.
    await expect(staff.getByRole('tooltip').filter({ hasText: ACTIVITY_MESSAGES.pinLimit })).toBeVisible();
    const page = (await (
      await staff.request.get(`/api/booking-requests/${requestId}/activity?showActivity=false`)
    ).json()) as { items: { id: string; comment: string | null }[] };
    const thirdId = page.items.find((i) => i.comment?.startsWith('Pin three'))!.id;
    const refused = await staff.request.put(`/api/booking-requests/${requestId}/activity/${thirdId}/pin`, {
      data: { pinned: true },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(ACTIVITY_MESSAGES.pinLimit);

    // The pinned comments show above the page; a click there focuses the comment in the log.
    const pinned = staff.getByRole('region', { name: 'Pinned comments' });
    await expect(pinned.getByRole('button')).toHaveCount(2);
    await pinned.getByRole('button', { name: /Pin one/ }).click();
    await expect(entry('Pin one')).toHaveAttribute('data-focused', 'true');
    await expect(staff).not.toHaveURL(/focusComment/);
    await shot(staff, 'activity-log-staff-desktop');

    // Unpinning frees a place.
    await entry('Pin one').getByRole('button', { name: 'Unpin comment' }).click();
    await expect(staff.getByText(ACTIVITY_MESSAGES.unpinned)).toBeVisible();
    await expect(third).toBeEnabled();

    if (SHOTS) {
      const phone = await visitors.page(browser, 'staff', 390);
      await phone.goto(`/booking-requests/${requestId}`);
      await phone.getByRole('list', { name: 'Activity' }).scrollIntoViewIfNeeded();
      await shot(phone, 'activity-log-staff-phone', false);
      await phone.context().close();
    }
    await staff.context().close();
  });
});

import type { Page } from '@playwright/test';
import { NOTIFICATION_MESSAGES, type TSessionInfo } from '@portal/domain';
import { Visitors, createRequest, shot, SHOTS, takeRequest } from '../collab-helpers.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Issue 10 part 5: a customer's mention makes the agent's bell count up live; the agent opens the notification
 * from the drawer, lands on the comment, and the notification is read.
 */

const RUN = `NT${Date.now().toString(36).toUpperCase()}`;
const visitors = new Visitors();

test.describe.configure({ mode: 'serial' });

/** The bell's unread count as its label says it ('Notifications, 3 unread'; 0 when none). */
async function unread(page: Page): Promise<number> {
  // By attribute, not role: the open drawer hides the frame from the accessibility tree.
  const label =
    (await page.locator('header button[aria-label^="Notifications"]').first().getAttribute('aria-label')) ??
    '';
  return Number(label.match(/(\d+)\+? unread/)?.[1] ?? 0);
}

test.describe('Notifications (issue 10 part 5)', () => {
  test.beforeAll(async ({ browser }) => {
    await visitors.signInAll(browser);
    // The live profile journey leaves the agent's notifications redirected to a colleague: the agent is back.
    const staff = await visitors.page(browser, 'staff');
    const back = await staff.request.patch('/api/profile', {
      data: { isRedirectionActive: false, redirectedAdminId: null },
    });
    expect(back.ok(), await back.text()).toBeTruthy();
    await staff.context().close();
  });

  test("a customer's mention reaches the agent's bell live, and opening it lands on the comment", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const customer = await visitors.page(browser, 'customer');
    const requestId = await createRequest(customer, `${RUN}-1`);
    const staff = await visitors.page(browser, 'staff');
    await takeRequest(staff, requestId);

    await staff.goto('/bookings');
    const bell = staff.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => unread(staff)).toBeGreaterThanOrEqual(0);
    const before = await unread(staff);

    const session = (await (await staff.request.get('/api/session')).json()) as TSessionInfo;
    const text = `${RUN}: please confirm the VGM cut-off`;
    const posted = await customer.request.post(`/api/booking-requests/${requestId}/activity`, {
      data: { comment: text, mentions: [{ kind: 'user', id: session.user!.id }] },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const commentId = ((await posted.json()) as { id: string }).id;

    // Live: the bell counts up without a reload.
    await expect.poll(() => unread(staff), { timeout: 15_000 }).toBe(before + 1);

    await bell.click();
    const drawer = staff.getByRole('list', { name: 'Notifications' });
    const item = drawer
      .getByRole('listitem')
      .filter({ hasText: `mentioned you on booking request ${requestId}` });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute('data-seen', 'false');
    await shot(staff, 'notifications-drawer-desktop', false);
    await item.getByText(/mentioned you/).click();

    await expect(staff).toHaveURL(new RegExp(`/booking-requests/${requestId}`));
    // The link's focusComment and readNotification are used and leave the address.
    await expect(staff).not.toHaveURL(/readNotification=/);
    const log = staff.getByRole('list', { name: 'Activity' });
    await expect(log.getByRole('listitem').filter({ hasText: text })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => unread(staff)).toBe(before);
    const stored = await staff.request.get('/api/notifications?limit=5');
    const items = ((await stored.json()) as { items: { activityId: string; seen: boolean }[] }).items;
    expect(items.find((n) => n.activityId === commentId)?.seen).toBe(true);
    await staff.context().close();
    await customer.context().close();
  });

  test('the unread filter, mark all as read and the empty state with View all', async ({ browser }) => {
    test.setTimeout(120_000);
    const customer = await visitors.page(browser, 'customer');
    await customer.goto('/bookings');
    const bell = customer.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible({ timeout: 30_000 });
    await bell.click();
    const list = customer.getByRole('list', { name: 'Notifications' });
    // The demo customer has news of its confirmed and held requests.
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // A customer neither deletes nor reads for all.
    await expect(list.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    if (SHOTS) {
      const phone = await visitors.page(browser, 'customer', 390);
      await phone.goto('/bookings');
      await phone.getByRole('button', { name: /^Notifications/ }).click();
      await expect(phone.getByRole('list', { name: 'Notifications' })).toBeVisible();
      await shot(phone, 'notifications-drawer-phone', false);
      await phone.context().close();
    }
    const markAll = customer.getByRole('button', { name: NOTIFICATION_MESSAGES.markAllAsRead });
    if (await markAll.isEnabled()) {
      await markAll.click();
      await expect(customer.getByText(NOTIFICATION_MESSAGES.markAllSuccess)).toBeVisible();
    }
    await expect.poll(() => unread(customer)).toBe(0);
    await customer.getByRole('button', { name: 'Unread', exact: true }).click();
    await expect(customer.getByText(NOTIFICATION_MESSAGES.noUnread)).toBeVisible();
    await customer.getByRole('button', { name: NOTIFICATION_MESSAGES.viewAll }).click();
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await customer.context().close();
  });
});

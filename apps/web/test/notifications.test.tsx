import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_MESSAGES, type TNotification } from '@portal/domain';
import { NotificationBell } from '../src/components/notifications/notification-bell.tsx';
import { currentSearch, renderCollab } from './collab-test-utils.tsx';
import { json, mockApi } from './mock-api.ts';
import { asStaff, customerSession } from './sessions.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const note = (id: string, over: Partial<TNotification> = {}): TNotification => ({
  id,
  cause: 'MENTION',
  at: '2026-11-20T09:15:00.000Z',
  seen: false,
  referenceObject: 'bookingRequests',
  referenceId: 'req-202611-0042',
  activityId: `act-${id}`,
  text: `Anna Keller mentioned you on booking request req-202611-0042 (${id})`,
  redirectedFrom: null,
  ...over,
});

function page(items: TNotification[], hasMore = false) {
  return { items, unreadCount: items.filter((n) => !n.seen).length, hasMore };
}

describe('the notification bell', () => {
  it("shows the unread count, and '500+' above 500", async () => {
    mockApi({
      'GET /api/session': () => json(200, customerSession),
      'GET /api/notifications/count': () => json(200, { unread: 501 }),
    });
    renderCollab(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, 500+ unread' })).toBeTruthy();
    expect(screen.getByText('500+')).toBeTruthy();
  });

  it('marks the notification of a link read and removes readNotification from the address', async () => {
    const seen = vi.fn(() => json(200, note('n1', { seen: true })));
    mockApi({
      'GET /api/session': () => json(200, customerSession),
      'GET /api/notifications/count': () => json(200, { unread: 0 }),
      'PUT /api/notifications/n1/seen': seen,
    });
    renderCollab(<NotificationBell />, '/booking-requests/req-1?focusComment=c1&readNotification=n1');
    await waitFor(() => expect(seen).toHaveBeenCalledWith({ seen: true }));
    await waitFor(() => expect(currentSearch()).toBe('?focusComment=c1'));
  });
});

describe('the notifications drawer', () => {
  it('lists unseen items on grey, toggles seen, and opens the record at the comment', async () => {
    const setSeen = vi.fn((body: unknown) => json(200, note('n1', body as Partial<TNotification>)));
    mockApi({
      'GET /api/session': () => json(200, customerSession),
      'GET /api/notifications/count': () => json(200, { unread: 1 }),
      'GET /api/notifications?unread=false&limit=20': () =>
        json(200, page([note('n1'), note('n2', { seen: true, cause: 'STATUS_CHANGED', activityId: null })])),
      'PUT /api/notifications/n1/seen': setSeen,
    });
    renderCollab(<NotificationBell />, '/bookings');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.getAttribute('data-seen')).toBe('false');
    expect(rows[1]!.getAttribute('data-seen')).toBe('true');
    // A customer neither deletes nor reads for all.
    expect(within(list).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(list).queryByRole('button', { name: NOTIFICATION_MESSAGES.readForAll })).toBeNull();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(setSeen).toHaveBeenCalledWith({ seen: true }));
    fireEvent.click(within(rows[0]!).getByText(/mentioned you/));
    await waitFor(() => expect(currentSearch()).toBe('?focusComment=act-n1'));
  });

  it("shows the unread filter's empty state with View all, and Show More asks for 20 more", async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => note(`n${i}`, { seen: true }));
    const forty = vi.fn(() => json(200, page([...twenty, note('n20', { seen: true })])));
    mockApi({
      'GET /api/session': () => json(200, asStaff(customerSession)),
      'GET /api/notifications/count': () => json(200, { unread: 0 }),
      'GET /api/notifications?unread=false&limit=20': () => json(200, page(twenty, true)),
      'GET /api/notifications?unread=false&limit=40': forty,
      'GET /api/notifications?unread=true&limit=20': () => json(200, page([])),
    });
    renderCollab(<NotificationBell />, '/bookings');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await screen.findByRole('list', { name: 'Notifications' });
    // Staff may delete and read for all.
    expect(await screen.findAllByRole('button', { name: 'Delete' })).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: NOTIFICATION_MESSAGES.showMore }));
    await waitFor(() => expect(forty).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.noUnread)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: NOTIFICATION_MESSAGES.viewAll }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeTruthy();
  });

  it("answers a failed update with the spec's words", async () => {
    mockApi({
      'GET /api/session': () => json(200, customerSession),
      'GET /api/notifications/count': () => json(200, { unread: 1 }),
      'GET /api/notifications?unread=false&limit=20': () => json(200, page([note('n1')])),
      'PUT /api/notifications/n1/seen': () => json(500, { code: 'INTERNAL', message: 'boom' }),
    });
    renderCollab(<NotificationBell />, '/bookings');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.updateFailed('boom'))).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import {
  can,
  deliverTo,
  notificationBadge,
  notificationDeliveries,
  notificationHref,
  notificationLimit,
  NOTIFICATION_MESSAGES,
  notificationText,
  ZNotificationsQuery,
  type Recipient,
  type RecordAudience,
} from '../src/index.ts';
import { userActor } from './actors.ts';

const person = (id: string, over: Partial<Recipient> = {}): Recipient => ({
  id,
  isStaff: false,
  clientId: 'client-a',
  archived: false,
  isRedirectionActive: false,
  redirectedAdminId: null,
  allowedCarriers: null,
  ...over,
});
const staff = (id: string, over: Partial<Recipient> = {}) =>
  person(id, { isStaff: true, clientId: null, ...over });

const users = new Map<string, Recipient>(
  [
    staff('agent'),
    staff('ops'),
    staff('boss'),
    staff('gone', { archived: true }),
    person('creator'),
    person('colleague'),
    person('stranger', { clientId: 'client-b' }),
  ].map((u) => [u.id, u]),
);

const record: RecordAudience = {
  clientId: 'client-a',
  carrierId: 'CMA',
  agentId: 'agent',
  watcherIds: ['ops', 'colleague'],
  customerUserIds: ['creator'],
};

const sorted = (ids: string[]) => [...ids].sort();
const notificationRecipients = (...args: Parameters<typeof notificationDeliveries>) =>
  notificationDeliveries(...args).map((d) => d.userId);

describe('who is notified', () => {
  it('notifies mentioned users but never the author', () => {
    expect(
      notificationRecipients(
        { cause: 'MENTION', actorId: 'creator', isInternal: false, mentionedUserIds: ['agent', 'creator'] },
        record,
        users,
      ),
    ).toEqual(['agent']);
  });

  it('notifies the agent and watchers of a change', () => {
    expect(
      sorted(
        notificationRecipients(
          { cause: 'RECORD_CHANGED', actorId: 'creator', isInternal: false },
          record,
          users,
        ),
      ),
    ).toEqual(['agent', 'colleague', 'ops']);
  });

  it('keeps internal causes among staff', () => {
    expect(
      sorted(
        notificationRecipients(
          { cause: 'RECORD_CHANGED', actorId: 'agent', isInternal: true },
          record,
          users,
        ),
      ),
    ).toEqual(['ops']);
    expect(
      notificationRecipients(
        { cause: 'MENTION', actorId: 'agent', isInternal: true, mentionedUserIds: ['creator', 'ops'] },
        record,
        users,
      ),
    ).toEqual(['ops']);
  });

  it('tells the customer of status changes and checked items', () => {
    for (const cause of ['STATUS_CHANGED', 'CHECKLIST_CHECKED'] as const) {
      expect(
        sorted(notificationRecipients({ cause, actorId: 'agent', isInternal: false }, record, users)),
      ).toEqual(['colleague', 'creator', 'ops']);
    }
  });

  it('never reaches a customer of another client, an archived user or an unknown one', () => {
    const odd: RecordAudience = { ...record, watcherIds: ['stranger', 'gone', 'ghost'], customerUserIds: [] };
    expect(
      notificationRecipients({ cause: 'STATUS_CHANGED', actorId: 'x', isInternal: false }, odd, users),
    ).toEqual(['agent']);
  });

  it('reaches nobody who may not see the record’s carrier, mentioned or not', () => {
    const map = new Map(users);
    map.set('hsg-staff', staff('hsg-staff', { allowedCarriers: ['HSG'] }));
    map.set('lea', person('lea', { allowedCarriers: ['HSG', 'ZIM'] }));
    map.set('cma-customer', person('cma-customer', { allowedCarriers: ['CMA'] }));
    const mention = { cause: 'MENTION', actorId: 'agent', isInternal: false } as const;
    expect(
      notificationRecipients(
        { ...mention, mentionedUserIds: ['hsg-staff', 'lea', 'cma-customer', 'ops'] },
        record,
        map,
      ).sort(),
    ).toEqual(['cma-customer', 'ops']);
    const watched = { ...record, watcherIds: ['hsg-staff', 'ops'], customerUserIds: ['lea'] };
    expect(
      notificationRecipients(
        { cause: 'STATUS_CHANGED', actorId: 'x', isInternal: false },
        watched,
        map,
      ).sort(),
    ).toEqual(['agent', 'ops']);
    // Of an HSG record they hear as before.
    expect(
      notificationRecipients(
        { ...mention, mentionedUserIds: ['hsg-staff', 'lea'] },
        { ...record, carrierId: 'HSG' },
        map,
      ).sort(),
    ).toEqual(['hsg-staff', 'lea']);
  });

  it("asks the reviewing side about a document: staff for a customer's upload, the customer for staff's", () => {
    expect(
      notificationRecipients(
        {
          cause: 'DOCUMENT_AWAITING_REVIEW',
          actorId: 'creator',
          isInternal: false,
          uploadedBySide: 'customer',
        },
        record,
        users,
      ),
    ).toEqual(['agent']);
    expect(
      notificationRecipients(
        {
          cause: 'DOCUMENT_AWAITING_REVIEW',
          actorId: 'creator',
          isInternal: false,
          uploadedBySide: 'customer',
        },
        { ...record, agentId: null },
        users,
      ),
    ).toEqual(['ops']);
    expect(
      sorted(
        notificationRecipients(
          { cause: 'DOCUMENT_AWAITING_REVIEW', actorId: 'agent', isInternal: false, uploadedBySide: 'staff' },
          record,
          users,
        ),
      ),
    ).toEqual(['colleague', 'creator']);
  });

  it('asks staff, not the customer, about an internal document', () => {
    expect(
      notificationRecipients(
        { cause: 'DOCUMENT_AWAITING_REVIEW', actorId: 'ops', isInternal: true, uploadedBySide: 'staff' },
        record,
        users,
      ),
    ).toEqual(['agent']);
  });
});

describe('redirection', () => {
  it("delivers a redirecting user's notifications to the chosen admin, once", () => {
    const map = new Map(users);
    map.set('agent', staff('agent', { isRedirectionActive: true, redirectedAdminId: 'boss' }));
    expect(
      sorted(
        notificationRecipients(
          { cause: 'RECORD_CHANGED', actorId: 'creator', isInternal: false },
          record,
          map,
        ),
      ),
    ).toEqual(['boss', 'colleague', 'ops']);
    expect(deliverTo(['agent', 'boss'], map)).toEqual(['boss']);
  });

  it('follows one hop only and ignores a switch without an admin or with an archived one', () => {
    const map = new Map(users);
    map.set('agent', staff('agent', { isRedirectionActive: true, redirectedAdminId: 'ops' }));
    map.set('ops', staff('ops', { isRedirectionActive: true, redirectedAdminId: 'agent' }));
    map.set('boss', staff('boss', { isRedirectionActive: true, redirectedAdminId: null }));
    map.set('creator', person('creator', { isRedirectionActive: true, redirectedAdminId: 'gone' }));
    expect(deliverTo(['agent'], map)).toEqual(['ops']);
    expect(deliverTo(['boss', 'creator'], map)).toEqual(['boss', 'creator']);
  });

  it('names the user a redirected notification was meant for, and prefers a direct one', () => {
    const map = new Map(users);
    map.set('agent', staff('agent', { isRedirectionActive: true, redirectedAdminId: 'boss' }));
    const facts = { cause: 'RECORD_CHANGED', actorId: 'creator', isInternal: false } as const;
    expect(notificationDeliveries(facts, record, map)).toContainEqual({
      userId: 'boss',
      redirectedFromId: 'agent',
    });
    map.set('colleague', person('colleague'));
    const withBoss = { ...record, watcherIds: ['boss', 'ops'] };
    expect(notificationDeliveries(facts, withBoss, map)).toContainEqual({
      userId: 'boss',
      redirectedFromId: null,
    });
  });

  it('keeps the notification with its recipient when the admin may not see the record’s carrier', () => {
    const map = new Map(users);
    map.set('agent', staff('agent', { isRedirectionActive: true, redirectedAdminId: 'boss' }));
    map.set('boss', staff('boss', { allowedCarriers: ['HSG'] }));
    const facts = { cause: 'RECORD_CHANGED', actorId: 'creator', isInternal: false } as const;
    expect(notificationDeliveries(facts, record, map)).toContainEqual({
      userId: 'agent',
      redirectedFromId: null,
    });
    expect(notificationRecipients(facts, record, map)).not.toContain('boss');
  });

  it('drops the notification when it would reach the actor through redirection', () => {
    const map = new Map(users);
    map.set('ops', staff('ops', { isRedirectionActive: true, redirectedAdminId: 'agent' }));
    expect(
      notificationRecipients({ cause: 'RECORD_CHANGED', actorId: 'agent', isInternal: false }, record, map),
    ).toEqual(['colleague']);
  });
});

describe('the bell and the drawer', () => {
  it("shows the count, '500+' above 500 and nothing at 0", () => {
    expect(notificationBadge(0)).toBeNull();
    expect(notificationBadge(7)).toBe('7');
    expect(notificationBadge(500)).toBe('500');
    expect(notificationBadge(501)).toBe('500+');
  });

  it('asks for 20, then 20 more per Show More, at most 100', () => {
    expect(notificationLimit(0)).toBe(20);
    expect(notificationLimit(2)).toBe(60);
    expect(notificationLimit(10)).toBe(100);
    expect(ZNotificationsQuery.parse({})).toEqual({ unread: false, limit: 20 });
    expect(ZNotificationsQuery.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('offers delete and Read for all to admins only', () => {
    expect(can(userActor({ userId: 'creator', clientId: 'client-a' }), 'manage:notification:any')).toBe(
      false,
    );
    expect(
      can(userActor({ userId: 'agent', role: 'operations', isAdmin: true }), 'manage:notification:any'),
    ).toBe(true);
  });

  it('links to the record at the comment and marks it read on arrival', () => {
    expect(
      notificationHref({
        id: 'n1',
        referenceObject: 'bookingRequests',
        referenceId: 'req-2026110001',
        activityId: 'a9',
      }),
    ).toBe('/booking-requests/req-2026110001?focusComment=a9&readNotification=n1');
    expect(
      notificationHref({ id: 'n2', referenceObject: 'bookings', referenceId: '40123', activityId: null }),
    ).toBe('/bookings/40123?readNotification=n2');
    expect(
      notificationHref({ id: 'n3', referenceObject: 'quoteGroup', referenceId: '12', activityId: null }),
    ).toBe('/quotes/groups/12?readNotification=n3');
  });

  it('words each cause and quotes the spec messages', () => {
    expect(
      notificationText({ cause: 'MENTION', actorName: 'Carl Client', recordLabel: 'req-2026110001' }),
    ).toBe('Carl Client mentioned you on req-2026110001');
    expect(
      notificationText({
        cause: 'STATUS_CHANGED',
        actorName: 'A',
        recordLabel: 'req-1',
        detail: 'In Progress',
      }),
    ).toBe('req-1 is now In Progress');
    expect(notificationText({ cause: 'STATUS_CHANGED', actorName: 'Anna Ops', recordLabel: 'req-1' })).toBe(
      'Anna Ops changed the status of req-1',
    );
    expect(NOTIFICATION_MESSAGES.noUnread).toBe("You don't have any unread notifications.");
    expect(NOTIFICATION_MESSAGES.updateFailed('x')).toBe('Failed to update notification status - x');
    expect(NOTIFICATION_MESSAGES.deleteFailed('x')).toBe('Failed to delete notification - x');
    expect(NOTIFICATION_MESSAGES.markAllFailed('x')).toBe('Error marking all notifications as read - x');
  });
});

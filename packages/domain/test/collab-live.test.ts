import { describe, expect, it } from 'vitest';
import { canReceiveEvent, collabRecordEvent, notificationEvent, pinDisabled } from '../src/index.ts';
import { userActor } from './actors.ts';

const customerA = userActor({ userId: 'ca', clientId: 'client-a' });
const customerB = userActor({ userId: 'cb', clientId: 'client-b' });
const staff = userActor({ userId: 's1', role: 'operations', isAdmin: true });

describe('collaboration live events', () => {
  it('sends a public change to the owning client and staff only', () => {
    const event = collabRecordEvent({
      kind: 'booking-requests',
      recordId: 'req-1',
      clientId: 'client-a',
      isInternal: false,
    });
    expect(event.entity).toBe('booking-request');
    expect(canReceiveEvent(customerA, event)).toBe(true);
    expect(canReceiveEvent(customerB, event)).toBe(false);
    expect(canReceiveEvent(staff, event)).toBe(true);
  });

  it('never sends an internal change to a customer', () => {
    const event = collabRecordEvent({
      kind: 'bookings',
      recordId: '40123',
      clientId: 'client-a',
      isInternal: true,
    });
    expect(canReceiveEvent(customerA, event)).toBe(false);
    expect(canReceiveEvent(staff, event)).toBe(true);
  });

  it("sends a notification to its recipient's bell only", () => {
    const event = notificationEvent('n1', 'ca');
    expect(canReceiveEvent(customerA, event)).toBe(true);
    expect(canReceiveEvent(customerB, event)).toBe(false);
    expect(canReceiveEvent(staff, event)).toBe(false);
    expect(canReceiveEvent(staff, notificationEvent('n2', 's1'))).toBe(true);
  });
});

describe('pin control from the pinned count', () => {
  it('disables pin at the limit unless the item is pinned', () => {
    expect(pinDisabled(false, 1)).toBe(false);
    expect(pinDisabled(false, 2)).toBe(true);
    expect(pinDisabled(true, 2)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ANONYMOUS, canReceiveEvent, type UserActor } from '../src/index.ts';
import { userActor } from './actors.ts';

const customerA = userActor({ userId: 'ua', clientId: 'A' });
const staff: UserActor = { ...customerA, userId: 's', clientId: null, role: 'sales', isAdmin: true };

describe('who receives a live event', () => {
  it('gives staff everything', () => {
    expect(canReceiveEvent(staff, { entity: 'x', id: '1', clientId: 'B', staffOnly: true })).toBe(true);
  });

  it("gives a customer its own client's and its own events, never internal ones", () => {
    expect(canReceiveEvent(customerA, { entity: 'x', id: '1', clientId: 'A' })).toBe(true);
    expect(canReceiveEvent(customerA, { entity: 'x', id: '1', clientId: 'B' })).toBe(false);
    expect(canReceiveEvent(customerA, { entity: 'x', id: '1', clientId: 'A', staffOnly: true })).toBe(false);
    expect(canReceiveEvent(customerA, { entity: 'user', id: 'ua', clientId: null, userIds: ['ua'] })).toBe(
      true,
    );
    expect(canReceiveEvent(customerA, { entity: 'user', id: 'ub', clientId: null, userIds: ['ub'] })).toBe(
      false,
    );
  });

  it('gives anonymous visitors only public events', () => {
    expect(canReceiveEvent(ANONYMOUS, { entity: 'carrier', id: 'HSG', clientId: null })).toBe(true);
    expect(canReceiveEvent(ANONYMOUS, { entity: 'x', id: '1', clientId: 'A' })).toBe(false);
    expect(canReceiveEvent(ANONYMOUS, { entity: 'user', id: 'u', clientId: null, userIds: ['u'] })).toBe(
      false,
    );
  });

  it('gives a carrier-restricted customer or staff member only events of an allowed carrier', () => {
    const restrictedCustomer = { ...customerA, carriers: ['HSG', 'ZIM'] };
    const restrictedStaff: UserActor = { ...staff, isAdmin: false, carriers: ['HSG'] };
    const hsg = { entity: 'quote', id: '1', clientId: 'A', carrierIds: ['HSG'] };
    const hsd = { entity: 'quote', id: '2', clientId: 'A', carrierIds: ['HSD'] };
    const group = { entity: 'quote-group', id: '3', clientId: 'A', carrierIds: ['HSD', 'ZIM'] };
    for (const actor of [restrictedCustomer, restrictedStaff]) {
      expect(canReceiveEvent(actor, hsg)).toBe(true);
      expect(canReceiveEvent(actor, hsd)).toBe(false);
    }
    expect(canReceiveEvent(restrictedCustomer, group)).toBe(true);
    expect(canReceiveEvent(restrictedStaff, group)).toBe(false);
    expect(canReceiveEvent(restrictedCustomer, { entity: 'user', id: 'ua', clientId: 'A' })).toBe(true);
    // Unrestricted: the carrier changes nothing.
    expect(canReceiveEvent(customerA, hsd)).toBe(true);
    expect(canReceiveEvent(staff, hsd)).toBe(true);
    expect(canReceiveEvent({ ...staff, carriers: ['HSG'] }, hsd)).toBe(true);
  });

  it('treats a staff member in customer view as that customer', () => {
    const view: UserActor = {
      ...staff,
      clientId: 'B',
      role: null,
      isAdmin: false,
      mode: 'customer-view',
      realUserId: 's',
    };
    expect(canReceiveEvent(view, { entity: 'x', id: '1', clientId: 'A' })).toBe(false);
    expect(canReceiveEvent(view, { entity: 'x', id: '1', clientId: 'B' })).toBe(true);
  });
});

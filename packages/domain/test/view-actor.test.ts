import { describe, expect, it } from 'vitest';
import {
  actingAsActor,
  allowedCarriers,
  canReceiveEvent,
  canSeeCarrier,
  carriersAllowedTo,
  combineCarrierRestrictions,
  customerViewActor,
  NO_CARRIER,
  soleAllowedCarrier,
} from '../src/index.ts';
import { userActor } from './actors.ts';

const CLIENT = 'c-hanse';
/** felix.wyss: sales, not admin, HSG only. */
const restrictedSales = userActor({ userId: 'felix', role: 'sales', carriers: ['HSG'] });
/** A sales admin with a list is not restricted (spec 000 §6 "unless holding a higher privilege"). */
const adminSales = userActor({ userId: 'luca', role: 'sales', isAdmin: true, carriers: ['HSG'] });
const superadmin = userActor({ userId: 'sabine', role: 'superadmin', isAdmin: true });

describe('combineCarrierRestrictions', () => {
  it('keeps the other list when one side is unrestricted', () => {
    expect(combineCarrierRestrictions(null, null)).toBeNull();
    expect(combineCarrierRestrictions(null, ['HSG', 'ZIM'])).toEqual(['HSG', 'ZIM']);
    expect(combineCarrierRestrictions(['HSG'], null)).toEqual(['HSG']);
  });

  it('keeps only the carriers both allow', () => {
    expect(combineCarrierRestrictions(['HSG', 'HMM'], ['ZIM', 'HSG'])).toEqual(['HSG']);
  });

  it('leaves no carrier, not every carrier, when the lists share none', () => {
    const none = combineCarrierRestrictions(['HSG'], ['ZIM']);
    expect(none).toEqual([NO_CARRIER]);
    expect(combineCarrierRestrictions(none, ['HSG'])).toEqual([NO_CARRIER]);
    const viewer = userActor({ clientId: CLIENT, carriers: none, mode: 'acting-as', realUserId: 'x' });
    expect(canSeeCarrier(viewer, 'HSG')).toBe(false);
    expect(canSeeCarrier(viewer, 'ZIM')).toBe(false);
    expect(soleAllowedCarrier(viewer)).toBeNull();
  });
});

describe('customer view', () => {
  it('keeps the carrier restriction of the staff member', () => {
    const view = customerViewActor(restrictedSales, CLIENT);
    expect(view).toMatchObject({ clientId: CLIENT, role: null, mode: 'customer-view', realUserId: 'felix' });
    expect(allowedCarriers(view)).toEqual(['HSG']);
    expect(canSeeCarrier(view, 'CMA')).toBe(false);
    expect(canReceiveEvent(view, { entity: 'booking', id: 'b', clientId: CLIENT, carrierIds: ['CMA'] })).toBe(
      false,
    );
    expect(canReceiveEvent(view, { entity: 'booking', id: 'b', clientId: CLIENT, carrierIds: ['HSG'] })).toBe(
      true,
    );
  });

  it('does not restrict a staff member who is not restricted, whatever list is stored', () => {
    expect(allowedCarriers(customerViewActor(adminSales, CLIENT))).toBeNull();
    expect(allowedCarriers(customerViewActor(superadmin, CLIENT))).toBeNull();
  });
});

describe('acting as a user', () => {
  it('gives the superadmin the user’s restriction', () => {
    const lea = userActor({ userId: 'lea', clientId: CLIENT, carriers: ['HSG', 'ZIM'] });
    const acting = actingAsActor(superadmin, lea);
    expect(acting).toMatchObject({
      userId: 'lea',
      clientId: CLIENT,
      mode: 'acting-as',
      realUserId: 'sabine',
    });
    expect(allowedCarriers(acting)).toEqual(['HSG', 'ZIM']);
  });

  it('never gives more than the real person may see', () => {
    const restrictedReal = userActor({ userId: 'r', role: 'superadmin', isAdmin: true, carriers: ['HSG'] });
    // A superadmin holds the privilege, so its stored list does not restrict it; a restricted one would.
    expect(allowedCarriers(actingAsActor(restrictedReal, userActor({ clientId: CLIENT })))).toBeNull();
    const asStaffActing = actingAsActor(restrictedSales, userActor({ clientId: CLIENT, carriers: ['ZIM'] }));
    expect(allowedCarriers(asStaffActing)).toEqual([NO_CARRIER]);
    const unrestrictedTarget = actingAsActor(restrictedSales, userActor({ clientId: CLIENT }));
    expect(allowedCarriers(unrestrictedTarget)).toEqual(['HSG']);
  });
});

describe('carriersAllowedTo', () => {
  it('reads a user’s stored facts as allowedCarriers reads an actor', () => {
    expect(carriersAllowedTo({ isStaff: true, role: 'sales', isAdmin: false, carriers: ['HSG'] })).toEqual([
      'HSG',
    ]);
    expect(carriersAllowedTo({ isStaff: true, role: 'sales', isAdmin: true, carriers: ['HSG'] })).toBeNull();
    expect(
      carriersAllowedTo({ isStaff: true, role: 'operations', isAdmin: false, carriers: ['HSG'] }),
    ).toBeNull();
    expect(carriersAllowedTo({ isStaff: false, role: null, isAdmin: false, carriers: ['ZIM'] })).toEqual([
      'ZIM',
    ]);
    expect(carriersAllowedTo({ isStaff: false, role: null, isAdmin: false, carriers: [] })).toBeNull();
  });
});

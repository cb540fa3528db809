import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  actorIsStaff,
  allowedCarriers,
  can,
  canSeeCarrier,
  canSeeClient,
  isStaff,
  mayBeAssignedAll,
  meetsAccessLevel,
  soleAllowedCarrier,
  type UserActor,
} from '../src/index.ts';
import { userActor } from './actors.ts';

const user = (overrides: Partial<UserActor> = {}) => userActor({ clientId: 'client-a', ...overrides });

const customer = user();
const sales = user({ userId: 's1', clientId: null, role: 'sales', isAdmin: true });
const operations = user({
  userId: 'o1',
  clientId: null,
  role: 'operations',
  isAdmin: true,
  carriers: ['HSG'],
});
const superadmin = user({ userId: 'a1', clientId: null, role: 'superadmin', isAdmin: true });
const accountant = user({
  userId: 't1',
  clientId: null,
  role: 'sales',
  isAdmin: true,
  teamTypes: ['accounting'],
});

describe('staff', () => {
  it('is staff with isAdmin or a staff role, a customer otherwise', () => {
    expect(isStaff({ role: null, isAdmin: true })).toBe(true);
    expect(isStaff({ role: 'operations', isAdmin: false })).toBe(true);
    expect(isStaff({ role: null, isAdmin: false })).toBe(false);
  });

  it('customer view and acting as make a staff member a customer', () => {
    expect(actorIsStaff(sales)).toBe(true);
    expect(
      actorIsStaff({ ...sales, mode: 'customer-view', clientId: 'client-a', role: null, isAdmin: false }),
    ).toBe(false);
    expect(actorIsStaff({ ...customer, mode: 'acting-as', realUserId: 'a1' })).toBe(false);
  });
});

describe('access levels', () => {
  const table = { anonymous: ANONYMOUS, customer, sales, operations, superadmin, accountant };
  const levels = ['public', 'user', 'customer', 'staff', 'privileged', 'superadmin', 'accounting'] as const;

  it('matches the role table', () => {
    const result = Object.fromEntries(
      Object.entries(table).map(([name, actor]) => [name, levels.filter((l) => meetsAccessLevel(actor, l))]),
    );
    expect(result).toEqual({
      anonymous: ['public'],
      customer: ['public', 'user', 'customer'],
      sales: ['public', 'user', 'staff'],
      operations: ['public', 'user', 'staff', 'privileged'],
      superadmin: ['public', 'user', 'staff', 'privileged', 'superadmin'],
      accountant: ['public', 'user', 'staff', 'accounting'],
    });
  });

  it('keeps teams and acting as for the superadmin', () => {
    expect(can(superadmin, 'manage:team:any')).toBe(true);
    expect(can(operations, 'manage:team:any')).toBe(false);
    expect(can(sales, 'act-as:user:any')).toBe(false);
    expect(can(sales, 'use:customer-view')).toBe(true);
    expect(can(customer, 'use:customer-view')).toBe(false);
  });
});

describe('tenancy', () => {
  it('lets a customer see only its own client and staff every client', () => {
    expect(canSeeClient(customer, 'client-a')).toBe(true);
    expect(canSeeClient(customer, 'client-b')).toBe(false);
    expect(canSeeClient(customer, null)).toBe(false);
    expect(canSeeClient(ANONYMOUS, 'client-a')).toBe(false);
    expect(canSeeClient(sales, 'client-b')).toBe(true);
  });

  it('restricts carriers unless the staff member holds the privilege', () => {
    expect(allowedCarriers(user({ carriers: ['ZIM'] }))).toEqual(['ZIM']);
    expect(allowedCarriers(user({ carriers: [] }))).toBeNull();
    expect(allowedCarriers(user({ carriers: null }))).toBeNull();
    expect(allowedCarriers(ANONYMOUS)).toBeNull();
    expect(allowedCarriers(operations)).toBeNull();
  });

  it('lifts the list for an admin staff member (spec 000 §6 "a non-admin staff member")', () => {
    expect(allowedCarriers({ ...sales, carriers: ['HMM'] })).toBeNull();
    const restrictedSales = user({
      userId: 's5',
      clientId: null,
      role: 'sales',
      isAdmin: false,
      carriers: ['HSG'],
    });
    expect(allowedCarriers(restrictedSales)).toEqual(['HSG']);
    expect(allowedCarriers({ ...restrictedSales, role: 'operations' })).toBeNull();
    expect(allowedCarriers({ ...restrictedSales, role: 'superadmin' })).toBeNull();
  });

  it('keeps the list of a user acted as and drops it in customer view', () => {
    const restricted = user({ carriers: ['HSG', 'ZIM'], mode: 'acting-as', realUserId: 'a1' });
    expect(allowedCarriers(restricted)).toEqual(['HSG', 'ZIM']);
    expect(
      allowedCarriers({ ...sales, mode: 'customer-view', clientId: 'client-a', carriers: null }),
    ).toBeNull();
  });

  it('applies exactly one carrier on requests and answers who may see a carrier', () => {
    expect(soleAllowedCarrier(user({ carriers: ['HSG'] }))).toBe('HSG');
    expect(soleAllowedCarrier(user({ carriers: ['HSG', 'ZIM'] }))).toBeNull();
    expect(soleAllowedCarrier(customer)).toBeNull();
    expect(canSeeCarrier(user({ carriers: ['HSG', 'ZIM'] }), 'ZIM')).toBe(true);
    expect(canSeeCarrier(user({ carriers: ['HSG', 'ZIM'] }), 'CMA')).toBe(false);
    expect(canSeeCarrier(customer, 'CMA')).toBe(true);
  });
});

describe('mayBeAssignedAll (the bulk pickers)', () => {
  const staffUser = (allowedCarriers: string[] | null) => ({
    clientId: null,
    role: 'operations' as const,
    isAdmin: false,
    allowedCarriers,
  });

  it('offers staff who handle every selected carrier, and no customer', () => {
    expect(mayBeAssignedAll(staffUser(null), ['HSG', 'CMA'])).toBe(true);
    expect(mayBeAssignedAll(staffUser(['HSG', 'CMA']), ['HSG', 'CMA'])).toBe(true);
    expect(mayBeAssignedAll(staffUser(['HSG']), ['HSG', 'CMA'])).toBe(false);
    expect(mayBeAssignedAll(staffUser(['HSG']), [])).toBe(true);
    expect(mayBeAssignedAll({ clientId: 'client-a', role: null, isAdmin: false, allowedCarriers: null }, [])).toBe(
      false,
    );
  });
});

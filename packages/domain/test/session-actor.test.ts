import { describe, expect, it } from 'vitest';
import { actorOfSession, can, realActorOfSession } from '../src/index.ts';
import { sessionOf, sessionUser } from './session-fixture.ts';

const customer = sessionOf(sessionUser({}));
const sales = sessionOf(sessionUser({ id: 's1', clientId: null, role: 'sales', isAdmin: true }));
const superadmin = sessionOf(sessionUser({ id: 'a1', clientId: null, role: 'superadmin', isAdmin: true }));
const realSales = { id: 's1', firstName: 'S', lastName: 'S', emailAddress: 's@example.test' };

describe('permissions of the web session', () => {
  it('gives staff the staff work and customers their own navigation', () => {
    expect(can(actorOfSession(sales), 'manage:quote:any')).toBe(true);
    expect(can(actorOfSession(sales), 'manage:booking-request:any')).toBe(true);
    expect(can(actorOfSession(sales), 'view:customer-navigation')).toBe(false);
    expect(can(actorOfSession(customer), 'manage:quote:any')).toBe(false);
    expect(can(actorOfSession(customer), 'view:customer-navigation')).toBe(true);
    expect(can(actorOfSession(sessionOf(null)), 'read:profile:own')).toBe(false);
  });

  it('reads the team types and carriers of the session', () => {
    const accountant = sessionOf(
      sessionUser({
        clientId: null,
        role: 'sales',
        isAdmin: true,
        teams: [{ id: 't', name: 'T', teamType: 'accounting' }],
      }),
    );
    expect(can(actorOfSession(accountant), 'read:accounting:any')).toBe(true);
    const actor = actorOfSession(sessionOf(sessionUser({ carriers: ['HSG'] })));
    expect(actor.kind === 'user' && actor.carriers).toEqual(['HSG']);
  });

  it('treats staff in customer view as a customer, while the real person may still switch back', () => {
    const viewing = sessionOf(sessionUser({ id: 's1', clientId: null, role: 'sales', isAdmin: true }), {
      visitor: 'customer',
      mode: 'customer-view',
      realUser: realSales,
    });
    expect(can(actorOfSession(viewing), 'manage:quote:any')).toBe(false);
    expect(can(realActorOfSession(viewing), 'use:customer-view')).toBe(true);
    expect(can(realActorOfSession(viewing), 'act-as:user:any')).toBe(false);
  });

  it('knows that only a superadmin acts as a user', () => {
    const actingAs = sessionOf(sessionUser({}), {
      visitor: 'customer',
      mode: 'acting-as',
      realUser: realSales,
    });
    expect(can(actorOfSession(actingAs), 'use:customer-view')).toBe(false);
    expect(can(realActorOfSession(actingAs), 'act-as:user:any')).toBe(true);
    expect(can(realActorOfSession(superadmin), 'act-as:user:any')).toBe(true);
    expect(can(realActorOfSession(sales), 'act-as:user:any')).toBe(false);
  });
});

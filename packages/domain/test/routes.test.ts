import { describe, expect, it } from 'vitest';
import { decideRoute, isRouteAllowed, matchRoutePattern } from '../src/index.ts';

describe('route patterns', () => {
  it('matches parameters and prefix routes', () => {
    expect(matchRoutePattern('/quotes/:id', '/quotes/123')).toBe(true);
    expect(matchRoutePattern('/quotes/:id', '/quotes')).toBe(false);
    expect(matchRoutePattern('/charges/*', '/charges')).toBe(true);
    expect(matchRoutePattern('/charges/*', '/charges/HSG')).toBe(true);
    expect(matchRoutePattern('/charges/*', '/chargesx')).toBe(false);
    expect(matchRoutePattern('/bookings', '/bookings/')).toBe(true);
  });
});

describe('route tables per visitor (spec 001 §2.1)', () => {
  it('sends staff from / to /my-day', () => {
    expect(decideRoute('staff', '/')).toEqual({ kind: 'redirect', to: '/my-day' });
  });

  it('shows the logged-out page to anonymous visitors on signed-in paths', () => {
    expect(decideRoute('anonymous', '/bookings')).toEqual({ kind: 'logged-out' });
    expect(decideRoute('anonymous', '/my-profile')).toEqual({ kind: 'logged-out' });
    expect(decideRoute('anonymous', '/schedule')).toEqual({ kind: 'page' });
  });

  it('shows not-found for unknown paths and for paths of another visitor type', () => {
    expect(decideRoute('anonymous', '/nope')).toEqual({ kind: 'not-found' });
    expect(decideRoute('customer', '/teams')).toEqual({ kind: 'not-found' });
    expect(decideRoute('customer', '/quotes/get')).toEqual({ kind: 'page' });
    expect(decideRoute('staff', '/quotes/get')).toEqual({ kind: 'not-found' });
    expect(decideRoute('staff', '/teams')).toEqual({ kind: 'page' });
  });

  it('lets anonymous visitors open the quote pages but not the online booking', () => {
    expect(isRouteAllowed('anonymous', '/quotes/groups/7')).toBe(true);
    expect(isRouteAllowed('anonymous', '/online-booking')).toBe(false);
  });
});

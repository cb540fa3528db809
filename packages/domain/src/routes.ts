/**
 * Route tables per visitor type, spec 001 §2.1. The web router renders a path only when it is allowed for the
 * visitor; otherwise the not-found page (signed in) or the logged-out page (anonymous, for a known path).
 */
export type VisitorType = 'anonymous' | 'customer' | 'staff';

const ANONYMOUS_ROUTES = [
  '/',
  '/schedule',
  '/quotes/groups',
  '/quotes/groups/:id',
  '/quotes/get',
  '/quotes/:id',
  '/equipment',
  '/charges/*',
];

const STAFF_ROUTES = [
  '/',
  '/client-statistics',
  '/schedule',
  '/quotes/groups',
  '/quotes/groups/:id',
  '/quotes/:id',
  '/online-booking',
  '/booking-requests/:id',
  '/bookings',
  '/bookings/:id',
  '/teams',
  '/land-transport-config',
  '/land-transport-config/:providerId',
  '/charges/*',
  '/vessel',
  '/land-transport',
  '/loadList',
  '/equipment-control',
  '/my-day',
  '/my-profile',
  '/equipment',
  '/weekly-payment',
  '/commissions',
  '/not-found',
];

const CUSTOMER_ROUTES = [
  '/',
  '/schedule',
  '/quotes/groups',
  '/quotes/groups/:id',
  '/quotes/get',
  '/quotes/:id',
  '/online-booking',
  '/booking-requests/:id',
  '/bookings',
  '/bookings/:id',
  '/equipment',
  '/my-day',
  '/my-profile',
  '/charges/*',
  '/not-found',
];

export const ROUTE_TABLES: Record<VisitorType, readonly string[]> = {
  anonymous: ANONYMOUS_ROUTES,
  customer: CUSTOMER_ROUTES,
  staff: STAFF_ROUTES,
};

/** Every path any signed-in visitor may open; an anonymous visitor on one of these sees the logged-out page. */
export const SIGNED_IN_ROUTES: readonly string[] = [...new Set([...STAFF_ROUTES, ...CUSTOMER_ROUTES])];

export function matchRoutePattern(pattern: string, path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return clean === base || clean.startsWith(`${base}/`);
  }
  const a = pattern.split('/');
  const b = clean.split('/');
  if (a.length !== b.length) return false;
  return a.every((seg, i) => (seg.startsWith(':') ? (b[i] ?? '') !== '' : seg === b[i]));
}

const STATIC_ROUTES = [...new Set(Object.values(ROUTE_TABLES).flat())].filter(
  (p) => !p.includes(':') && !p.includes('*'),
);

export function isRouteAllowed(visitor: VisitorType, path: string): boolean {
  // A literal route of any table wins over a parameter: /quotes/get is Get Quote, never quote "get".
  const literal = STATIC_ROUTES.find((p) => matchRoutePattern(p, path));
  if (literal) return ROUTE_TABLES[visitor].includes(literal);
  return ROUTE_TABLES[visitor].some((p) => matchRoutePattern(p, path));
}

/** What a visitor sees at a path: the page, a redirect, the logged-out page or the not-found page. */
export type RouteDecision =
  { kind: 'page' } | { kind: 'redirect'; to: string } | { kind: 'logged-out' } | { kind: 'not-found' };

export function decideRoute(visitor: VisitorType, path: string): RouteDecision {
  if (visitor === 'staff' && (path === '/' || path === '')) return { kind: 'redirect', to: '/my-day' };
  if (isRouteAllowed(visitor, path)) return { kind: 'page' };
  if (visitor === 'anonymous' && SIGNED_IN_ROUTES.some((p) => matchRoutePattern(p, path))) {
    return { kind: 'logged-out' };
  }
  return { kind: 'not-found' };
}

import type { TBookingRequestDetail, TSessionInfo } from '@portal/domain';
import { BookingRequestPage } from '../src/features/bookings/index.ts';
import { mockRoutes, renderPage, request, STAFF_SESSION, type Handler } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';

export const REQUEST_ID = 'req-2026110014';
export const PATH = `/booking-requests/${REQUEST_ID}`;
export const DETAIL_URL = `/api/booking-requests/${REQUEST_ID}`;

/** The request page's data: the list fixture's request plus the workbench's fields. */
export function detail(overrides: Partial<TBookingRequestDetail> = {}): TBookingRequestDetail {
  return {
    ...request(),
    version: 3,
    blNumber: null,
    intBlNumber: null,
    intraRefNumber: null,
    statisticClient: null,
    externalBookingReference: null,
    bookingId: null,
    leadingCurrency: 'USD',
    specialRemarks: [],
    quoteValidity: null,
    tagIds: [],
    ...overrides,
  };
}

export const FREIGHT: TBookingRequestDetail['freightDetails'] = [
  {
    seqNr: 1,
    text: 'Seafreight',
    group: 'EXTERNAL',
    quantity: 2,
    unit: 'CTR',
    unitValue: 1115,
    currency: 'USD',
    total: 2230,
    internal1: false,
    isManual: false,
  },
  {
    seqNr: 2,
    text: 'THC Origin',
    group: 'EXTERNAL',
    quantity: 2,
    unit: 'CTR',
    unitValue: 245,
    currency: 'EUR',
    total: 490,
    internal1: false,
    isManual: false,
  },
  {
    seqNr: 3,
    text: 'Agency Commission',
    group: 'INTERNAL1',
    quantity: 2,
    unit: 'TEU',
    unitValue: -25,
    currency: 'USD',
    total: -50,
    internal1: true,
    isManual: false,
  },
  {
    seqNr: 4,
    text: 'Trucking cost',
    group: 'INTERNAL2',
    quantity: 1,
    unit: 'FEE',
    unitValue: 300,
    currency: 'CHF',
    total: 300,
    internal1: false,
    isManual: true,
  },
];

const CONFIG = {
  productName: 'Freight Portal',
  companyName: 'Freight Portal AG',
  companySiteUrl: 'https://example.org',
  companyPhone: '+41 00 000 00 00',
  companyEmail: 'info@example.org',
  privacyPolicyUrl: 'https://example.org/privacy',
  officeHours: 'Mo-Fr',
  vesselTrackingUrl: 'https://example.org/track',
  depotCountries: ['DE'],
  platformMailbox: 'platform@example.org',
  supportChatUrl: null,
  editWindowMs: 600_000,
  worldClock: [],
};

/**
 * Opens the request page on `data` with the reference lists it asks for; `routes` add or replace handlers. The
 * detail handler answers the latest data, so a test can change what a refetch sees.
 */
export function openRequestPage(
  data: TBookingRequestDetail,
  {
    session = STAFF_SESSION,
    routes = {},
    state,
  }: { session?: TSessionInfo; routes?: Record<string, Handler>; state?: unknown } = {},
) {
  const fetchMock = mockRoutes({
    [`GET ${DETAIL_URL}`]: () => json(200, data),
    'GET /api/config': () => json(200, CONFIG),
    'GET /api/carriers': () =>
      json(200, [
        { id: 'HSG', name: 'HAPAG-LLOYD', displayName: 'HAPAG-LLOYD', color: '#ff6600', disabled: false },
        { id: 'MSC', name: 'MSC', displayName: 'MSC', color: '#333333', disabled: false },
      ]),
    'GET /api/clients': () =>
      json(200, [
        { id: data.client.id, erpClientId: 'C1', name: data.client.name, city: 'Zurich', countryCode: 'CH' },
      ]),
    'GET /api/users': () => json(200, []),
    'GET /api/special-remark-templates': () => json(200, []),
    ...routes,
  });
  const view = renderPage(<BookingRequestPage />, { path: PATH, session, state });
  return { fetchMock, ...view };
}

/** The bodies fetch sent with `method` to `path`. */
export function sentBodies(
  fetchMock: ReturnType<typeof mockRoutes>,
  method: string,
  path: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

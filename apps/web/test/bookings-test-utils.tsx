import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { TBookingRequest, TBookingRequestRow, TSessionInfo } from '@portal/domain';
import { theme } from '../src/app/theme.ts';
import { sessionQueryKey } from '../src/lib/session.ts';
import { json } from './mock-api.ts';

export const STAFF_ID = '0b9c6e2a-8f51-4c39-9a7e-3d2f1c0b8a71';
export const OTHER_STAFF = {
  id: '5d3a1f7e-2c4b-4e8a-9f60-1a2b3c4d5e6f',
  firstName: 'Olivia',
  lastName: 'Frei',
  emailAddress: 'olivia.frei@freight-portal.local',
  clientId: null,
  role: 'operations' as const,
  isAdmin: true,
  allowedCarriers: null,
};
/** A staff member who handles ZIM only: the bulk pickers must not offer them for another carrier's rows. */
export const ZIM_ONLY_STAFF = {
  ...OTHER_STAFF,
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  firstName: 'Felix',
  lastName: 'Wyss',
  allowedCarriers: ['ZIM'],
};
const CLIENT_ID = '7e1d2c3b-4a59-4f68-8b7a-6c5d4e3f2a1b';

const user = {
  firstName: 'Luca',
  lastName: 'Rossi',
  emailAddress: 'luca.rossi@freight-portal.local',
  erpUserId: 'S0002',
  company: null,
  teams: [],
  dontShowGuide: true,
  answeredLandInterest: false,
  showedInterest: false,
  isRedirectionActive: false,
  redirectedAdmin: null,
  lastSession: null,
  lastOpenedChecklistTab: null,
};

export const STAFF_SESSION: TSessionInfo = {
  visitor: 'staff',
  mode: 'self',
  realUser: null,
  customerViewClient: null,
  user: { ...user, id: STAFF_ID, role: 'sales', isAdmin: true, clientId: null, carriers: null },
};

export const CUSTOMER_SESSION: TSessionInfo = {
  visitor: 'customer',
  mode: 'self',
  realUser: null,
  customerViewClient: null,
  user: {
    ...user,
    id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99',
    firstName: 'Anna',
    lastName: 'Keller',
    role: null,
    isAdmin: false,
    clientId: CLIENT_ID,
    carriers: null,
  },
};

export function row(n: number, overrides: Partial<TBookingRequestRow> = {}): TBookingRequestRow {
  return {
    id: `req-20261100${String(n).padStart(2, '0')}`,
    statusCode: 10,
    statusText: 'Requested',
    hold: false,
    isUnread: false,
    client: { id: CLIENT_ID, name: 'Alpina Trading AG' },
    createdBy: { id: 'u1', name: 'Anna Keller' },
    agent: null,
    carrier: { id: 'HSG', name: 'HAPAG-LLOYD', color: '#ff6600' },
    origin: { id: 'DEHAM', name: 'Hamburg', countryCode: 'DE' },
    destination: { id: 'BRSSZ', name: 'Santos', countryCode: 'BR' },
    vessel: 'SANTOS EXPRESS',
    voyage: '2649S',
    etd: '2026-12-01T18:00:00.000Z',
    eta: '2026-12-22T04:00:00.000Z',
    quoteNumber: null,
    agreementNo: null,
    customerReference: `PO-${n}`,
    createdAt: '2026-11-20T09:15:00.000Z',
    updatedAt: '2026-11-21T10:30:00.000Z',
    externalBookingReference: null,
    ...overrides,
  };
}

export function request(overrides: Partial<TBookingRequest> = {}): TBookingRequest {
  const stop = (id: string, name: string, countryCode: string) => ({
    port: { id, name, countryCode },
    terminal: null,
    vessel: 'SANTOS EXPRESS',
    voyage: '2649S',
    arrival: '2026-12-22T04:00:00.000Z',
    departure: '2026-12-01T18:00:00.000Z',
    utcOffsetMinutes: 60,
  });
  return {
    ...row(14, { quoteNumber: 100012 }),
    imo: false,
    soc: false,
    vgmSubmittedBy: 'CLIENT',
    itinerary: {
      portOfLoading: stop('DEHAM', 'Hamburg', 'DE'),
      transshipments: [],
      portOfDischarge: stop('BRSSZ', 'Santos', 'BR'),
      closings: [{ code: 'DCO', label: 'Documentation cut-off', time: '2026-11-28T10:00:00.000Z' }],
    },
    containers: [
      {
        quantity: 2,
        containerType: {
          id: '22G1',
          label: '20DC',
          description: "20' Dry Container",
          couldBeOversize: false,
        },
        commodityType: { id: 'machinery', name: 'MACHINERY' },
        weight: 12000,
        temperature: null,
        humidity: null,
        ventilation: null,
        pickupDate: '2026-11-29',
        pickupLocation: {
          id: 'hamburg-waltershof',
          name: 'HCCR Container Depot Waltershof',
          street: 'Am Ballinkai 1',
          city: 'Hamburg',
          zip: '21129',
          countryCode: 'DE',
        },
        pickupReference: 'PU-1',
        deliveryReference: 'PU-1',
        vgmPin: 'PU-1',
        containerNumbers: [],
        imo: { flag: false, entries: [] },
        oog: { flag: false, entries: [] },
        demDetTariffs: [{ id: 'HSG-DD-STD', days: 14, text: 'Combined free time', description: '' }],
        storageTariffs: [],
        pluginTariffs: [],
      },
    ],
    freightDetails: [],
    additionalInfo: null,
    files: [],
    ...overrides,
  };
}

export type Handler = (url: URL, body: unknown) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers keyed "METHOD /api/path" (the path without its query, which the handler gets in
 * the URL); anything else answers 404.
 */
export function mockRoutes(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!handler) return json(404, { code: 'NOT_FOUND', message: `No mock for ${url.pathname}` });
    return handler(url, init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The list requests fetch has made, as URLs. */
export function listCalls(fetchMock: ReturnType<typeof mockRoutes>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/booking-requests');
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(
  ui: ReactNode,
  { path, session, state }: { path: string; session: TSessionInfo; state?: unknown },
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(sessionQueryKey, session);
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <SnackbarProvider maxSnack={3}>
          <MemoryRouter
            initialEntries={[
              {
                pathname: path.split('?')[0]!,
                search: path.includes('?') ? `?${path.split('?')[1]}` : '',
                state,
              },
            ]}
          >
            <Routes>
              <Route path="/booking-requests/:id" element={ui} />
              <Route path="*" element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, client };
}

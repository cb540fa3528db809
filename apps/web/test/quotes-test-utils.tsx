import { ThemeProvider } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { enGB } from 'date-fns/locale';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import {
  SNACKBAR,
  TERMS_AND_CONDITIONS,
  type TPortOption,
  type TQuote,
  type TQuoteGroup,
  type TSessionInfo,
} from '@portal/domain';
import { theme } from '../src/app/theme.ts';
import { LoginDialogContext, type LoginDialogState } from '../src/lib/login-dialog.ts';
import { ANONYMOUS_SESSION, sessionQueryKey } from '../src/lib/session.ts';
import { json } from './mock-api.ts';
import { asStaff, customerSession as baseCustomer } from './sessions.ts';

export const PORTS: Record<string, TPortOption> = {
  DEHAM: { id: 'DEHAM', name: 'Hamburg', city: 'Hamburg', countryCode: 'DE', countryName: 'Germany' },
  BRSSZ: { id: 'BRSSZ', name: 'Santos', city: 'Santos', countryCode: 'BR', countryName: 'Brazil' },
  CNSHA: { id: 'CNSHA', name: 'Shanghai', city: 'Shanghai', countryCode: 'CN', countryName: 'China' },
};

export const CONFIG = {
  productName: 'Freight Portal',
  companyName: 'Freight Portal AG',
  companySiteUrl: 'https://www.example.com',
  companyPhone: '+41 61 000 00 00',
  companyEmail: 'info@freight-portal.local',
  privacyPolicyUrl: 'https://www.example.com/privacy',
  officeHours: 'Mon-Fri 08:00-12:00 and 13:00-17:30',
  vesselTrackingUrl: 'https://track.example/imo/{imo}',
  depotCountries: ['DE', 'CH'],
  platformMailbox: 'quotes@freight-portal.local',
  supportChatUrl: null,
  editWindowMs: 600_000,
  worldClock: [],
};

export const CONTAINER_TYPES = [
  {
    id: '22G1',
    label: '20DC',
    description: "20' Dry Container",
    couldBeOversize: false,
    shipperOwned: false,
  },
  {
    id: '45G1',
    label: '40HC',
    description: "40' High Cube Dry Container",
    couldBeOversize: false,
    shipperOwned: false,
  },
  {
    id: '22G1-SO',
    label: '20DC S.O.',
    description: "20' Dry Container S.O.",
    couldBeOversize: false,
    shipperOwned: true,
  },
];
export const COMMODITIES = [
  { id: 'freight-all-kind', name: 'FREIGHT ALL KIND' },
  { id: 'machinery', name: 'MACHINERY' },
];
export const DEPOTS = [
  {
    id: 'hamburg-dradenau',
    name: 'CTD Container-Terminal Dradenau',
    street: null,
    poBox: null,
    city: 'Hamburg',
    zip: null,
    countryCode: 'DE',
  },
];
export const CARRIERS = [
  { id: 'HSG', name: 'Hapag-Lloyd', displayName: 'HAPAG-LLOYD', color: '#ff6600', disabled: false },
  { id: 'HSD', name: 'Hamburg Süd', displayName: 'HAMBURG SÜD', color: '#c8102e', disabled: false },
];

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

/**
 * Stubs fetch by "METHOD /api/path" (the query string is the handler's to read). The reference lists, ports and
 * the public configuration answer by default.
 */
export function mockQuotesApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    'GET /api/config': () => json(200, CONFIG),
    'GET /api/container-types': () => json(200, CONTAINER_TYPES),
    'GET /api/commodity-types': () => json(200, COMMODITIES),
    'GET /api/pickup-locations': () => json(200, DEPOTS),
    'GET /api/carriers': () => json(200, CARRIERS),
    'GET /api/ports': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json(200, {
        data: Object.values(PORTS).filter(
          (p) => p.id.toLowerCase().startsWith(q) || p.name.toLowerCase().includes(q),
        ),
      });
    },
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = all[`${method} ${url.pathname}`];
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (handler) return handler({ url, method, body });
    const port = /^\/api\/ports\/(\w+)$/.exec(url.pathname)?.[1];
    if (method === 'GET' && port && PORTS[port]) return json(200, PORTS[port]);
    return json(404, { code: 'NOT_FOUND', message: `No mock for ${method} ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests made to one "METHOD /api/path", with their bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockQuotesApi>, key: string) {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
    )
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export function fakeLoginDialog(): LoginDialogState {
  return { isOpen: false, step: 0, nextPath: '/', show: vi.fn(), goToStep: vi.fn(), close: vi.fn() };
}

/** Renders a quote screen at `entry` with the providers of the app; other paths show 'Another page'. */
export function renderQuotesScreen(
  ui: ReactNode,
  {
    entry,
    path,
    session = ANONYMOUS_SESSION,
    login = fakeLoginDialog(),
  }: { entry: string; path: string; session?: TSessionInfo; login?: LoginDialogState },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionQueryKey, session);
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={SNACKBAR.maxStack} autoHideDuration={SNACKBAR.defaultMs}>
          <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
            <MemoryRouter initialEntries={[entry]}>
              <LoginDialogContext.Provider value={login}>
                <Routes>
                  <Route path={path} element={ui} />
                  <Route path="*" element={<p>Another page</p>} />
                </Routes>
                <Address />
              </LoginDialogContext.Provider>
            </MemoryRouter>
          </LocalizationProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, queryClient, login };
}

export const customerSession: TSessionInfo = {
  ...baseCustomer,
  user: {
    ...baseCustomer.user!,
    company: { id: 'c1', name: 'Alpina Trading AG', city: 'Basel', countryCode: 'CH' },
  },
};
export const staffSession = asStaff(customerSession, { company: null });

const HAMBURG = { id: 'DEHAM', name: 'Hamburg', city: 'Hamburg', countryCode: 'DE' };
const SANTOS = { id: 'BRSSZ', name: 'Santos', city: 'Santos', countryCode: 'BR' };
const CONTAINERS: TQuote['containers'] = [
  {
    quantity: 2,
    containerType: { id: '22G1', label: '20DC', description: "20' Dry Container" },
    commodityType: { id: 'freight-all-kind', name: 'FREIGHT ALL KIND' },
    pickupLocation: {
      id: 'hamburg-dradenau',
      name: 'CTD Container-Terminal Dradenau',
      city: 'Hamburg',
      countryCode: 'DE',
    },
  },
];

export function quote(id: number, carrier: { id: string; name: string; color: string }): TQuote {
  return {
    id,
    groupId: 50001,
    client: { id: 'c1', name: 'Alpina Trading AG' },
    user: { id: 'u1', name: 'Anna Keller' },
    dateIssued: '2026-05-01T08:00:00.000Z',
    origin: HAMBURG,
    destination: SANTOS,
    placeOfReceiptName: null,
    placeOfDeliveryName: null,
    carrier,
    containers: CONTAINERS,
    details: [
      {
        containerTypeId: '22G1',
        costLines: [
          {
            pos: 1,
            description: 'Seafreight',
            currency: 'USD',
            value: 1095,
            unit: 'CTR',
            remark: null,
            remarkRef: null,
          },
          {
            pos: 2,
            description: 'BAF',
            currency: 'USD',
            value: 200,
            unit: 'CTR',
            remark: 'Floating',
            remarkRef: '1',
          },
          {
            pos: 3,
            description: 'ISPS Surcharge',
            currency: 'incl.',
            value: null,
            unit: 'CTR',
            remark: null,
            remarkRef: null,
          },
          {
            pos: 4,
            description: 'Terminal Handling Charge Origin',
            currency: 'EUR',
            value: 245,
            unit: 'CTR',
            remark: null,
            remarkRef: null,
          },
          {
            pos: 5,
            description: 'Documentation Fee',
            currency: 'EUR',
            value: 65,
            unit: 'BL',
            remark: null,
            remarkRef: null,
          },
        ],
      },
    ],
    costRemarks: [{ remarkRef: '1', remarkText: 'BAF follows the carrier tariff valid at shipment.' }],
    terms: [
      { label: 'Payment', value: 'Prepaid', detail: null, url: null },
      { label: TERMS_AND_CONDITIONS, value: 'Carrier B/L terms apply', detail: null, url: null },
    ],
    remarks: [{ title: 'Remarks', label: 'Cargo', text: 'General cargo, non-hazardous.' }],
    serviceDetails: { frequency: 'Weekly', routing: 'Direct', transitDays: 22 },
    validFrom: '2026-05-01',
    validTo: '2026-05-31',
    totals: { USD: 2590, EUR: 555 },
    assignedTo: null,
    status: 0,
    sortingId: 1,
  };
}

export function group(quotes: TQuote[]): TQuoteGroup {
  return {
    id: 50001,
    dateIssued: '2026-05-01T08:00:00.000Z',
    client: { id: 'c1', name: 'Alpina Trading AG' },
    user: { id: 'u1', name: 'Anna Keller' },
    origin: HAMBURG,
    destination: SANTOS,
    requestedDate: '2026-05-03',
    weeks: 4,
    containers: CONTAINERS,
    carriers: quotes.map((q) => q.carrier.id),
    quoteCount: quotes.length,
    assignedTo: [],
    archived: false,
    sortingId: 50001,
    quotes,
  };
}

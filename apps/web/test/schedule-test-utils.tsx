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
  type TPortOption,
  type TRoutePortStop,
  type TScheduleRoute,
  type TSessionInfo,
} from '@portal/domain';
import { theme } from '../src/app/theme.ts';
import { LoginDialogProvider } from '../src/features/auth/index.ts';
import { ANONYMOUS_SESSION, sessionQueryKey } from '../src/lib/session.ts';
import { json } from './mock-api.ts';
import { asStaff, customerSession } from './sessions.ts';
// The page loads its route cards and the search bar its date picker on demand. Loaded here at once, the tests
// wait for what the page does, not for the module loader (a first import takes seconds on a busy machine).
import '../src/features/schedule/components/route-card.tsx';
import '../src/components/schedule-search-bar/earliest-date-picker.tsx';

/** Today in these tests: Friday 1 May 2026, 10:00 local time. */
export const NOW = new Date(2026, 4, 1, 10, 0);
const DAY = 86_400_000;

export const PORTS: Record<string, TPortOption> = {
  DEHAM: { id: 'DEHAM', name: 'Hamburg', city: 'Hamburg', countryCode: 'DE', countryName: 'Germany' },
  BRSSZ: { id: 'BRSSZ', name: 'Santos', city: 'Santos', countryCode: 'BR', countryName: 'Brazil' },
  NLRTM: { id: 'NLRTM', name: 'Rotterdam', city: 'Rotterdam', countryCode: 'NL', countryName: 'Netherlands' },
};

function stop(portId: string, at: Date, vessel: string, carrierId: string): TRoutePortStop {
  const port = PORTS[portId]!;
  return {
    port: { id: port.id, name: port.name, city: port.city, countryCode: port.countryCode },
    terminal: { id: `${portId}-T1`, name: `${port.name} Container Terminal` },
    vessel: { name: vessel, imo: '9301234', code: null },
    voyageNumber: '2618S',
    carrierId,
    arrival: new Date(at.getTime() - 12 * 3_600_000).toISOString(),
    departure: at.toISOString(),
    utcOffsetMinutes: 0,
  };
}

/** A Hamburg to Santos sailing leaving `daysAhead` days after NOW and taking `transitDays`. */
export function sailing(
  daysAhead: number,
  transitDays: number,
  carrierId = 'HSG',
  vessel = 'SANTOS EXPRESS',
) {
  const departure = new Date(NOW.getTime() + daysAhead * DAY);
  const arrival = new Date(departure.getTime() + transitDays * DAY);
  const route: TScheduleRoute = {
    origin: stop('DEHAM', departure, vessel, carrierId),
    destination: { ...stop('BRSSZ', arrival, vessel, carrierId), arrival: arrival.toISOString() },
    intermediate: [],
    deadlines: [
      {
        code: 'DCO',
        label: 'Documentation cut-off',
        time: new Date(departure.getTime() - 3 * DAY).toISOString(),
      },
    ],
    transitDays,
    service: 'North Europe – East Coast South America',
    routing: 'DEHAM - BRSSZ',
    spaceInfo: 'Space available',
    spaceInfoColor: 'green',
  };
  return route;
}

export const CARRIERS = [
  { id: 'HSG', name: 'Hapag-Lloyd', displayName: 'HAPAG-LLOYD', color: '#ff6600', disabled: false },
  { id: 'HSD', name: 'Hamburg Süd', displayName: 'HAMBURG SÜD', color: '#c8102e', disabled: false },
];

export const CONFIG = {
  productName: 'Freight Portal',
  companyName: 'Freight Portal AG',
  companySiteUrl: 'https://www.example.com',
  companyPhone: '+41 61 000 00 00',
  companyEmail: 'info@freight-portal.local',
  privacyPolicyUrl: 'https://www.example.com/privacy',
  officeHours: 'Mon-Fri 08:00-12:00 and 13:00-17:30',
  vesselTrackingUrl: 'https://track.example/imo/{imo}',
};

type Handler = (url: URL) => Response | Promise<Response>;

/**
 * Stubs fetch by path (the query string is the handler's to read): /api/ports, /api/ports/:id, /api/carriers
 * and /api/config answer by default; `routes` answers GET /api/routes.
 */
export function mockScheduleApi(routes: Handler, extra: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    '/api/carriers': () => json(200, CARRIERS),
    '/api/config': () => json(200, CONFIG),
    '/api/ports': (url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const data = Object.values(PORTS).filter(
        (p) => p.id.toLowerCase().startsWith(q) || p.name.toLowerCase().includes(q),
      );
      return json(200, { data });
    },
    '/api/routes': routes,
    ...extra,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname];
    if (handler) return handler(url);
    const port = /^\/api\/ports\/(\w+)$/.exec(url.pathname)?.[1];
    if (port && PORTS[port]) return json(200, PORTS[port]);
    return json(404, { code: 'NOT_FOUND', message: `No mock for ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The /api/routes requests made so far, as URLs. */
export function routeRequests(fetchMock: ReturnType<typeof mockScheduleApi>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/routes');
}

/** Shows the router's current address so tests can read it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export function renderScheduleApp(
  ui: ReactNode,
  {
    entries = ['/schedule'],
    session = ANONYMOUS_SESSION,
    path = '/schedule',
  }: { entries?: string[]; session?: TSessionInfo; path?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, session);
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={SNACKBAR.maxStack} autoHideDuration={SNACKBAR.defaultMs}>
          <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
            <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
              <LoginDialogProvider>
                <Routes>
                  <Route path={path} element={ui} />
                  <Route path="*" element={<p>Another page</p>} />
                </Routes>
                <Address />
              </LoginDialogProvider>
            </MemoryRouter>
          </LocalizationProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

export { customerSession };
export const staffSession = asStaff(customerSession);

import { ThemeProvider } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { enGB } from 'date-fns/locale';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import {
  CHOSEN_SCHEDULE_STORAGE_KEY,
  SNACKBAR,
  type TChosenSchedule,
  type TPortOption,
  type TQuote,
  type TScheduleRoute,
  type TSessionInfo,
} from '@portal/domain';
import { theme } from '../src/app/theme.ts';
import {
  emptyDraft,
  todayText,
  withSchedule,
  type BookingDraft,
} from '../src/features/online-booking/wizard/draft.ts';
import { writeDraft } from '../src/features/online-booking/wizard/draft-storage.ts';
import { applyContainerType, newWizardLine, type WizardLine } from '../src/components/cargo-lines/index.ts';
import type {
  CommodityOption,
  ContainerTypeOption,
  PickupLocationOption,
} from '../src/features/online-booking/api.ts';
import { OnlineBookingPage } from '../src/features/online-booking/index.ts';
import { sessionQueryKey } from '../src/lib/session.ts';
import { json } from './mock-api.ts';
import { asStaff, customerSession } from './sessions.ts';

export const PORTS: Record<string, TPortOption> = {
  DEHAM: { id: 'DEHAM', name: 'Hamburg', city: 'Hamburg', countryCode: 'DE', countryName: 'Germany' },
  BRSSZ: { id: 'BRSSZ', name: 'Santos', city: 'Santos', countryCode: 'BR', countryName: 'Brazil' },
};

export const CARRIERS = [
  { id: 'HSG', name: 'Hapag-Lloyd', displayName: 'HAPAG-LLOYD', color: '#ff6600', disabled: false },
  { id: 'HSD', name: 'Hamburg Süd', displayName: 'HAMBURG SÜD', color: '#c8102e', disabled: false },
];

export const TYPES: ContainerTypeOption[] = [
  {
    id: '22G1',
    label: '20DC',
    description: "20' Dry Container",
    couldBeOversize: false,
    shipperOwned: false,
  },
  {
    id: '45R1',
    label: '40RH',
    description: "40' High Cube Reefer Container",
    couldBeOversize: false,
    shipperOwned: false,
  },
  {
    id: '42U1',
    label: '40OT',
    description: "40' Open Top Container",
    couldBeOversize: true,
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

export const COMMODITIES: CommodityOption[] = [
  { id: 'cheese', name: 'CHEESE' },
  { id: 'machinery', name: 'MACHINERY' },
];

export const LOCATIONS: PickupLocationOption[] = [
  {
    id: 'hamburg-depot',
    name: 'Hamburg Container Depot',
    street: 'Am Ballinkai 1',
    poBox: null,
    city: 'Hamburg',
    zip: '21129',
    countryCode: 'DE',
  },
];

const CONFIG = {
  productName: 'Freight Portal',
  companyName: 'Freight Portal AG',
  companySiteUrl: 'https://www.example.com',
  companyPhone: '+41 61 000 00 00',
  companyEmail: 'info@freight-portal.local',
  privacyPolicyUrl: 'https://www.example.com/privacy',
  officeHours: 'Mon-Fri 08:00-12:00 and 13:00-17:30',
  vesselTrackingUrl: 'https://track.example/imo/{imo}',
  depotCountries: ['DE'],
  platformMailbox: 'booking@freight-portal.local',
  supportChatUrl: null,
  editWindowMs: 600_000,
  worldClock: [],
};

const DAY = 86_400_000;

/** A direct Hamburg to Santos sailing of the carrier, ten days from now. */
export function sailing(carrierId = 'HSG'): TScheduleRoute {
  const departure = new Date(Date.now() + 10 * DAY);
  const arrival = new Date(departure.getTime() + 24 * DAY);
  const stop = (id: 'DEHAM' | 'BRSSZ', at: Date) => ({
    port: { id, name: PORTS[id]!.name, city: PORTS[id]!.city, countryCode: PORTS[id]!.countryCode },
    terminal: { id: `${id}-T1`, name: `${PORTS[id]!.name} Container Terminal` },
    vessel: { name: 'SANTOS EXPRESS', imo: '9301234', code: null },
    voyageNumber: '2618S',
    carrierId,
    arrival: at.toISOString(),
    departure: at.toISOString(),
    utcOffsetMinutes: 60,
  });
  return {
    origin: stop('DEHAM', departure),
    destination: stop('BRSSZ', arrival),
    intermediate: [],
    deadlines: [],
    transitDays: 24,
    service: 'North Europe – East Coast South America',
    routing: 'DEHAM - BRSSZ',
    spaceInfo: null,
    spaceInfoColor: null,
  };
}

export function storeChosenSchedule(route = sailing()): void {
  const chosen: TChosenSchedule = {
    route,
    search: { origin: 'DEHAM', destination: 'BRSSZ', date: '2026-05-01', weeks: 4 },
    chosenAt: new Date().toISOString(),
  };
  localStorage.setItem(CHOSEN_SCHEDULE_STORAGE_KEY, JSON.stringify(chosen));
}

const portRef = (id: 'DEHAM' | 'BRSSZ') => ({
  id,
  name: PORTS[id]!.name,
  city: PORTS[id]!.city,
  countryCode: PORTS[id]!.countryCode,
});

export function quote(id: number, carrierId = 'HSG', clientId = 'c1'): TQuote {
  const carrier = CARRIERS.find((c) => c.id === carrierId)!;
  return {
    id,
    groupId: 7,
    client: { id: clientId, name: 'Alpina Trading AG' },
    user: { id: 'u1', name: 'Anna Keller' },
    dateIssued: '2026-04-20T09:00:00.000Z',
    origin: portRef('DEHAM'),
    destination: portRef('BRSSZ'),
    placeOfReceiptName: null,
    placeOfDeliveryName: null,
    carrier: { id: carrier.id, name: carrier.name, color: carrier.color },
    containers: [
      {
        quantity: 2,
        containerType: { id: '45R1', label: '40RH', description: "40' High Cube Reefer Container" },
        commodityType: { id: 'cheese', name: 'CHEESE' },
        pickupLocation: {
          id: 'hamburg-depot',
          name: 'Hamburg Container Depot',
          city: 'Hamburg',
          countryCode: 'DE',
        },
      },
    ],
    details: [],
    costRemarks: [],
    terms: [],
    remarks: [],
    serviceDetails: null,
    validFrom: '2026-04-20',
    validTo: '2099-12-31',
    totals: { USD: 4200 },
    assignedTo: null,
    status: 0,
    sortingId: 1,
  };
}

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;

/** Stubs fetch by "METHOD /api/path" (query strings are the handler's to read); reference lists answer. */
export function mockBookingApi(extra: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    'GET /api/carriers': () => json(200, CARRIERS),
    'GET /api/config': () => json(200, CONFIG),
    'GET /api/container-types': () => json(200, TYPES),
    'GET /api/commodity-types': () => json(200, COMMODITIES),
    'GET /api/pickup-locations': () => json(200, LOCATIONS),
    'GET /api/ports': (url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json(200, {
        data: Object.values(PORTS).filter(
          (p) => p.id.toLowerCase().startsWith(q) || p.name.toLowerCase().includes(q),
        ),
      });
    },
    ...extra,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (handler) return handler(url, init);
    const port = /^\/api\/ports\/(\w+)$/.exec(url.pathname)?.[1];
    if (port && PORTS[port]) return json(200, PORTS[port]);
    return json(404, { code: 'NOT_FOUND', message: `No mock for ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent with the method to the path. */
export function sentBodies(
  fetchMock: ReturnType<typeof mockBookingApi>,
  method: string,
  path: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function Address() {
  const location = useLocation();
  return (
    <output data-testid="address" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export { customerSession };
export const staffSession = asStaff(customerSession, { id: 's1' });

export function renderBooking({ session = customerSession }: { session?: TSessionInfo } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionQueryKey, session);
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider maxSnack={SNACKBAR.maxStack} autoHideDuration={SNACKBAR.defaultMs}>
          <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
            <MemoryRouter initialEntries={['/online-booking']}>
              <Routes>
                <Route path="/online-booking" element={<OnlineBookingPage />} />
                <Route path="*" element={<p>Another page</p>} />
              </Routes>
              <Address />
            </MemoryRouter>
          </LocalizationProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

export const today = todayText();
const typeOf = (id: string) => TYPES.find((t) => t.id === id)!;

/** A complete line of the type; `imo` adds a dangerous-goods entry. */
export function line(typeId: string, { imo = false } = {}): WizardLine {
  const ruled = applyContainerType(newWizardLine(today), typeOf(typeId), today);
  return {
    ...ruled,
    commodityTypeId: 'cheese',
    weight: 12000,
    pickupLocationId: ruled.pickupDate ? LOCATIONS[0]!.id : null,
    imo,
    imoEntries: imo ? [{ imoClass: '3', unNumber: '1263', pgNumber: 'II' }] : [],
  };
}

/** A booking on the given step, as a reload of this tab finds it. */
export function storeDraft(step: number, lines: WizardLine[], patch: Partial<BookingDraft> = {}) {
  const draft: BookingDraft = {
    ...withSchedule(emptyDraft(today), sailing()),
    termsAccepted: true,
    step,
    lines,
    ...patch,
  };
  writeDraft(customerSession.user!.id, draft);
}

import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_SESSION, sessionQueryKey } from '../src/lib/session.ts';
import { worldClockZones, type TSessionInfo } from '@portal/domain';
import { queryKeys } from '../src/lib/query-keys.ts';
import { Footer } from '../src/app/layout/footer.tsx';
import { WorldClockBar } from '../src/app/layout/world-clock-bar.tsx';
import { RouteGuard } from '../src/app/route-guard.tsx';
import { theme } from '../src/app/theme.ts';
import { mockApi } from './mock-api.ts';
import { LoginDialogProvider } from '../src/features/auth/index.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(
  ui: ReactNode,
  {
    path = '/',
    session = ANONYMOUS_SESSION,
    withWorldClock = false,
  }: { path?: string; session?: TSessionInfo; withWorldClock?: boolean } = {},
) {
  mockApi({});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionQueryKey, session);
  if (withWorldClock) client.setQueryData(queryKeys.config, { worldClock: worldClockZones(new Date()) });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <SnackbarProvider>
          <MemoryRouter initialEntries={[path]}>
            <LoginDialogProvider>{ui}</LoginDialogProvider>
          </MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const customer: TSessionInfo = {
  visitor: 'customer',
  mode: 'self',
  realUser: null,
  customerViewClient: null,
  user: {
    id: 'u',
    firstName: 'Anna',
    lastName: 'Keller',
    emailAddress: 'anna@x.ch',
    role: null,
    isAdmin: false,
    erpUserId: null,
    clientId: 'c',
    company: null,
    carriers: null,
    teams: [],
    dontShowGuide: false,
    answeredLandInterest: false,
    showedInterest: false,
    isRedirectionActive: false,
    redirectedAdmin: null,
    lastSession: null,
    lastOpenedChecklistTab: null,
  },
};

describe('world clock', () => {
  it('shows the 16 cities with a time each', () => {
    renderWith(<WorldClockBar />, { withWorldClock: true });
    const clock = screen.getByTestId('world-clock');
    for (const city of ['Los Angeles', 'San Antonio', 'Santos', 'Durban', 'Mumbai', 'Auckland']) {
      expect(within(clock).getByText(city)).toBeTruthy();
    }
    expect(within(clock).getAllByText(/^\d{2}:\d{2}:\d{2}$/)).toHaveLength(16);
    // Wide enough (jsdom measures nothing): the cities stand still.
    expect(clock.dataset.ticker).toBe('off');
  });

  it('moves every city on by itself each second, without rendering the page again', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-23T11:59:58Z'));
      renderWith(<WorldClockBar />, { withWorldClock: true });
      const zurich = screen.getByTestId('clock-Zurich');
      expect(zurich.textContent).toBe('12:59:58');
      vi.advanceTimersByTime(2000);
      expect(zurich.textContent).toBe('13:00:00');
      expect(screen.getByTestId('clock-Auckland').textContent).toBe('01:00:00');
      // Night in Auckland: its dot is the night one.
      expect(screen.getByTestId('clock-Auckland').parentElement!.querySelector('.dot.day')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs as a ticker on a screen too narrow for the 16 cities, which stay readable once each', () => {
    // A phone: the cities need 1400 px, the bar has 375.
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1400);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(375);
    try {
      renderWith(<WorldClockBar />, { withWorldClock: true });
      const clock = screen.getByTestId('world-clock');
      expect(clock.dataset.ticker).toBe('on');
      // Focusable, so keyboard users can pause it (hover and focus stop the ticker).
      expect(clock.tabIndex).toBe(0);
      // The second copy that closes the loop is hidden from assistive technology: each city is read once.
      expect(within(clock).getAllByText('Auckland')).toHaveLength(2);
      expect(within(clock).getAllByText('Auckland', { ignore: '[aria-hidden] *' })).toHaveLength(1);
      expect(within(clock).getAllByTestId(/^clock-/)).toHaveLength(16);
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });
});

describe('footer', () => {
  it('shows the office hours and the current year', () => {
    renderWith(<Footer />);
    expect(screen.getByText('Office hours: Mon-Fri 08:00-12:00 and 13:00-17:30')).toBeTruthy();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeTruthy();
  });
});

describe('route guard', () => {
  it('shows the logged-out page to an anonymous visitor on /bookings', async () => {
    renderWith(<RouteGuard />, { path: '/bookings' });
    expect(await screen.findByText('You have to be logged in to view this page.')).toBeTruthy();
  });

  it('sends staff from the home page to My Day', async () => {
    function Where() {
      return <output data-testid="where">{useLocation().pathname}</output>;
    }
    renderWith(
      <>
        <RouteGuard />
        <Where />
      </>,
      { path: '/', session: { ...customer, visitor: 'staff' } },
    );
    expect((await screen.findByTestId('where')).textContent).toBe('/my-day');
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
  });

  it('shows the 404 page to a customer on a staff path', async () => {
    renderWith(<RouteGuard />, { path: '/teams', session: customer });
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
    expect(screen.getByText('Make sure you have the right address or visit home page.')).toBeTruthy();
  });
});

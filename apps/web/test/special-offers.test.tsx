import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { addDays, addMonths, format } from 'date-fns';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_MESSAGES, type TSessionInfo } from '@portal/domain';
import { SpecialOffersSection } from '../src/components/special-offers/index.ts';
import { LoginDialogContext } from '../src/lib/login-dialog.ts';
import { json, mockApi } from './mock-api.ts';
import { customerSession } from './sessions.ts';
import { hamburgSantosOffer } from './offers.ts';

const VALID_UNTIL = addDays(new Date(), 10);
const OFFER = hamburgSantosOffer(VALID_UNTIL);

const anonymous: TSessionInfo = {
  visitor: 'anonymous',
  user: null,
  mode: 'self',
  realUser: null,
  customerViewClient: null,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderSection(session: TSessionInfo, show = vi.fn()) {
  mockApi({
    'GET /api/special-offers': () => json(200, [OFFER]),
    'GET /api/session': () => json(200, session),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (ui: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <LoginDialogContext.Provider
        value={{ isOpen: false, step: 0, nextPath: '/', show, goToStep: vi.fn(), close: vi.fn() }}
      >
        <MemoryRouter initialEntries={['/']}>
          <SnackbarProvider maxSnack={3}>{ui}</SnackbarProvider>
        </MemoryRouter>
      </LoginDialogContext.Provider>
    </QueryClientProvider>
  );
  render(
    wrap(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SpecialOffersSection />
              <Where />
            </>
          }
        />
      </Routes>,
    ),
  );
  return { show };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SpecialOffersSection', () => {
  it('shows each valid offer with price and the validity one month past validUntil', async () => {
    renderSection(anonymous);
    // The arrow shows; screen readers hear 'Hamburg to Santos' (the arrow is hidden from them, 'to' from the eye).
    const card = await screen.findByRole('button', { name: /Special offer\s*.*Hamburg\s*to\s*Santos/ });
    expect(card.textContent).toContain('Hamburg →');
    expect(screen.getByText(/USD 1.?450\.00/)).toBeTruthy();
    expect(screen.getByText(`Valid until ${format(addMonths(VALID_UNTIL, 1), 'dd.MM.yyyy')}`)).toBeTruthy();
  });

  it('asks an anonymous visitor to log in first', async () => {
    const { show } = renderSection(anonymous);
    fireEvent.click(await screen.findByRole('button', { name: /Special offer\s*.*Hamburg\s*to\s*Santos/ }));
    expect(await screen.findByText(QUOTE_MESSAGES.offerLoginFirst)).toBeTruthy();
    expect(show).toHaveBeenCalledWith(0, expect.stringContaining('/quotes/get?origin=DEHAM'));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('takes a signed-in customer to Get Quote, prefilled two days ahead with quantity 1', async () => {
    renderSection(customerSession);
    fireEvent.click(await screen.findByRole('button', { name: /Special offer\s*.*Hamburg\s*to\s*Santos/ }));
    const where = screen.getByTestId('where').textContent ?? '';
    const query = new URLSearchParams(where.split('?')[1]);
    expect(where.startsWith('/quotes/get?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({
      origin: 'DEHAM',
      destination: 'BRSSZ',
      date: format(addDays(new Date(), 2), 'yyyy-MM-dd'),
      quantity: '1',
      type: '45G1',
    });
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { addDays } from 'date-fns';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPECIAL_OFFER_MESSAGES, type TSessionInfo } from '@portal/domain';
import { OfferManagerDialog } from '../src/components/special-offers/offer-manager-dialog.tsx';
import { json, mockApi } from './mock-api.ts';
import { hamburgSantosOffer } from './offers.ts';
import { asStaff, customerSession } from './sessions.ts';

const HSG = hamburgSantosOffer(addDays(new Date(), 10));
const ZIM = { ...HSG, id: 'o2', carrier: { id: 'ZIM', name: 'ZIM', color: '#1d3f8f' } };

function renderManager(session: TSessionInfo) {
  mockApi({
    'GET /api/special-offers/manage': () => json(200, [HSG, ZIM]),
    'GET /api/session': () => json(200, session),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <OfferManagerDialog open onClose={() => {}} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

/** The buttons of the row of a carrier. */
async function rowOf(carrier: string) {
  const cell = await screen.findByRole('cell', { name: carrier });
  return within(cell.closest('tr')!);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the special offer manager', { timeout: 20_000 }, () => {
  it('offers a staff member restricted to HSG the buttons of HSG offers only (the server refuses the others)', async () => {
    renderManager(asStaff(customerSession, { isAdmin: false, carriers: ['HSG'] }));
    const hsg = await rowOf('Hamburg Süd');
    expect(hsg.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(hsg.getByRole('button', { name: 'Retire' })).toBeTruthy();
    // The session arrives after the list: wait until the ZIM row has lost its buttons.
    const zim = await rowOf('ZIM');
    expect(await zim.findByText(SPECIAL_OFFER_MESSAGES.otherCarrierShort)).toBeTruthy();
    expect(zim.queryByRole('button')).toBeNull();
  });

  it('offers an unrestricted staff member every offer’s buttons', async () => {
    renderManager(asStaff(customerSession, { isAdmin: false, carriers: null }));
    const zim = await rowOf('ZIM');
    expect(await zim.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(zim.queryByText(SPECIAL_OFFER_MESSAGES.otherCarrierShort)).toBeNull();
  });
});

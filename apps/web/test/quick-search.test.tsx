import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TQuickSearchAnswer } from '@portal/domain';
import { QuickSearchDialog } from '../src/features/quick-search/quick-search-dialog.tsx';
import { CUSTOMER_SESSION, mockRoutes, renderPage } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const nothing: TQuickSearchAnswer = { bookings: [], page: 1, more: false, quote: null };

function search(text: string) {
  const dialog = screen.getByRole('dialog', { name: 'Quick Search' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search' }), { target: { value: text } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
  return dialog;
}

describe('Quick Search dialog', { timeout: 20_000 }, () => {
  it('says the spec’s quote error when a quote number finds no quote', async () => {
    mockRoutes({ 'GET /api/quick-search': () => json(200, nothing) });
    renderPage(<QuickSearchDialog onClose={() => {}} />, { path: '/', session: CUSTOMER_SESSION });
    const dialog = search(' 100999 ');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('There is no quote with this ID');
    expect(within(dialog).getByText('There is no record with this criteria.')).toBeTruthy();
  });

  it('says only that nothing was found when the text cannot be a quote number', async () => {
    mockRoutes({ 'GET /api/quick-search': () => json(200, nothing) });
    renderPage(<QuickSearchDialog onClose={() => {}} />, { path: '/', session: CUSTOMER_SESSION });
    const dialog = search('HLCU-NOTHING');
    expect(await within(dialog).findByText('There is no record with this criteria.')).toBeTruthy();
    expect(within(dialog).queryByText('There is no quote with this ID')).toBeNull();
  });
});

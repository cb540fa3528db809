import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer } from '@portal/domain';
import { QuoteGroupsPage } from '../src/features/quotes/index.ts';
import { json } from './mock-api.ts';
import {
  customerSession,
  group,
  mockQuotesApi,
  quote,
  renderQuotesScreen,
  staffSession,
} from './quotes-test-utils.tsx';

vi.setConfig({ testTimeout: 20_000 });

const PATH = '/quotes/groups';
const { quotes: _quotes, ...SUMMARY } = group([
  quote(100001, { id: 'HSD', name: 'HAMBURG SÜD', color: '#c8102e' }),
]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Quotes list (spec 001 §2.4)', () => {
  it('shows a customer one list of groups, 10 rows a page, with 5, 10 and 25 to choose', async () => {
    const fetchMock = mockQuotesApi({
      'GET /api/quotes/groups': () => json(200, listAnswer([SUMMARY], 1, 1, 10)),
    });
    renderQuotesScreen(<QuoteGroupsPage />, { entry: PATH, path: PATH, session: customerSession });
    const row = (await screen.findByRole('link', { name: '#50001' })).closest('tr')!;
    expect(within(row).getByText('01.05.2026')).toBeTruthy();
    expect(within(row).getByText('DEHAM')).toBeTruthy();
    expect(within(row).getByText('BRSSZ')).toBeTruthy();
    expect(within(row).getByText('2 × 20DC')).toBeTruthy();
    expect(within(row).getByText('HAMBURG SÜD')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    const asked = new URL(
      String(fetchMock.mock.calls.find(([u]) => String(u).includes('/quotes/groups'))![0]),
      'http://x',
    );
    expect(asked.searchParams.get('perPage')).toBe('10');
    expect(asked.searchParams.get('tab')).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '25']);

    fireEvent.click(row);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/quotes/groups/50001'));
  });

  it('gives staff the Active and Archived tabs, kept in the address', async () => {
    const fetchMock = mockQuotesApi({
      'GET /api/quotes/groups': ({ url }) =>
        json(
          200,
          url.searchParams.get('tab') === 'archived'
            ? listAnswer([], 0, 1, 10)
            : listAnswer([SUMMARY], 1, 1, 10),
        ),
      'GET /api/clients': () => json(200, []),
    });
    renderQuotesScreen(<QuoteGroupsPage />, { entry: PATH, path: PATH, session: staffSession });
    expect(await screen.findByRole('link', { name: '#50001' })).toBeTruthy();
    expect(screen.getByText('Alpina Trading AG')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/quotes/groups?tab=archived'),
    );
    expect(await screen.findByText('No archived quotes.')).toBeTruthy();
    const tabs = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .filter((u) => u.pathname === '/api/quotes/groups')
      .map((u) => u.searchParams.get('tab'));
    expect(tabs).toEqual(['active', 'archived']);
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAnswer } from '@portal/domain';
import { BookingsPage } from '../src/features/bookings/index.ts';
import {
  CUSTOMER_SESSION,
  listCalls,
  mockRoutes,
  renderPage,
  row,
  STAFF_SESSION,
} from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';
import { tag } from './request-actions-test-utils.tsx';

const URGENT = tag(1, { text: 'Urgent', color: '#d32f2f' });
const REEFER = tag(2, { text: 'Reefer check', color: '#0288d1' });

function server() {
  const rows = [row(1, { tagIds: [URGENT.id, REEFER.id] }), row(2)];
  return mockRoutes({
    'GET /api/booking-requests': () => json(200, listAnswer(rows, rows.length, 1, 10)),
    'GET /api/booking-requests/counts': () => json(200, { requests: 2, onHold: 0 }),
    'GET /api/carriers': () => json(200, []),
    'GET /api/clients': () => json(200, []),
    'GET /api/users': () => json(200, []),
    'GET /api/tags': () => json(200, [URGENT, REEFER]),
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Tags on the requests list', { timeout: 30_000 }, () => {
  it('shows each row’s tags as chips, on the table and on the cards', async () => {
    server();
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    const table = await screen.findByRole('table');
    const first = within(table).getByRole('link', { name: 'req-2026110001' }).closest('tr')!;
    const tags = await within(first).findByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['Urgent', 'Reefer check']);
    const second = within(table).getByRole('link', { name: 'req-2026110002' }).closest('tr')!;
    expect(within(second).queryByRole('list', { name: 'Tags' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Card view' }));
    const card = await screen.findByRole('article', { name: 'Request req-2026110001' });
    expect(within(card).getByText('Urgent')).toBeTruthy();
  });

  it('filters by tag with the tagIds parameter', async () => {
    const fetchMock = server();
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Tags' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Urgent' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('tagIds')).toBe(URGENT.id));
  });

  it('offers staff the Upload Booking dialog from the toolbar', async () => {
    server();
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Booking' }));
    expect(await screen.findByRole('dialog', { name: 'Upload Booking' })).toBeTruthy();
  });

  it('gives customers neither tags nor the upload', async () => {
    const fetchMock = server();
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: CUSTOMER_SESSION });
    await screen.findByRole('link', { name: 'req-2026110001' });
    expect(screen.queryByRole('combobox', { name: 'Tags' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload Booking' })).toBeNull();
    expect(screen.queryByText('Urgent')).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/tags'))).toBe(false);
  });
});

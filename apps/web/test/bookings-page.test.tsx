import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatCount,
  listAnswer,
  SAVED_FILTER_TTL_MS,
  type TActivityPage,
  type TBookingRequestRow,
} from '@portal/domain';
import { BookingsPage } from '../src/features/bookings/index.ts';
import {
  CUSTOMER_SESSION,
  listCalls,
  mockRoutes,
  OTHER_STAFF,
  ZIM_ONLY_STAFF,
  renderPage,
  row,
  STAFF_ID,
  STAFF_SESSION,
} from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';

const CARRIERS = [
  { id: 'HSG', name: 'Hapag-Lloyd', displayName: 'HAPAG-LLOYD', color: '#ff6600', disabled: false },
  { id: 'ZIM', name: 'ZIM', displayName: 'ZIM', color: '#1b365d', disabled: false },
];
const ME = { ...OTHER_STAFF, id: STAFF_ID, firstName: 'Luca', lastName: 'Rossi' };

/** A server with `total` requests, answering pages of the asked size. */
function server(total: number, extra: Record<string, Parameters<typeof mockRoutes>[0][string]> = {}) {
  const rows = Array.from({ length: total }, (_, i) => row(i + 1));
  return mockRoutes({
    'GET /api/booking-requests': (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('perPage') ?? 10);
      const slice: TBookingRequestRow[] = rows.slice((page - 1) * perPage, page * perPage);
      return json(200, listAnswer(slice, rows.length, page, perPage));
    },
    'GET /api/booking-requests/counts': () => json(200, { requests: 15, onHold: 2 }),
    'GET /api/bookings': (url) => json(200, listAnswer([], 0, Number(url.searchParams.get('page') ?? 1), 10)),
    'GET /api/carriers': () => json(200, CARRIERS),
    'GET /api/clients': () =>
      json(200, [{ id: 'c1', name: 'Alpina Trading AG', city: 'Basel', countryCode: 'CH' }]),
    'GET /api/users': () => json(200, [ME, OTHER_STAFF]),
    ...extra,
  });
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Bookings page tabs', { timeout: 20_000 }, () => {
  it('gives staff every tab with the request badges; plain /bookings is Active', async () => {
    const fetchMock = server(3);
    renderPage(<BookingsPage />, { path: '/bookings', session: STAFF_SESSION });
    const tabs = await screen.findByRole('tablist', { name: 'Bookings' });
    expect(await within(tabs).findByText('15')).toBeTruthy();
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Active', 'Pending Payment', 'Archived', 'Requests15', 'On Hold2', 'Archived Requests']);
    expect(within(tabs).getByRole('tab', { name: 'Active' }).getAttribute('aria-selected')).toBe('true');
    expect(location()).toBe('/bookings');
    expect(document.title).toBe('Bookings - Freight Portal');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) => new URL(String(input), 'http://l').pathname === '/api/bookings',
        ),
      ).toBe(true),
    );
  });

  it('gives customers Active, History, Requests and Archived Requests, without counts', async () => {
    const fetchMock = server(3);
    renderPage(<BookingsPage />, { path: '/bookings?tab=on-hold', session: CUSTOMER_SESSION });
    const tabs = await screen.findByRole('tablist', { name: 'Bookings' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Active', 'History', 'Requests', 'Archived Requests']);
    // A customer has no On Hold tab: the address falls back to Active.
    await waitFor(() => expect(location()).toBe('/bookings'));
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Requests' }));
    await waitFor(() => expect(location()).toBe('/bookings?tab=requests'));
    await screen.findByText('req-2026110001');
    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths.some((p) => p.includes('/counts'))).toBe(false);
    expect(listCalls(fetchMock).every((url) => url.searchParams.get('tab') === 'requests')).toBe(true);
  });

  it('opens the tab of the address and follows a tab change in the address and the query', async () => {
    const fetchMock = server(3);
    renderPage(<BookingsPage />, { path: '/bookings?tab=on-hold', session: STAFF_SESSION });
    expect((await screen.findByRole('tab', { name: /On Hold/ })).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('req-2026110001');
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('tab')).toBe('on-hold');

    fireEvent.click(screen.getByRole('tab', { name: 'Archived Requests' }));
    await waitFor(() => expect(location()).toBe('/bookings?tab=archived-requests'));
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)?.searchParams.get('tab')).toBe('archived-requests'),
    );
  });
});

describe('Requests list', { timeout: 20_000 }, () => {
  it('asks for the staff member’s own requests by default and shows the rows', async () => {
    const fetchMock = server(3);
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    const link = await screen.findByRole('link', { name: 'req-2026110001' });
    expect(link.getAttribute('href')).toBe('/booking-requests/req-2026110001');
    expect(listCalls(fetchMock)[0]?.searchParams.get('assignee')).toBe('me');
    expect(screen.getByRole('checkbox', { name: 'Select req-2026110001' })).toBeTruthy();
  });

  it('searches 250 ms after the last keystroke, once, and starts again at page 1', async () => {
    const fetchMock = server(30);
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    await screen.findByText('req-2026110001');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get('page')).toBe('2'));
    await screen.findByText('req-2026110011');

    const before = listCalls(fetchMock).length;
    const search = screen.getByRole('textbox', { name: 'Search requests' });
    fireEvent.change(search, { target: { value: 'P' } });
    fireEvent.change(search, { target: { value: 'PO' } });
    fireEvent.change(search, { target: { value: 'PO-4' } });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(listCalls(fetchMock).length).toBe(before);

    await waitFor(() => expect(listCalls(fetchMock).length).toBe(before + 1));
    const asked = listCalls(fetchMock).at(-1)!;
    expect(asked.searchParams.get('q')).toBe('PO-4');
    expect(asked.searchParams.get('page')).toBe('1');
    expect(listCalls(fetchMock).some((url) => url.searchParams.get('q') === 'P')).toBe(false);

    // Back to the unsearched list: it starts on page 1 too, not on the page it was left at.
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.has('q')).toBe(false));
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('resets the page when a filter changes and sends the chosen field', async () => {
    const fetchMock = server(30);
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    await screen.findByText('req-2026110001');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get('page')).toBe('2'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Assignee' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get('assignee')).toBe('none'));
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('page')).toBe('1');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search in' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Customer ref' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search requests' }), { target: { value: 'PO-7' } });
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)?.searchParams.get('field')).toBe('customerReference'),
    );
  });

  it('shows the pager only when the list is longer than a page', async () => {
    server(10);
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    await screen.findByText('req-2026110010');
    expect(screen.queryByText('Rows per page')).toBeNull();
    cleanup();

    server(11);
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    await screen.findByText('req-2026110010');
    expect(screen.getByText('Rows per page')).toBeTruthy();
    expect(screen.getByText('1–10 of 11')).toBeTruthy();
  });

  it('shows a count that stopped early as "at least", and every count in the house number format', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(i + 1));
    server(0, { 'GET /api/booking-requests': () => json(200, listAnswer(rows, 1025, 1, 10, true)) });
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    expect(await screen.findByText(`${formatCount(1025)}+ requests`)).toBeTruthy();
    expect(screen.getByText(`1–10 of ${formatCount(1025)}+`)).toBeTruthy();
    cleanup();

    server(0, { 'GET /api/booking-requests': () => json(200, listAnswer(rows, 561_534, 1, 10)) });
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    expect(await screen.findByText(`${formatCount(561_534)} requests`)).toBeTruthy();
    expect(screen.getByText(`1–10 of ${formatCount(561_534)}`)).toBeTruthy();
  });

  it('shows the spec’s empty state', async () => {
    server(0);
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    expect(
      await screen.findByText('There are no bookings that might need your attention at the moment.'),
    ).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    server(1, {
      'GET /api/booking-requests': () => json(503, { code: 'UNAVAILABLE', message: 'Down for maintenance' }),
    });
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    expect(await screen.findByText('Down for maintenance')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('keeps search and filters for five minutes, then starts afresh', async () => {
    const key = `portal.booking-requests.${STAFF_ID}.requests`;
    const saved = {
      field: 'vessel',
      text: 'SANTOS',
      status: 20,
      assignee: 'any',
      carrier: 'ZIM',
      clientId: null,
      perPage: 25,
    };
    localStorage.setItem(key, JSON.stringify({ savedAt: Date.now() - 60_000, filters: saved }));
    let fetchMock = server(3);
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    await screen.findByText('req-2026110001');
    const asked = listCalls(fetchMock)[0]!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      field: 'vessel',
      q: 'SANTOS',
      status: '20',
      carrier: 'ZIM',
      perPage: '25',
    });
    expect(asked.searchParams.has('assignee')).toBe(false);
    cleanup();

    localStorage.setItem(
      key,
      JSON.stringify({ savedAt: Date.now() - SAVED_FILTER_TTL_MS - 1000, filters: saved }),
    );
    fetchMock = server(3);
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    await screen.findByText('req-2026110001');
    expect(Object.fromEntries(listCalls(fetchMock)[0]!.searchParams)).toEqual({
      tab: 'requests',
      perPage: '10',
      assignee: 'me',
      page: '1',
    });
  });

  it('applies the quick search on Enter and clears its fields', async () => {
    const fetchMock = server(3);
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    await screen.findByText('req-2026110001');
    fireEvent.click(screen.getByRole('button', { name: 'Quick search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick search' });
    for (const label of [
      'Request number',
      'Client',
      'Vessel Name',
      'Quote Number',
      'Agreement Number',
      'Status',
      'Customer ref',
    ])
      expect(within(dialog).getByLabelText(label)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Vessel Name'), { target: { value: 'ALIANCA' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear Fields' }));
    expect((within(dialog).getByLabelText('Vessel Name') as HTMLInputElement).value).toBe('');

    const quote = within(dialog).getByLabelText('Quote Number');
    fireEvent.change(quote, { target: { value: '100012' } });
    fireEvent.submit(quote.closest('form')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => {
      const asked = listCalls(fetchMock).at(-1)!;
      expect(asked.searchParams.get('field')).toBe('quoteNumber');
      expect(asked.searchParams.get('q')).toBe('100012');
    });
  });

  it('assigns the selected requests and reports the outcome in the spec’s words', async () => {
    let fail = false;
    const fetchMock = server(3, {
      'POST /api/booking-requests/assign': () =>
        fail ? json(500, { code: 'INTERNAL', message: 'boom' }) : json(200, { updated: 2 }),
    });
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    await screen.findByText('req-2026110001');
    expect(screen.queryByRole('region', { name: 'Bulk assignment' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select req-2026110001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select req-2026110003' }));
    const bar = screen.getByRole('region', { name: 'Bulk assignment' });
    expect(within(bar).getByText('2 requests selected')).toBeTruthy();
    const assign = within(bar).getByRole('button', { name: 'Assign user' });
    expect(assign).toHaveProperty('disabled', true);

    fireEvent.mouseDown(within(bar).getByRole('combobox', { name: 'Assign task to user' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Olivia Frei' }));
    expect(assign).toHaveProperty('disabled', false);
    fireEvent.click(assign);
    expect(await screen.findByText('Saved user successfully!')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      ids: ['req-2026110001', 'req-2026110003'],
      agentId: OTHER_STAFF.id,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk assignment' })).toBeNull());

    fail = true;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select req-2026110002' }));
    const again = screen.getByRole('region', { name: 'Bulk assignment' });
    fireEvent.mouseDown(within(again).getByRole('combobox', { name: 'Assign task to user' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Olivia Frei' }));
    fireEvent.click(within(again).getByRole('button', { name: 'Assign user' }));
    expect(await screen.findByText('Error assigning task. Please try again.')).toBeTruthy();
  });

  it('offers for bulk assignment only staff who handle the carriers of every selected request', async () => {
    const zim = { id: 'ZIM', name: 'ZIM', color: '#1b365d' };
    mockRoutes({
      'GET /api/booking-requests': () =>
        json(200, listAnswer([row(1), row(2, { carrier: zim }), row(3, { carrier: zim })], 3, 1, 10)),
      'GET /api/booking-requests/counts': () => json(200, { requests: 3, onHold: 0 }),
      'GET /api/carriers': () => json(200, CARRIERS),
      'GET /api/clients': () => json(200, []),
      'GET /api/users': () => json(200, [ME, OTHER_STAFF, ZIM_ONLY_STAFF]),
    });
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    await screen.findByText('req-2026110002');
    const options = async () => {
      const bar = screen.getByRole('region', { name: 'Bulk assignment' });
      fireEvent.mouseDown(within(bar).getByRole('combobox', { name: 'Assign task to user' }));
      const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
      fireEvent.keyDown(within(bar).getByRole('combobox', { name: 'Assign task to user' }), {
        key: 'Escape',
      });
      return names;
    };

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select req-2026110002' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select req-2026110003' }));
    expect(await options()).toEqual(['Felix Wyss', 'Luca Rossi', 'Olivia Frei']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select req-2026110001' }));
    expect(await options()).toEqual(['Luca Rossi', 'Olivia Frei']);
  });

  it('shows customers none of the staff controls', async () => {
    const fetchMock = server(3);
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: CUSTOMER_SESSION });
    await screen.findByText('req-2026110001');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    expect(listCalls(fetchMock)[0]?.searchParams.has('assignee')).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search in' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['All fields', 'Request number', 'Vessel Name', 'Status', 'Customer ref']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Quick search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick search' });
    expect(within(dialog).queryByLabelText('Client')).toBeNull();
    expect(within(dialog).queryByLabelText('Quote Number')).toBeNull();
    expect(within(dialog).queryByLabelText('Agreement Number')).toBeNull();
  });

  it('highlights unread rows and marks unassigned ones for staff', async () => {
    server(0, {
      'GET /api/booking-requests': () =>
        json(
          200,
          listAnswer(
            [
              row(1, { isUnread: true }),
              row(2, {
                agent: { id: OTHER_STAFF.id, name: 'Olivia Frei' },
                statusCode: 20,
                statusText: 'In Progress',
              }),
            ],
            2,
            1,
            10,
          ),
        ),
    });
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    const first = (await screen.findByText('req-2026110001')).closest('tr')!;
    const second = screen.getByText('req-2026110002').closest('tr')!;
    expect(first.getAttribute('data-unread')).toBe('true');
    expect(first.getAttribute('data-unassigned')).toBe('true');
    expect(second.getAttribute('data-unread')).toBeNull();
    expect(second.getAttribute('data-unassigned')).toBeNull();
    expect(within(second).getByText('In Progress')).toBeTruthy();
  });

  it('shows the checklist progress, the external reference mark and the pinned comments behind the pin', async () => {
    server(0, {
      'GET /api/booking-requests': () =>
        json(
          200,
          listAnswer(
            [
              row(1, {
                checklistProgress: { checked: 3, total: 12 },
                externalBookingReference: 'HLCUHAM2611001',
                pinnedCommentsCount: 2,
              }),
              row(2, { checklistProgress: { checked: 0, total: 9 } }),
            ],
            2,
            1,
            10,
          ),
        ),
      'GET /api/booking-requests/req-2026110001/activity': () =>
        json(200, {
          items: [
            {
              id: '9a1b2c3d-0000-4000-8000-000000000001',
              type: 'COMMENT',
              changeType: null,
              by: { id: STAFF_ID, firstName: 'Luca', lastName: 'Rossi', isStaff: true },
              at: '2026-11-21T10:30:00.000Z',
              comment: 'Reefer set to -18 °C, check before gate in',
              isInternal: true,
              isAccountingActivity: false,
              isPinned: true,
              mentions: [],
              checklistItem: null,
              documents: [],
              stage: null,
              documentStatus: null,
              addedUsers: [],
              removedUsers: [],
              changedFields: [],
            },
          ],
          pinnedCount: 1,
          nextBefore: null,
        } satisfies TActivityPage),
    });
    renderPage(<BookingsPage />, { path: '/bookings?tab=requests', session: STAFF_SESSION });
    const first = (await screen.findByText('req-2026110001')).closest('tr')!;
    const second = screen.getByText('req-2026110002').closest('tr')!;
    expect(within(first).getByRole('progressbar', { name: 'Checklist 3 of 12 done' })).toBeTruthy();
    expect(within(second).getByRole('progressbar', { name: 'Checklist 0 of 9 done' })).toBeTruthy();
    expect(
      within(first).getByRole('img', { name: 'External booking reference HLCUHAM2611001' }),
    ).toBeTruthy();
    expect(within(second).queryByRole('img', { name: /External booking reference/ })).toBeNull();
    expect(within(second).queryByRole('button', { name: /pinned comment/ })).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: '2 pinned comments' }));
    const popover = await screen.findByRole('dialog', { name: 'Pinned comments of req-2026110001' });
    fireEvent.click(await within(popover).findByText('Reefer set to -18 °C, check before gate in'));
    await waitFor(() =>
      expect(location()).toBe(
        '/booking-requests/req-2026110001?focusComment=9a1b2c3d-0000-4000-8000-000000000001',
      ),
    );
  });
});

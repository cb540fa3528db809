import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUOTE_MESSAGES, TERMS_AND_CONDITIONS, type TQuoteActivity } from '@portal/domain';
import { CHOSEN_QUOTE_STORAGE_KEY } from '../src/lib/chosen-quote.ts';
import { QuoteGroupPage, QuotePage } from '../src/features/quotes/index.ts';
import { json } from './mock-api.ts';
import {
  callsTo,
  customerSession,
  group,
  mockQuotesApi,
  quote,
  renderQuotesScreen,
  staffSession,
} from './quotes-test-utils.tsx';

vi.setConfig({ testTimeout: 20_000 });

const HSD = quote(100001, { id: 'HSD', name: 'HAMBURG SÜD', color: '#c8102e' });
const HSG = quote(100002, { id: 'HSG', name: 'HAPAG-LLOYD', color: '#ff6600' });
const GROUP = group([HSD, HSG]);
const GROUP_PATH = '/quotes/groups/:id';

const COMMENT: TQuoteActivity = {
  id: 'a1',
  type: 0,
  comment: 'Can you hold the rate until Friday?',
  at: '2026-05-01T09:00:00.000Z',
  by: { id: 'u1', name: 'Anna Keller' },
  isInternal: false,
};

function renderGroup(session = customerSession) {
  return renderQuotesScreen(<QuoteGroupPage />, { entry: '/quotes/groups/50001', path: GROUP_PATH, session });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Quote group page (spec 001 §2.5)', () => {
  it('compares only the freight, fuel and surcharge lines of each carrier', async () => {
    mockQuotesApi({
      'GET /api/quotes/groups/50001': () => json(200, GROUP),
      'GET /api/quotes/groups/50001/comments': () => json(200, [COMMENT]),
    });
    renderGroup();
    expect(await screen.findByRole('heading', { level: 1, name: /Quote group #50001/ })).toBeTruthy();
    expect(await screen.findByText('Alpina Trading AG')).toBeTruthy();
    expect(screen.getAllByText('2 × 20DC').length).toBeGreaterThan(0);
    // The first carrier's panel is open.
    const table = screen.getByRole('table', { name: 'Compared charges 20DC' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(rows).toEqual(['Seafreight', 'BAF', 'ISPS Surcharge']);
    expect(within(table).queryByText('Terminal Handling Charge Origin')).toBeNull();
    expect(within(table).getByText('included')).toBeTruthy();
    expect(screen.getAllByText('01.05 – 31.05').length).toBeGreaterThan(0);
    expect(screen.getAllByText('22 days').length).toBeGreaterThan(0);
    expect(await screen.findByText(COMMENT.comment)).toBeTruthy();
    // Customers have neither the assignee nor the status controls.
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).toBeNull();
    expect(screen.queryByLabelText('Status of quote 100001')).toBeNull();
  });

  it('keeps the chosen quote for the online booking on Book Now', async () => {
    mockQuotesApi({
      'GET /api/quotes/groups/50001': () => json(200, GROUP),
      'GET /api/quotes/groups/50001/comments': () => json(200, []),
    });
    renderGroup();
    const panel = (await screen.findByRole('table', { name: 'Compared charges 20DC' })).closest(
      '.MuiAccordion-root',
    )!;
    fireEvent.click(within(panel as HTMLElement).getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/online-booking'));
    const stored = JSON.parse(localStorage.getItem(CHOSEN_QUOTE_STORAGE_KEY)!) as { quote: { id: number } };
    expect(stored.quote.id).toBe(100001);
  });

  it('goes to the not-found page for an unknown or foreign group', async () => {
    mockQuotesApi({
      'GET /api/quotes/groups/50001': () =>
        json(404, { code: 'NOT_FOUND', message: 'The quote group was not found.' }),
    });
    renderGroup();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/not-found'));
  });

  it('lets staff assign the whole group and set a quote status', async () => {
    const fetchMock = mockQuotesApi({
      'GET /api/quotes/groups/50001': () => json(200, GROUP),
      'GET /api/quotes/groups/50001/comments': () => json(200, []),
      'GET /api/users': () =>
        json(200, [
          {
            id: 's1',
            firstName: 'Luca',
            lastName: 'Rossi',
            emailAddress: 'l@x',
            clientId: null,
            role: 'sales',
            isAdmin: true,
          },
          {
            id: 'c9',
            firstName: 'Anna',
            lastName: 'Keller',
            emailAddress: 'a@x',
            clientId: 'c1',
            role: null,
            isAdmin: false,
          },
        ]),
      'PUT /api/quotes/groups/50001/assignee': () =>
        json(200, { ...GROUP, assignedTo: [{ id: 's1', name: 'Luca Rossi' }] }),
      'PATCH /api/quotes/100001': ({ body }) => json(200, { ...HSD, ...(body as object) }),
    });
    renderGroup(staffSession);
    const assignee = await screen.findByRole('combobox', { name: 'Assignee' });
    fireEvent.mouseDown(assignee);
    fireEvent.change(assignee, { target: { value: 'Lu' } });
    // Only staff users are offered.
    expect(screen.queryByRole('option', { name: /Anna Keller/ })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: /Luca Rossi/ }));
    expect(await screen.findByText(QUOTE_MESSAGES.assigned)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/quotes/groups/50001/assignee')).toEqual([{ userId: 's1' }]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Booked' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/quotes/100001')).toEqual([{ status: 1 }]));
  });

  it('reports a failed assignment with the spec message', async () => {
    mockQuotesApi({
      'GET /api/quotes/groups/50001': () => json(200, GROUP),
      'GET /api/quotes/groups/50001/comments': () => json(200, []),
      'GET /api/users': () =>
        json(200, [
          {
            id: 's1',
            firstName: 'Luca',
            lastName: 'Rossi',
            emailAddress: 'l@x',
            clientId: null,
            role: 'sales',
            isAdmin: true,
          },
        ]),
      'PUT /api/quotes/groups/50001/assignee': () =>
        json(400, { code: 'BAD_REQUEST', message: 'userId: Choose an active staff user.' }),
    });
    renderGroup(staffSession);
    const assignee = await screen.findByRole('combobox', { name: 'Assignee' });
    fireEvent.mouseDown(assignee);
    fireEvent.click(await screen.findByRole('option', { name: /Luca Rossi/ }));
    expect(
      await screen.findByText(QUOTE_MESSAGES.assignFailed('userId: Choose an active staff user.')),
    ).toBeTruthy();
  });

  it('posts an internal comment with Ctrl+Enter for staff (not shared publicly)', async () => {
    const posted: object[] = [];
    const fetchMock = mockQuotesApi({
      'GET /api/quotes/groups/50001': () => json(200, GROUP),
      // The server's log: the posted comment is there when the log refetches after the post.
      'GET /api/quotes/groups/50001/comments': () => json(200, posted),
      'GET /api/users': () => json(200, []),
      'POST /api/quotes/groups/50001/comments': ({ body }) => {
        posted.unshift({ ...COMMENT, id: 'a2', ...(body as object), by: { id: 's1', name: 'Luca Rossi' } });
        return json(201, posted[0]);
      },
    });
    renderGroup(staffSession);
    const input = await screen.findByRole('textbox', { name: 'Write a comment' });
    expect(screen.getByRole('checkbox', { name: 'Share publicly' })).toHaveProperty('checked', false);
    fireEvent.change(input, { target: { value: 'Customer usually books HSD.' } });
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    const comment = await screen.findByRole('listitem', { name: 'Internal comment' });
    expect(within(comment).getByText('Customer usually books HSD.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/quotes/groups/50001/comments')).toEqual([
      { comment: 'Customer usually books HSD.', isInternal: true },
    ]);
  });
});

describe('Single quote (spec 001 §2.6)', () => {
  const renderQuote = () =>
    renderQuotesScreen(<QuotePage />, {
      entry: '/quotes/100001',
      path: '/quotes/:id',
      session: customerSession,
    });

  it('shows the terms header first, every charge, validity and transit time', async () => {
    mockQuotesApi({
      'GET /api/quotes/100001': () => json(200, HSD),
      'GET /api/quotes/100001/activity': () => json(200, []),
    });
    renderQuote();
    const header = await screen.findByRole('table', { name: 'Terms header' });
    expect(within(header).getByText(TERMS_AND_CONDITIONS)).toBeTruthy();
    expect(within(header).getByText('Carrier B/L terms apply')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Other terms' })).getByText('Payment')).toBeTruthy();
    const charges = screen.getByRole('table', { name: 'Charges 20DC' });
    expect(within(charges).getByText('Terminal Handling Charge Origin')).toBeTruthy();
    expect(within(charges).getByText('Documentation Fee')).toBeTruthy();
    expect(screen.getByText('BAF follows the carrier tariff valid at shipment.')).toBeTruthy();
    expect(screen.getByText('01.05 – 31.05')).toBeTruthy();
    expect(screen.getByText('22 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Special Request' }).getAttribute('href')).toContain(
      'mailto:quotes@freight-portal.local?subject=Special%20Request%3A%20quote%20100001',
    );
  });

  it('shows the spec message for a missing quote', async () => {
    mockQuotesApi({
      'GET /api/quotes/100001': () => json(404, { code: 'NOT_FOUND', message: QUOTE_MESSAGES.noQuoteWithId }),
    });
    renderQuote();
    expect(await screen.findByText(QUOTE_MESSAGES.notFound)).toBeTruthy();
  });
});

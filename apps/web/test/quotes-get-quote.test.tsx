import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUOTE_FORM_MESSAGES,
  QUOTE_MESSAGES,
  quoteFormIssues as validateQuoteForm,
  zQuoteForm,
} from '@portal/domain';
import { QUOTE_DRAFT_STORAGE_KEY } from '../src/features/quotes/get-quote/quote-draft.ts';
import { newCargoLine, type QuoteFormValues } from '../src/features/quotes/get-quote/quote-form.ts';
import { GetQuotePage } from '../src/features/quotes/index.ts';
import { json } from './mock-api.ts';
import { callsTo, customerSession, mockQuotesApi, renderQuotesScreen } from './quotes-test-utils.tsx';

// Form rendering with MUI pickers and autocompletes is slow in jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/quotes/get';
const inTwoDays = format(addDays(new Date(), 2), 'yyyy-MM-dd');

function complete(overrides: Partial<QuoteFormValues> = {}): QuoteFormValues {
  return {
    clientId: null,
    origin: 'DEHAM',
    destination: 'BRSSZ',
    date: inTwoDays,
    weeks: 4,
    lines: [
      { ...newCargoLine('22G1', 2), commodity: 'freight-all-kind', location: 'hamburg-dradenau' },
      { ...newCargoLine('45G1', 1), commodity: 'freight-all-kind', location: 'hamburg-dradenau' },
    ],
    ...overrides,
  };
}

/** A kept draft fills the form as a signed-in visitor left it. */
function keepDraft(values: QuoteFormValues) {
  sessionStorage.setItem(QUOTE_DRAFT_STORAGE_KEY, JSON.stringify({ version: 1, values }));
}

function renderPage(entry = PATH, session = customerSession) {
  return renderQuotesScreen(<GetQuotePage />, { entry, path: PATH, session });
}

const submit = async () => {
  const button = await screen.findByRole('button', { name: 'Get Quote' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
};

beforeEach(() => sessionStorage.clear());
// The form's schemas and the Special Quote Request dialog are lazy chunks (zod loads when the form is first
// checked): fetched once here, so a test's wait measures the form, not the first transform of those modules.
beforeAll(() =>
  Promise.all([
    import('../src/features/quotes/get-quote/quote-schemas.ts'),
    import('../src/features/quotes/components/special-request.tsx'),
  ]),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Get Quote validation (spec 001 §5)', () => {
  const context = {
    isStaff: false,
    depotCountries: ['DE'],
    descriptionOf: (id: string) => (id === '22G1-SO' ? "20' Dry Container S.O." : "20' Dry Container"),
    today: new Date(),
  };

  it('checks origin, destination, date, weeks, at least one line, the lines, then the depots, in that order', () => {
    const empty: QuoteFormValues = {
      clientId: null,
      origin: null,
      destination: null,
      date: null,
      weeks: null,
      lines: [],
    };
    expect(validateQuoteForm(empty, context).map((i) => i.field)).toEqual([
      'origin',
      'destination',
      'date',
      'weeks',
      'lines',
    ]);
    const lines = complete({
      lines: [newCargoLine(), { ...newCargoLine('22G1'), commodity: 'machinery' }],
    });
    expect(validateQuoteForm(lines, context).map((i) => i.field)).toEqual([
      'lines.0.type',
      'lines.0.commodity',
      'lines.0.location',
      'lines.1.location',
    ]);
  });

  it('gives the same issues to the form through the domain schema, at their paths', () => {
    const parsed = zQuoteForm(context).safeParse(complete({ lines: [newCargoLine('22G1')] }));
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lines.0.commodity', QUOTE_FORM_MESSAGES.commodity],
      ['lines.0.location', QUOTE_FORM_MESSAGES.location],
    ]);
  });

  it('needs no depot for a shipper-owned type or outside the depot countries; staff choose the client first', () => {
    const shipperOwned = complete({ lines: [{ ...newCargoLine('22G1-SO'), commodity: 'machinery' }] });
    expect(validateQuoteForm(shipperOwned, context)).toEqual([]);
    const noDepots = complete({
      origin: 'CNSHA',
      lines: [{ ...newCargoLine('22G1'), commodity: 'machinery' }],
    });
    expect(validateQuoteForm(noDepots, context)).toEqual([]);
    expect(validateQuoteForm(complete(), { ...context, isStaff: true })[0]).toEqual({
      field: 'clientId',
      message: QUOTE_FORM_MESSAGES.clientId,
    });
  });

  it('focuses the origin first and marks the destination too', async () => {
    mockQuotesApi();
    renderPage();
    await submit();
    const origin = screen.getByRole('combobox', { name: 'Origin port' });
    await waitFor(() => expect(document.activeElement).toBe(origin));
    expect(screen.getByText(QUOTE_FORM_MESSAGES.origin)).toBeTruthy();
    expect(screen.getByText(QUOTE_FORM_MESSAGES.destination)).toBeTruthy();
  });

  it('focuses the destination once the origin is there', async () => {
    mockQuotesApi();
    renderPage(`${PATH}?origin=DEHAM`);
    await submit();
    const destination = screen.getByRole('combobox', { name: 'Destination port' });
    await waitFor(() => expect(document.activeElement).toBe(destination));
    expect(screen.queryByText(QUOTE_FORM_MESSAGES.origin)).toBeNull();
  });

  it('focuses the date once both ports are there', async () => {
    mockQuotesApi();
    renderPage(`${PATH}?origin=DEHAM&destination=BRSSZ&date=2020-01-01`);
    await submit();
    expect(await screen.findByText(QUOTE_FORM_MESSAGES.pastDate)).toBeTruthy();
    const date = screen.getByRole('group', { name: 'Earliest date' });
    await waitFor(() => expect(date.contains(document.activeElement)).toBe(true));
  });

  it('focuses the add button when no cargo line is left', async () => {
    const fetchMock = mockQuotesApi();
    renderPage(`${PATH}?origin=DEHAM&destination=BRSSZ`);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove cargo line 1' }));
    await submit();
    const add = screen.getByRole('button', { name: 'Add cargo line' });
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(screen.getByText(QUOTE_FORM_MESSAGES.lines)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/quotes/create')).toHaveLength(0);
  });

  it('asks each line for its type and commodity, then for the depot, focusing the first', async () => {
    mockQuotesApi();
    renderPage(`${PATH}?origin=DEHAM&destination=BRSSZ&type=20DC`);
    const line = await screen.findByRole('group', { name: 'Cargo line 1' });
    // The link named the type by its label; the form holds its id.
    await waitFor(() =>
      expect(within(line).getByRole('combobox', { name: 'Container type' })).toHaveProperty('value', '20DC'),
    );
    await submit();
    const commodity = within(line).getByRole('combobox', { name: 'Commodity type' });
    await waitFor(() => expect(document.activeElement).toBe(commodity));
    expect(within(line).getByText(QUOTE_FORM_MESSAGES.commodity)).toBeTruthy();
    expect(within(line).getByText(QUOTE_FORM_MESSAGES.location)).toBeTruthy();

    fireEvent.change(commodity, { target: { value: 'MACH' } });
    fireEvent.click(await screen.findByRole('option', { name: 'MACHINERY' }));
    await waitFor(() => expect(within(line).queryByText(QUOTE_FORM_MESSAGES.commodity)).toBeNull());
    await submit();
    const depot = within(line).getByRole('combobox', { name: 'Pickup location' });
    await waitFor(() => expect(document.activeElement).toBe(depot));
  });
});

describe('Get Quote submit (spec 001 §4, §8)', () => {
  it('sends the request and opens the group page', async () => {
    keepDraft(complete());
    const fetchMock = mockQuotesApi({
      'POST /api/quotes/create': () => json(201, { groupId: 50007, quoteCount: 2 }),
    });
    renderPage();
    await submit();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/quotes/groups/50007'));
    expect(callsTo(fetchMock, 'POST /api/quotes/create')).toEqual([
      {
        origin: 'DEHAM',
        destination: 'BRSSZ',
        date: inTwoDays,
        weeks: 4,
        containers: [
          { type: '22G1', commodity: 'freight-all-kind', location: 'hamburg-dradenau', quantity: 2 },
          { type: '45G1', commodity: 'freight-all-kind', location: 'hamburg-dradenau', quantity: 1 },
        ],
      },
    ]);
    expect(sessionStorage.getItem(QUOTE_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('shows the Special Quote Request instead of sending when a line is IMO', async () => {
    const values = complete();
    values.lines[1] = {
      ...values.lines[1]!,
      imo: true,
      imoDetails: { imoClass: '3', unNumber: '1263', pgNumber: 'II' },
    };
    keepDraft(values);
    const fetchMock = mockQuotesApi();
    renderPage();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: QUOTE_MESSAGES.specialRequestTitle });
    expect(within(dialog).getByText(QUOTE_MESSAGES.specialRequestBody)).toBeTruthy();
    const send = within(dialog).getByRole('link', { name: QUOTE_MESSAGES.sendEmail });
    const href = send.getAttribute('href')!;
    expect(href.startsWith('mailto:quotes@freight-portal.local?')).toBe(true);
    const body = new URLSearchParams(href.split('?')[1]).get('body')!;
    expect(body).toContain('Company: Alpina Trading AG');
    expect(body).toContain('Origin: DEHAM');
    expect(body).toContain('Destination: BRSSZ');
    expect(body).toContain(`Earliest date: ${format(addDays(new Date(), 2), 'dd.MM.yyyy')}`);
    expect(body).toContain('Weeks: 4');
    expect(body).toContain('IMO (dangerous goods): class 3, UN number 1263, packing group II');
    expect(callsTo(fetchMock, 'POST /api/quotes/create')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: QUOTE_MESSAGES.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the Special Quote Request when no carrier has a rate (no group id)', async () => {
    keepDraft(complete());
    mockQuotesApi({ 'POST /api/quotes/create': () => json(200, { groupId: null, quoteCount: 0 }) });
    renderPage();
    await submit();
    expect(await screen.findByRole('dialog', { name: QUOTE_MESSAGES.specialRequestTitle })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe(PATH);
  });

  it.each([
    [504, { code: 'TIMEOUT', message: 'Gateway timeout' }, QUOTE_MESSAGES.timeout],
    [500, { code: 'INTERNAL', message: 'boom' }, QUOTE_MESSAGES.serverError],
    [503, { code: 'UNAVAILABLE', message: 'down' }, QUOTE_MESSAGES.otherError],
    [
      400,
      { code: 'BAD_REQUEST', message: 'origin: There is no port with the code DEHAM.' },
      'origin: There is no port with the code DEHAM.',
    ],
  ])('answers status %i with its message', async (status, answer, message) => {
    keepDraft(complete());
    mockQuotesApi({ 'POST /api/quotes/create': () => json(status, answer) });
    renderPage();
    await submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe(PATH);
  });

  it('answers a request that fails without an answer with the timeout message', async () => {
    keepDraft(complete());
    mockQuotesApi({
      'POST /api/quotes/create': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage();
    await submit();
    expect(await screen.findByText(QUOTE_MESSAGES.timeout)).toBeTruthy();
  });

  it('shows the only carrier of a restricted customer locked, several as the only ones asked', async () => {
    mockQuotesApi();
    renderPage(PATH, { ...customerSession, user: { ...customerSession.user!, carriers: ['HSG'] } });
    const carrier = (await screen.findByRole('textbox', { name: 'Carrier' })) as HTMLInputElement;
    expect(carrier.value).toBe('HAPAG-LLOYD');
    expect(carrier.readOnly).toBe(true);
    expect(screen.getByText('The only carrier your account books with')).toBeTruthy();
    cleanup();

    renderPage(PATH, { ...customerSession, user: { ...customerSession.user!, carriers: ['HSG', 'ZIM'] } });
    const carriers = (await screen.findByRole('textbox', { name: 'Carriers' })) as HTMLInputElement;
    expect(carriers.value).toBe('HAPAG-LLOYD, ZIM');
    cleanup();

    renderPage();
    await screen.findByRole('button', { name: 'Get Quote' });
    expect(screen.queryByRole('textbox', { name: /^Carriers?$/ })).toBeNull();
  });

  it('asks an anonymous visitor to log in and keeps what was typed', async () => {
    keepDraft(complete());
    const fetchMock = mockQuotesApi();
    const { login } = renderQuotesScreen(<GetQuotePage />, { entry: PATH, path: PATH });
    await submit();
    await waitFor(() => expect(login.show).toHaveBeenCalled());
    expect(login.show).toHaveBeenCalledWith(
      0,
      `${PATH}?origin=DEHAM&destination=BRSSZ&date=${inTwoDays}&weeks=4&type=22G1&quantity=2`,
    );
    expect(callsTo(fetchMock, 'POST /api/quotes/create')).toHaveLength(0);
    const kept = JSON.parse(sessionStorage.getItem(QUOTE_DRAFT_STORAGE_KEY)!) as { values: QuoteFormValues };
    expect(kept.values.lines).toHaveLength(2);
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHOOSE_SAILING_MESSAGE, INVALID_QUOTE_NUMBER, QUOTE_MESSAGES, REQUIRED } from '@portal/domain';
import { storeChosenQuote } from '../src/lib/chosen-quote.ts';
import { json } from './mock-api.ts';
import {
  customerSession,
  mockBookingApi,
  quote,
  renderBooking,
  sailing,
  staffSession,
  storeChosenSchedule,
} from './online-booking-test-utils.tsx';
import { asStaff } from './sessions.ts';

// Rendering the wizard's MUI fields is slow in jsdom, more so on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const next = () => screen.getByRole('button', { name: 'Next' });
const acceptTerms = () => fireEvent.click(screen.getByRole('checkbox', { name: /TERMS & CONDITIONS/ }));

describe('Online Booking, step 1 General Information', () => {
  it('shows the four steps and keeps Next disabled until the terms are accepted', async () => {
    mockBookingApi();
    renderBooking();
    expect(screen.getByRole('heading', { level: 1, name: 'Online Booking' })).toBeTruthy();
    expect(document.title).toBe('Online Booking - Freight Portal');
    const steps = within(screen.getByLabelText('Booking steps'));
    for (const label of ['General Information', 'Cargo Details', 'Additional Information', 'Summary']) {
      expect(steps.getByText(label)).toBeTruthy();
    }
    expect(next()).toHaveProperty('disabled', true);
    acceptTerms();
    expect(next()).toHaveProperty('disabled', false);
  });

  it('asks for origin, destination and carrier and focuses the first', async () => {
    mockBookingApi();
    renderBooking();
    acceptTerms();
    fireEvent.click(next());
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(3));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Origin port' })),
    );
    // Still on step 1.
    expect(screen.getByRole('combobox', { name: 'Destination port' })).toBeTruthy();
  });

  it('starts from the chosen sailing: ports and carrier given, carrier locked', async () => {
    storeChosenSchedule();
    mockBookingApi();
    renderBooking();
    expect(await screen.findByLabelText('Chosen sailing')).toBeTruthy();
    expect(screen.getByText(/SANTOS EXPRESS · Voy\. 2618S/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Origin port') as HTMLInputElement).value).toBe('DEHAM – Hamburg, DE'),
    );
    const carrier = screen.getByRole('combobox', { name: 'Carrier' });
    expect(carrier.getAttribute('aria-disabled')).toBe('true');
    expect(carrier.textContent).toContain('HAPAG-LLOYD');
    expect(screen.getAllByText('Given by the chosen sailing').length).toBeGreaterThan(0);
  });

  it('checks a typed quote number against the carrier, and a valid quote fills the cargo', async () => {
    storeChosenSchedule();
    mockBookingApi({
      'GET /api/quotes/4711': () => json(200, quote(4711, 'HSD')),
      'GET /api/quotes/4712': () => json(200, quote(4712, 'HSG')),
      'GET /api/quotes/999': () => json(404, { code: 'NOT_FOUND', message: QUOTE_MESSAGES.noQuoteWithId }),
    });
    renderBooking();
    const field = await screen.findByRole('textbox', { name: 'Quote number' });

    // Only digits are taken.
    fireEvent.change(field, { target: { value: '99x9' } });
    expect((field as HTMLInputElement).value).toBe('999');
    fireEvent.blur(field);
    expect(await screen.findByText(INVALID_QUOTE_NUMBER)).toBeTruthy();

    // A quote of another carrier is not usable for this booking.
    fireEvent.change(field, { target: { value: '4711' } });
    expect(screen.queryByText(INVALID_QUOTE_NUMBER)).toBeNull();
    fireEvent.blur(field);
    expect(await screen.findByText(INVALID_QUOTE_NUMBER)).toBeTruthy();

    fireEvent.change(field, { target: { value: '4712' } });
    acceptTerms();
    fireEvent.click(next());
    // The quote's line: 2 × 40RH cheese from the Hamburg depot.
    const line = await screen.findByRole('group', { name: 'Cargo line 1' });
    expect((within(line).getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');
    expect(
      (within(line).getByRole('combobox', { name: 'Container type' }) as HTMLInputElement).value,
    ).toContain('40RH');
    await waitFor(() =>
      expect((within(line).getByRole('combobox', { name: 'Commodity' }) as HTMLInputElement).value).toBe(
        'CHEESE',
      ),
    );
    expect(screen.getByLabelText('Your booking').textContent).toContain('4712');
  });

  it('warns when the sailing leaves after the end of the quote validity', async () => {
    storeChosenSchedule();
    mockBookingApi({ 'GET /api/quotes/4712': () => json(200, { ...quote(4712), validTo: '2026-01-31' }) });
    renderBooking();
    const field = await screen.findByRole('textbox', { name: 'Quote number' });
    fireEvent.change(field, { target: { value: '4712' } });
    fireEvent.blur(field);
    expect(
      await screen.findByText('You are booking on a vessel with an expired quotation date'),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Carrier' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('does not go on from a quote without a sailing while the carrier has sailings on the lane', async () => {
    storeChosenQuote(quote(4712, 'HSG'));
    mockBookingApi({
      'GET /api/quotes/4712': () => json(200, quote(4712, 'HSG')),
      'GET /api/routes': () =>
        json(200, { routes: [sailing('HSG')], searchedFrom: '2026-05-01', retried: false }),
    });
    renderBooking();
    await screen.findByRole('button', { name: 'Choose sailing' });
    acceptTerms();
    fireEvent.click(next());
    expect(await screen.findByText(CHOOSE_SAILING_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Cargo line 1' })).toBeNull();
  });

  it('goes on from a quote without a sailing when the carrier has none on the lane', async () => {
    storeChosenQuote(quote(4712, 'HSG'));
    mockBookingApi({
      'GET /api/quotes/4712': () => json(200, quote(4712, 'HSG')),
      'GET /api/routes': () => json(200, { routes: [], searchedFrom: '2026-05-01', retried: false }),
    });
    renderBooking();
    await screen.findByText(
      /has no sailing on this lane in the next four weeks that can still be booked online/,
    );
    acceptTerms();
    fireEvent.click(next());
    expect(await screen.findByRole('group', { name: 'Cargo line 1' })).toBeTruthy();
  });

  it("offers 'Load quote' only with origin, destination and carrier and no quote number", async () => {
    storeChosenSchedule();
    mockBookingApi({
      'GET /api/quotes/groups': () =>
        json(200, { data: [], count: 0, currentPage: 1, perPage: 100, totalPages: 1 }),
    });
    renderBooking();
    const load = await screen.findByRole('button', { name: 'Load quote' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Quote number' }), { target: { value: '1' } });
    expect(screen.queryByRole('button', { name: 'Load quote' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Quote number' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load quote' }));
    expect(load).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Load quote' });
    expect(await within(dialog).findByText(QUOTE_MESSAGES.noQuotesForCriteria)).toBeTruthy();
  });

  it('loads a quote picked from the latest quotes of the lane and carrier', async () => {
    storeChosenSchedule();
    const group = (id: number, carriers: string[]) => ({
      ...quote(id),
      id,
      requestedDate: '2026-05-01',
      weeks: 4,
      carriers,
      quoteCount: carriers.length,
      assignedTo: [],
      archived: false,
    });
    // The server answers the groups of the lane holding a quote of the carrier (quote-lane-lookup.test.ts).
    const asked: Record<string, string>[] = [];
    mockBookingApi({
      'GET /api/quotes/groups': (url) => {
        asked.push(Object.fromEntries(url.searchParams));
        const data = [group(8, ['HSD']), group(7, ['HSG', 'HSD'])].filter((g) =>
          g.carriers.includes(url.searchParams.get('carrier') ?? ''),
        );
        return json(200, { data, count: data.length, currentPage: 1, perPage: 10, totalPages: 1 });
      },
      'GET /api/quotes/groups/7': () =>
        json(200, { ...group(7, ['HSG', 'HSD']), quotes: [quote(4712, 'HSG'), quote(4713, 'HSD')] }),
    });
    renderBooking();
    fireEvent.click(await screen.findByRole('button', { name: 'Load quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load quote' });
    const options = await within(dialog).findAllByRole('button', { name: /Quote \d+/ });
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Quote 4712')]);
    expect(asked).toEqual([{ origin: 'DEHAM', destination: 'BRSSZ', carrier: 'HSG', perPage: '10' }]);
    fireEvent.click(options[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: 'Quote number' }) as HTMLInputElement).value).toBe('4712');
  });

  it('preselects and locks the only carrier of a restricted customer or staff member', async () => {
    const restricted = {
      customer: { ...customerSession, user: { ...customerSession.user!, carriers: ['HSD'] } },
      staff: asStaff(customerSession, { id: 's2', isAdmin: false, carriers: ['HSD'] }),
    };
    for (const session of [restricted.customer, restricted.staff]) {
      mockBookingApi({ 'GET /api/clients': () => json(200, []) });
      renderBooking({ session });
      const carrier = await screen.findByRole('combobox', { name: 'Carrier' });
      await waitFor(() => expect(carrier.textContent).toContain('HAMBURG SÜD'));
      expect(carrier.getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByText('The only carrier your account books with')).toBeTruthy();
      cleanup();
      sessionStorage.clear();
    }
  });

  it('offers a customer with several allowed carriers only those', async () => {
    mockBookingApi();
    renderBooking({
      session: { ...customerSession, user: { ...customerSession.user!, carriers: ['HSG', 'ZIM'] } },
    });
    const carrier = await screen.findByRole('combobox', { name: 'Carrier' });
    expect(carrier.getAttribute('aria-disabled')).toBeNull();
    await waitFor(() => {
      fireEvent.mouseDown(carrier);
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['HAPAG-LLOYD']);
    });
  });

  it('asks staff for the client first', async () => {
    mockBookingApi({
      'GET /api/clients': () =>
        json(200, [{ id: 'c1', name: 'Alpina Trading AG', city: 'Basel', countryCode: 'CH' }]),
    });
    renderBooking({ session: staffSession });
    acceptTerms();
    fireEvent.click(next());
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(4));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Client' })),
    );
  });
});

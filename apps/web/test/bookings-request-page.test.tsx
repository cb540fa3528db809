import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_SUBMITTED_TEXT, type TBookingRequestDetail, type TSessionInfo } from '@portal/domain';
import { BookingRequestPage } from '../src/features/bookings/index.ts';
import { requestBackTab } from '../src/features/bookings/request-tabs.ts';
import { CUSTOMER_SESSION, mockRoutes, renderPage, STAFF_SESSION } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';
import { detail as request, FREIGHT, openRequestPage, PATH } from './request-page-test-utils.tsx';

/** de-CH with 2 decimals as this runtime writes it (the grouping mark differs between ICU versions). */
const deCH = (n: number) =>
  new Intl.NumberFormat('de-CH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

function open(data: TBookingRequestDetail, session: TSessionInfo = STAFF_SESSION, state?: unknown) {
  return openRequestPage(data, { session, state });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Booking request page', { timeout: 20_000 }, () => {
  it('shows the header, the summary and the back link to the requests tab', async () => {
    open(request());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Request - HAPAG-LLOYD' }),
    ).toBeTruthy();
    expect(screen.getByText('File No. req-2026110014')).toBeTruthy();
    expect(document.title).toBe('Booking Request - HAPAG-LLOYD - Freight Portal');
    expect(screen.getByRole('link', { name: 'Requests' }).getAttribute('href')).toBe(
      '/bookings?tab=requests',
    );
    const summary = screen.getByRole('region', { name: 'Booking Request Summary' });
    expect(within(summary).getByText('SANTOS EXPRESS / 2649S')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: '100012' }).getAttribute('href')).toBe('/quotes/100012');
    expect(within(summary).getByText('Not assigned yet')).toBeTruthy();
    expect(within(summary).getByText('Alpina Trading AG')).toBeTruthy();
    expect(screen.queryByText(REQUEST_SUBMITTED_TEXT)).toBeNull();
  });

  it('leads back to On Hold for a held request and to Archived Requests from Confirmed on', async () => {
    open(request({ hold: true, statusCode: 20, statusText: 'In Progress' }));
    expect((await screen.findByRole('link', { name: 'On Hold' })).getAttribute('href')).toBe(
      '/bookings?tab=on-hold',
    );
    cleanup();
    open(request({ hold: true, statusCode: 30, statusText: 'Confirmed' }));
    expect((await screen.findByRole('link', { name: 'Archived Requests' })).getAttribute('href')).toBe(
      '/bookings?tab=archived-requests',
    );
  });

  it('follows the back-link rule of spec 000 §2 for every status', () => {
    expect(requestBackTab({ statusCode: 10, hold: false }, true)).toBe('requests');
    expect(requestBackTab({ statusCode: 20, hold: false }, true)).toBe('requests');
    expect(requestBackTab({ statusCode: 10, hold: true }, true)).toBe('on-hold');
    expect(requestBackTab({ statusCode: 20, hold: true }, true)).toBe('on-hold');
    expect(requestBackTab({ statusCode: 30, hold: true }, true)).toBe('archived-requests');
    expect(requestBackTab({ statusCode: 40, hold: false }, true)).toBe('archived-requests');
    // Clients have no On Hold tab.
    expect(requestBackTab({ statusCode: 20, hold: true }, false)).toBe('requests');
  });

  it('thanks the client after submitting when the wizard says so', async () => {
    open(request(), CUSTOMER_SESSION, { submitted: true });
    expect(await screen.findByText(REQUEST_SUBMITTED_TEXT)).toBeTruthy();
  });

  it('goes to the not-found page for an unknown or foreign request', async () => {
    mockRoutes({
      'GET /api/booking-requests/req-2026110014': () =>
        json(404, { code: 'NOT_FOUND', message: 'The booking request was not found.' }),
    });
    renderPage(<BookingRequestPage />, { path: PATH, session: CUSTOMER_SESSION });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/not-found'));
  });

  it('shows the cargo lines with weight, reefer settings, container numbers and IMO and OOG when flagged', async () => {
    const base = request().containers[0]!;
    open(
      request({
        containers: [
          { ...base, oog: { flag: false, entries: [{ length: 1, width: 1, height: 1, weight: 1 }] } },
          {
            ...base,
            quantity: 1,
            containerType: {
              id: '45R1',
              label: '40RH',
              description: "40' High Cube Reefer Container",
              couldBeOversize: false,
            },
            weight: 18500.5,
            temperature: -18,
            humidity: 60,
            ventilation: 'CLOSED',
            containerNumbers: ['MSKU1234567', 'NOT AVAILABLE'],
            imo: { flag: true, entries: [{ imoClass: '3', unNumber: '1263', pgNumber: 'II' }] },
          },
        ],
      }),
    );
    const cargo = await screen.findByRole('region', { name: 'Cargo Details' });
    const [dry, reefer] = within(cargo).getAllByRole('article');
    expect(within(dry!).getByText('2 × 20DC')).toBeTruthy();
    expect(within(dry!).getByText(`${deCH(12000)} KGS`)).toBeTruthy();
    expect(within(dry!).queryByText('OOG')).toBeNull();
    expect(within(dry!).getByText('29.11.2026')).toBeTruthy();
    expect(within(reefer!).getByText(`${deCH(18500.5)} KGS`)).toBeTruthy();
    expect(within(reefer!).getByText('-18 °C')).toBeTruthy();
    expect(within(reefer!).getByText('MSKU1234567')).toBeTruthy();
    expect(within(reefer!).queryByText('NOT AVAILABLE')).toBeNull();
    expect(within(reefer!).getByText('Class 3 · UN 1263 · PG II')).toBeTruthy();
  });

  it('shows each line’s DEM/DET, STORAGE and PLUGIN tariffs to the customer', async () => {
    const base = request().containers[0]!;
    open(
      request({
        containers: [
          {
            ...base,
            demDetTariffs: [{ id: 'HSG-DD-EXT', days: 21, text: 'Combined free time', description: '' }],
            storageTariffs: [{ id: '', days: 14, text: '', description: '' }],
            pluginTariffs: [],
          },
        ],
      }),
      CUSTOMER_SESSION,
    );
    const cargo = await screen.findByRole('region', { name: 'Cargo Details' });
    const [line] = within(cargo).getAllByRole('article');
    expect(within(line!).getByText('DEM/DET')).toBeTruthy();
    expect(within(line!).getByText('21 days · Combined free time (HSG-DD-EXT)')).toBeTruthy();
    expect(within(line!).getByText('STORAGE')).toBeTruthy();
    expect(within(line!).getByText('14 days')).toBeTruthy();
    expect(within(line!).queryByText('PLUGIN')).toBeNull();
  });

  it('shows staff the freight on the External, Internal 1 and Internal 2 tabs with totals per currency', async () => {
    open(request({ freightDetails: FREIGHT }));
    const tabs = await screen.findByRole('tablist', { name: 'Freight groups' });
    expect(within(tabs).getByRole('tab', { name: 'External (2)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const table = screen.getByRole('table', { name: 'Freight details' });
    expect(within(table).queryByText('Agency Commission')).toBeNull();
    // The leading currency (USD) leads the totals; no exchange rates.
    const total = within(table).getByText('Total', { selector: 'td' }).closest('tr')!;
    expect(within(total).getByText('USD')).toBeTruthy();
    expect(within(total).getByText(deCH(2230))).toBeTruthy();
    const eur = total.nextElementSibling as HTMLElement;
    expect(within(eur).getByText('EUR')).toBeTruthy();
    expect(within(eur).getByText(deCH(490))).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Internal 1 (1)' }));
    const internal = screen.getByRole('table', { name: 'Freight details' });
    expect(within(internal).getByText('Agency Commission')).toBeTruthy();
    expect(within(internal).getAllByText(deCH(-50)).length).toBeGreaterThan(0);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Internal 2 (1)' }));
    expect(
      within(screen.getByRole('table', { name: 'Freight details' })).getByText('Trucking cost'),
    ).toBeTruthy();
    expect(screen.getByText(/high-security seal/)).toBeTruthy();
    expect(screen.getByText(/bill of lading/)).toBeTruthy();
  });

  it('shows clients their lines without internal marks, and the empty freight message', async () => {
    open(request({ freightDetails: FREIGHT.slice(0, 2) }), CUSTOMER_SESSION);
    const table = await screen.findByRole('table', { name: 'Freight details' });
    expect(within(table).queryByText('Internal 1')).toBeNull();
    expect(screen.queryByRole('tablist', { name: 'Freight groups' })).toBeNull();
    cleanup();
    open(request({ freightDetails: [] }));
    expect(await screen.findByText('No Freight Details to show')).toBeTruthy();
  });

  it('heads freight built from a quote with the approximation warning until the request is confirmed', async () => {
    const warning = 'Please check. This is an approximation of freight details. Please check.';
    open(request({ quoteNumber: 100012, freightDetails: FREIGHT.slice(0, 2) }), CUSTOMER_SESSION);
    expect(await screen.findByText(warning)).toBeTruthy();
    cleanup();
    open(request({ quoteNumber: 100012, freightDetails: FREIGHT.slice(0, 2), statusCode: 30 }));
    await screen.findByRole('table', { name: 'Freight details' });
    expect(screen.queryByText(warning)).toBeNull();
    cleanup();
    open(request({ quoteNumber: null, freightDetails: FREIGHT.slice(0, 2) }));
    await screen.findByRole('table', { name: 'Freight details' });
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('lists the files with download links and folds a section away', async () => {
    open(
      request({
        files: [
          {
            id: '9f0e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f',
            name: 'packing-list.pdf',
            documentType: 'ADDITIONAL_DOCUMENTS',
            size: 20480,
            contentType: 'application/pdf',
            uploadedAt: '2026-11-20T09:15:00.000Z',
          },
        ],
      }),
    );
    const link = await screen.findByRole('link', { name: 'packing-list.pdf' });
    expect(link.getAttribute('href')).toBe(
      '/api/booking-requests/req-2026110014/files/9f0e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f',
    );
    const toggle = screen.getByRole('button', { name: /Cargo Details/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

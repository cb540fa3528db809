import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestCompareDialog } from '../src/features/bookings/components/request-compare-dialog.tsx';
import { RequestPrintDocument } from '../src/features/bookings/components/request-print.tsx';
import { CUSTOMER_SESSION, mockRoutes, renderPage, STAFF_SESSION } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';
import { detail } from './request-actions-test-utils.tsx';

const PATH = '/booking-requests/req-2026110014';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Compare dialog', { timeout: 20_000 }, () => {
  it('sets the current request beside the initial one and marks what changed', async () => {
    const current = detail({ customerReference: 'PO-NEW', vessel: 'SANTOS EXPRESS' });
    mockRoutes({
      'GET /api/booking-requests/req-2026110014/initial': () =>
        json(200, detail({ customerReference: 'PO-14', freightDetails: [] })),
    });
    renderPage(<RequestCompareDialog request={current} open onClose={vi.fn()} />, {
      path: PATH,
      session: STAFF_SESSION,
    });
    const table = await screen.findByRole('table', { name: 'Compare' });
    expect(within(table).getByRole('columnheader', { name: 'Current Booking Request' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Initial Booking Request' })).toBeTruthy();
    const reference = within(table)
      .getByRole('rowheader', { name: /Customer reference/ })
      .closest('tr')!;
    expect(reference.getAttribute('data-changed')).toBe('true');
    expect(within(reference).getByText('PO-NEW')).toBeTruthy();
    expect(within(reference).getByText('PO-14')).toBeTruthy();
    const vessel = within(table).getByRole('rowheader', { name: 'Vessel' }).closest('tr')!;
    expect(vessel.getAttribute('data-changed')).toBeNull();
    expect(screen.getByText('File No req-2026110014')).toBeTruthy();
    expect(screen.getByText('Agreement No. [To be assigned]')).toBeTruthy();
  });

  it('names the right side Uploaded File for an imported request', async () => {
    mockRoutes({ 'GET /api/booking-requests/req-2026110014/initial': () => json(200, detail()) });
    renderPage(
      <RequestCompareDialog
        request={detail({ externalBookingReference: 'HLCU123' })}
        open
        onClose={vi.fn()}
      />,
      { path: PATH, session: STAFF_SESSION },
    );
    expect(await screen.findByRole('columnheader', { name: 'Uploaded File' })).toBeTruthy();
  });

  it('lets staff set the agreement number in place, with the version', async () => {
    const patches: unknown[] = [];
    mockRoutes({
      'GET /api/booking-requests/req-2026110014/initial': () => json(200, detail()),
      'PATCH /api/booking-requests/req-2026110014': (_url, body) => {
        patches.push(body);
        return json(200, detail({ agreementNo: 'AG-77', version: 4 }));
      },
    });
    renderPage(<RequestCompareDialog request={detail()} open onClose={vi.fn()} />, {
      path: PATH,
      session: STAFF_SESSION,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit agreement number' }));
    fireEvent.change(screen.getByLabelText('Agreement No.'), { target: { value: ' AG-77 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save agreement number' }));
    await waitFor(() => expect(patches).toEqual([{ version: 3, agreementNo: 'AG-77' }]));
  });

  it('offers no edit to a customer', async () => {
    mockRoutes({ 'GET /api/booking-requests/req-2026110014/initial': () => json(200, detail()) });
    renderPage(<RequestCompareDialog request={detail()} open onClose={vi.fn()} />, {
      path: PATH,
      session: CUSTOMER_SESSION,
    });
    await screen.findByRole('table', { name: 'Compare' });
    expect(screen.getByText('Agreement No. [To be assigned]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit agreement number' })).toBeNull();
  });
});

describe('Print view', () => {
  const company = {
    productName: 'Freight Portal',
    companyName: 'Alpine Freight AG',
    companySiteUrl: 'https://example.com',
    companyPhone: '+41 44 000 00 00',
    companyEmail: 'desk@example.com',
    privacyPolicyUrl: 'https://example.com/privacy',
    officeHours: '',
    vesselTrackingUrl: '',
    depotCountries: [],
    platformMailbox: '',
    supportChatUrl: null,
    editWindowMs: 600_000,
    worldClock: [],
  };

  it('with costs shows the freight, and for staff the internal tabs', () => {
    render(<RequestPrintDocument request={detail()} costs staff company={company} />);
    expect(screen.getByRole('heading', { name: 'Freight details' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'External freight' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Internal 1 freight' })).toBeTruthy();
    expect(screen.getByText('Alpine Freight AG')).toBeTruthy();
    expect(screen.getByText('desk@example.com')).toBeTruthy();
  });

  it('prints the tariffs of each cargo line', () => {
    render(<RequestPrintDocument request={detail()} costs={false} staff={false} company={company} />);
    expect(screen.getByText('DEM/DET: 14 days · Combined free time (HSG-DD-STD)')).toBeTruthy();
  });

  it('without costs shows no freight at all', () => {
    render(<RequestPrintDocument request={detail()} costs={false} staff company={company} />);
    expect(screen.queryByRole('heading', { name: /Freight details/ })).toBeNull();
    expect(screen.queryByText('Seafreight')).toBeNull();
    expect(screen.queryByText('Agency Commission')).toBeNull();
    expect(screen.getByText('Without costs')).toBeTruthy();
  });

  it('never prints internal lines for a customer', () => {
    render(<RequestPrintDocument request={detail()} costs staff={false} company={company} />);
    expect(screen.getByText('Seafreight')).toBeTruthy();
    expect(screen.queryByText('Agency Commission')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Internal 1 freight' })).toBeNull();
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIFECYCLE_MESSAGES, WORKBENCH_MESSAGES, type TBookingRequestDetail } from '@portal/domain';
import { BookNowButton } from '../src/features/bookings/components/book-now-button.tsx';
import { CUSTOMER_SESSION, mockRoutes, renderPage, STAFF_SESSION } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';
import { detail } from './request-actions-test-utils.tsx';

const PATH = '/booking-requests/req-2026110014';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function open(data: TBookingRequestDetail, routes: Parameters<typeof mockRoutes>[0] = {}) {
  const fetchMock = mockRoutes(routes);
  const view = renderPage(<BookNowButton request={data} />, { path: PATH, session: STAFF_SESSION });
  return { ...view, fetchMock };
}

const button = () => screen.getByRole('button', { name: 'Book Now' });

describe('Book Now', { timeout: 20_000 }, () => {
  it('is enabled with an agent, no warnings and a status below Confirmed', () => {
    open(detail());
    expect(button().hasAttribute('disabled')).toBe(false);
  });

  it('stays disabled without an agent, and says why', async () => {
    open(detail({ agent: null, statusCode: 10 }));
    expect(button().hasAttribute('disabled')).toBe(true);
    fireEvent.mouseOver(button().parentElement!);
    expect(await screen.findByRole('tooltip', { name: LIFECYCLE_MESSAGES.bookNowNeedsAgent })).toBeTruthy();
  });

  it('stays disabled while the warning panel lists something (no External freight)', () => {
    open(detail({ freightDetails: [] }));
    expect(button().hasAttribute('disabled')).toBe(true);
  });

  it('stays disabled without a sailing', () => {
    open(detail({ vessel: null }));
    expect(button().hasAttribute('disabled')).toBe(true);
  });

  it('links the booking once the request has one', () => {
    open(detail({ statusCode: 30, bookingId: 'F-100234' }));
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(screen.getByRole('link', { name: /Booking F-100234/ }).getAttribute('href')).toBe(
      '/bookings/F-100234',
    );
  });

  it('is not offered to a customer', () => {
    mockRoutes({});
    renderPage(<BookNowButton request={detail()} />, { path: PATH, session: CUSTOMER_SESSION });
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });

  it('books with the version and offers the booking', async () => {
    const bodies: unknown[] = [];
    open(detail(), {
      'POST /api/bookingRequest': (_url, body) => {
        bodies.push(body);
        return json(200, { bookingId: 'F-100234' });
      },
    });
    fireEvent.click(button());
    expect(await screen.findByText('Booking F-100234 created.')).toBeTruthy();
    expect(bodies).toEqual([{ requestId: 'req-2026110014', version: 3 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Open booking' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bookings/F-100234'));
  });

  it('asks again after 3 s and 10 s while the booking has no number, then shows the notice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = open(detail(), {
      'POST /api/bookingRequest': () => json(200, { bookingId: null }),
      'GET /api/booking-requests/req-2026110014': () => json(200, detail()),
    });
    fireEvent.click(button());
    const polls = () =>
      fetchMock.mock.calls.filter(([u, init]) => String(u).endsWith('/req-2026110014') && init?.method === 'GET')
        .length;
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(polls()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(10_100));
    await waitFor(() => expect(polls()).toBe(2));
    expect(await screen.findByText(WORKBENCH_MESSAGES.bookingStillBeingCreated)).toBeTruthy();
  });

  it('says "Unable to create booking" when the ERP gave no file number', async () => {
    open(detail(), {
      'POST /api/bookingRequest': () =>
        json(502, { code: 'UNAVAILABLE', message: WORKBENCH_MESSAGES.unableToCreateBooking }),
    });
    fireEvent.click(button());
    expect(await screen.findByText(WORKBENCH_MESSAGES.unableToCreateBooking)).toBeTruthy();
  });

  it('says "Failed to request booking" on any other failure', async () => {
    open(detail(), {
      'POST /api/bookingRequest': () => json(500, { code: 'INTERNAL', message: 'Something broke.' }),
    });
    fireEvent.click(button());
    expect(await screen.findByText(WORKBENCH_MESSAGES.failedToRequestBooking)).toBeTruthy();
  });
});

/** Issue 22 part 3: an agent with the privilege is asked once more before booking onto a voyage without space. */
describe('Book Now onto a voyage without space', { timeout: 20_000 }, () => {
  const OPERATIONS_SESSION = { ...STAFF_SESSION, user: { ...STAFF_SESSION.user!, role: 'operations' as const } };
  const space = (over: object) => ({
    voyageId: 'v1',
    position: 'current',
    carrierId: 'HSG',
    ets: '2026-12-10T18:00:00.000Z',
    vesselName: 'SANTOS EXPRESS',
    vesselCode: null,
    voyageNumber: '2650S',
    service: 'SAE',
    polId: 'DEHAM',
    teuAllocation: 10,
    weightAllocation: 100000,
    teuBooked: 11,
    weightBooked: 50000,
    teuPercent: 110,
    weightPercent: 50,
    requested: { quantity: 0, teu: 0, weight: 0 },
    inProgress: { quantity: 0, teu: 0, weight: 0 },
    isFullyBooked: false,
    allocationVersion: 1,
    flagVersion: null,
    ...over,
  });

  function openAs(over: object, bodies: unknown[]) {
    mockRoutes({
      'GET /api/vesselAllocationSchedule': () => json(200, [space(over)]),
      'POST /api/bookingRequest': (_url, body) => {
        bodies.push(body);
        return json(200, { bookingId: 'F-100234' });
      },
    });
    renderPage(<BookNowButton request={detail()} />, { path: PATH, session: OPERATIONS_SESSION });
  }

  it('warns over 100 % and books only after the agent confirms', async () => {
    const bodies: unknown[] = [];
    openAs({}, bodies);
    fireEvent.click(button());
    const warning = await screen.findByRole('dialog', { name: 'This voyage has no space left' });
    expect(warning.textContent).toContain('110.0 %');
    expect(bodies).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Book Now anyway' }));
    expect(await screen.findByText('Booking F-100234 created.')).toBeTruthy();
    expect(bodies).toHaveLength(1);
  });

  it('books at once when the voyage has space', async () => {
    const bodies: unknown[] = [];
    openAs({ teuBooked: 5, teuPercent: 50 }, bodies);
    fireEvent.click(button());
    expect(await screen.findByText('Booking F-100234 created.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'This voyage has no space left' })).toBeNull();
  });

  it('stops when the agent cancels a fully-booked voyage', async () => {
    const bodies: unknown[] = [];
    openAs({ teuBooked: 1, teuPercent: 10, isFullyBooked: true }, bodies);
    fireEvent.click(button());
    await screen.findByText('This vessel is fully booked.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([]);
  });
});

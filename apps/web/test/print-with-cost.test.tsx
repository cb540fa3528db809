import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TBooking, TSessionInfo } from '@portal/domain';
import { BookingActions } from '../src/features/bookings/booking-page/booking-actions.tsx';
import { RequestActions } from '../src/features/bookings/components/request-actions.tsx';
import { CUSTOMER_SESSION, mockRoutes, renderPage, STAFF_SESSION } from './bookings-test-utils.tsx';
import { detail } from './request-actions-test-utils.tsx';

// 'Print with cost' is staff only (spec 000 §6 "Staff only: ... print"); customers keep 'Print without costs'.
const BOOKING = { id: '2026110042', watching: false, archived: false, inDispute: false } as TBooking;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function printMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Print' }));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

const renderRequest = (session: TSessionInfo) => {
  mockRoutes({});
  renderPage(<RequestActions request={detail()} />, { path: '/booking-requests/req-2026110014', session });
};

const renderBooking = (session: TSessionInfo, staff: boolean) => {
  mockRoutes({});
  renderPage(<BookingActions booking={BOOKING} staff={staff} mayWatch={false} />, {
    path: '/bookings/2026110042',
    session,
  });
};

describe('Print with cost', { timeout: 30_000 }, () => {
  it('is not offered to a customer on their request or booking', () => {
    renderRequest(CUSTOMER_SESSION);
    expect(printMenu()).toEqual(['Print without costs']);
    cleanup();
    renderBooking(CUSTOMER_SESSION, false);
    expect(printMenu()).toEqual(['Print without costs']);
  });

  it('is offered to staff on both', () => {
    renderRequest(STAFF_SESSION);
    expect(printMenu()).toEqual(['Print with cost', 'Print without costs']);
    cleanup();
    renderBooking(STAFF_SESSION, true);
    expect(printMenu()).toEqual(['Print without costs', 'Print with cost']);
  });
});

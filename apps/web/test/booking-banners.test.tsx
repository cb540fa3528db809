import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, type TActivityPage, type TBooking } from '@portal/domain';
import { PinnedComments } from '../src/components/activity-log/index.ts';
import { AmsClosingBanner } from '../src/features/bookings/booking-page/ams-closing-banner.tsx';
import { mockRoutes, renderPage, STAFF_ID, STAFF_SESSION } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';

/** The banners of spec 000 §3 on the booking and request pages: AMS_CLOSING and BOOKING_HAS_PINNED_COMMENTS. */

const BOOKING: TBooking = {
  id: '2026110042',
  category: 'Export',
  archived: false,
  hold: false,
  pendingPayment: false,
  inDispute: false,
  statusText: 'Booked',
  carrier: { id: 'HSG', name: 'HAPAG-LLOYD', color: '#ff6600' },
  erp: { carrierId: null, serviceId: null },
  client: { id: '7e1d2c3b-4a59-4f68-8b7a-6c5d4e3f2a1b', name: 'Alpina Trading AG' },
  vessel: 'SANTOS EXPRESS',
  voyage: '2649S',
  placeOfReceipt: null,
  pol: { id: 'DEHAM', name: 'Hamburg', countryCode: 'DE' },
  pod: { id: 'BRSSZ', name: 'Santos', countryCode: 'BR' },
  finalDestination: null,
  etd: '2026-12-01T18:00:00.000Z',
  eta: '2026-12-22T04:00:00.000Z',
  amsClosing: null,
  blNumber: null,
  customerReference: 'PO-ALP-1',
  agreementNo: null,
  requestId: null,
  contact: null,
  agent: null,
  checklistProgress: null,
  tagIds: [],
  createdAt: '2026-11-20T09:15:00.000Z',
  updatedAt: '2026-11-21T10:30:00.000Z',
  placeOfReceiptEts: null,
  finalDestinationEta: null,
  statisticClient: null,
  rebookedFromId: null,
  rebookedToId: null,
  cargo: [],
  freight: [],
  portTerms: {},
  remarks: [],
  watchers: [],
  watching: false,
};

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AMS closing banner', { timeout: 20_000 }, () => {
  it("says 'AMS Closing:' with the closing’s date and time before a live booking’s departure", () => {
    const closing = inDays(3);
    renderPage(<AmsClosingBanner booking={{ ...BOOKING, amsClosing: closing, etd: inDays(5) }} />, {
      path: '/bookings/2026110042',
      session: STAFF_SESSION,
    });
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toBe(`AMS Closing: ${formatDateTime(closing)}`);
    expect(banner.textContent).toMatch(/^AMS Closing: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });

  it('shows nothing without a closing, on an archived booking or after departure', () => {
    for (const booking of [
      { ...BOOKING, amsClosing: null, etd: inDays(5) },
      { ...BOOKING, amsClosing: inDays(3), etd: inDays(5), archived: true },
      { ...BOOKING, amsClosing: inDays(-3), etd: inDays(-1) },
    ]) {
      renderPage(<AmsClosingBanner booking={booking} />, {
        path: '/bookings/2026110042',
        session: STAFF_SESSION,
      });
      expect(screen.queryByText(/AMS Closing:/)).toBeNull();
      cleanup();
    }
  });
});

const pinnedPage = (comment: string): TActivityPage => ({
  items: [
    {
      id: '9a1b2c3d-0000-4000-8000-000000000001',
      type: 'COMMENT',
      changeType: null,
      by: { id: STAFF_ID, firstName: 'Luca', lastName: 'Rossi', isStaff: true },
      at: '2026-11-21T10:30:00.000Z',
      comment,
      isInternal: false,
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
  nextBefore: null,
  pinnedCount: 1,
});

describe('Pinned comments banner', { timeout: 20_000 }, () => {
  it('heads the pinned comments of a booking and of a request with its sentence', async () => {
    mockRoutes({
      'GET /api/bookings/2026110042/activity': () => json(200, pinnedPage('Customs hold, call the broker')),
      'GET /api/booking-requests/req-2026110001/activity': () => json(200, pinnedPage('Reefer at -18 °C')),
    });
    renderPage(
      <>
        <PinnedComments kind="bookings" id="2026110042" />
        <PinnedComments kind="booking-requests" id="req-2026110001" />
      </>,
      { path: '/bookings/2026110042', session: STAFF_SESSION },
    );
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'Pinned comments' })).toHaveLength(2));
    const banners = screen.getAllByRole('region', { name: 'Pinned comments' });
    expect(within(banners[0]!).getByText('This booking has pinned comments:')).toBeTruthy();
    expect(within(banners[0]!).getByText('Customs hold, call the broker')).toBeTruthy();
    expect(await within(banners[1]!).findByText('This booking request has pinned comments:')).toBeTruthy();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHOSEN_SCHEDULE_STORAGE_KEY } from '@portal/domain';
import { DRAFT_STORAGE_KEY } from '../src/features/online-booking/wizard/draft-storage.ts';
import { json } from './mock-api.ts';
import {
  line,
  mockBookingApi,
  renderBooking,
  sentBodies,
  storeChosenSchedule,
  storeDraft,
  today,
} from './online-booking-test-utils.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // A failed submission is logged (spec 001 §8); keep the test output quiet.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Online Booking, step 4 Summary', () => {
  it('reviews the request, submits it and opens the request page', async () => {
    storeChosenSchedule();
    storeDraft(3, [line('45R1', { imo: true })], {
      customerReference: 'PO-4711',
      // The chosen sailing was already taken into this draft.
      sources: {
        scheduleChosenAt: JSON.parse(localStorage.getItem(CHOSEN_SCHEDULE_STORAGE_KEY)!).chosenAt,
        quoteChosenAt: null,
      },
    });
    const fetchMock = mockBookingApi({
      'POST /api/booking-requests': () => json(201, { id: 'req-2026050001' }),
    });
    renderBooking();
    const general = await screen.findByRole('region', { name: 'General information' });
    expect(within(general).getByText('PO-4711')).toBeTruthy();
    const cargo = screen.getByRole('region', { name: 'Cargo details' });
    expect(within(cargo).getByText('1 × 40RH')).toBeTruthy();
    expect(within(cargo).getByText(/^12.000\.00 KGS$/)).toBeTruthy();
    expect(within(cargo).getByText('Class 3 · UN 1263 · PG II')).toBeTruthy();
    const itinerary = screen.getByRole('region', { name: 'Schedule and itinerary' });
    expect(within(itinerary).getAllByText(/SANTOS EXPRESS/).length).toBeGreaterThan(0);
    expect(within(itinerary).getByText('Port of loading')).toBeTruthy();
    expect(within(itinerary).getByText('Port of discharge')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/booking-requests/req-2026050001'),
    );
    expect(screen.getByTestId('address').dataset.state).toBe('{"submitted":true}');
    // The request page shows REQUEST_SUBMITTED_TEXT for `submitted`; the snackbar only confirms.
    expect(await screen.findByText('Booking request req-2026050001 has been submitted.')).toBeTruthy();
    const [body] = sentBodies(fetchMock, 'POST', '/api/booking-requests') as Record<string, unknown>[];
    expect(body).toMatchObject({
      origin: 'DEHAM',
      destination: 'BRSSZ',
      carrierId: 'HSG',
      quoteNumber: null,
      customerReference: 'PO-4711',
      termsAccepted: true,
      containers: [
        {
          quantity: 1,
          containerTypeId: '45R1',
          commodity: { id: 'cheese' },
          weight: 12000,
          ventilation: 'CLOSED',
          pickupLocationId: 'hamburg-depot',
          pickupDate: today,
          imo: { flag: true, entries: [{ imoClass: '3', unNumber: '1263', pgNumber: 'II' }] },
        },
      ],
      files: { additional: [], imo: [], certificate: [] },
    });
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CHOSEN_SCHEDULE_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's refusal and returns to the step of the field it names", async () => {
    storeDraft(3, [line('22G1')]);
    mockBookingApi({
      'POST /api/booking-requests': () =>
        json(400, { code: 'BAD_REQUEST', message: 'containers.0.pickupLocationId: This field is required.' }),
    });
    renderBooking();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('containers.0.pickupLocationId: This field is required.')).toBeTruthy();
    expect(await screen.findByRole('group', { name: 'Cargo line 1' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/online-booking');
  });
});

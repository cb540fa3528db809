import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PICKED_SCHEDULE_STORAGE_KEY, readChosenSchedule, SCHEDULE_PICKED_MESSAGE } from '@portal/domain';
import { SchedulePage } from '../src/features/schedule/index.ts';
import { json } from './mock-api.ts';
import {
  customerSession,
  mockScheduleApi,
  NOW,
  renderScheduleApp,
  sailing,
  staffSession,
} from './schedule-test-utils.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  mockScheduleApi(() => json(200, { routes: [sailing(6, 21)], searchedFrom: '2026-05-03', retried: false }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const PICKER = '/schedule?isPicker=true&origin=DEHAM&destination=BRSSZ&date=2026-05-03&weeks=4';

describe('Schedule picker mode', () => {
  it('offers Choose instead of Book Now and posts the route to the opening window', async () => {
    const postMessage = vi.fn();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    vi.stubGlobal('opener', { closed: false, postMessage });
    renderScheduleApp(<SchedulePage />, { entries: [PICKER] });
    expect(await screen.findByText('Choose the schedule that best suits your needs')).toBeTruthy();
    const choose = await screen.findByRole('button', { name: 'Choose' });
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    fireEvent.click(choose);
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [message, origin] = postMessage.mock.calls[0]!;
    expect(origin).toBe(window.location.origin);
    expect(message.type).toBe(SCHEDULE_PICKED_MESSAGE);
    expect(message.schedule.route.origin.vessel.name).toBe('SANTOS EXPRESS');
    expect(close).toHaveBeenCalled();
  });

  it('in the same tab keeps the route in sessionStorage and goes back', async () => {
    renderScheduleApp(<SchedulePage />, { entries: ['/booking-requests/req-2026050001', PICKER] });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/booking-requests/req-2026050001'),
    );
    const picked = readChosenSchedule(sessionStorage.getItem(PICKED_SCHEDULE_STORAGE_KEY));
    expect(picked?.search).toEqual({ origin: 'DEHAM', destination: 'BRSSZ', date: '2026-05-03', weeks: 4 });
  });

  it('offers no Choose on a sailing 4 days away or closer, as Book Now (the 4-day rule)', async () => {
    mockScheduleApi(() =>
      json(200, {
        routes: [sailing(3, 21, 'HSG', 'CLOSE CALL'), sailing(6, 21)],
        searchedFrom: '2026-05-03',
        retried: false,
      }),
    );
    renderScheduleApp(<SchedulePage />, { entries: [PICKER] });
    expect(await screen.findByText('Online booking closes 4 days before departure.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Choose' })).toHaveLength(1);
  });

  it('with a quote, lists the sailings inside its validity first and says why the others are outside', async () => {
    // NOW is 1 May; the quote is valid until 10 May: the sailing on the 21st comes second despite sorting first.
    mockScheduleApi(() =>
      json(200, {
        routes: [sailing(20, 10, 'HSG', 'LATE STAR'), sailing(6, 30, 'HSG', 'EARLY BIRD')],
        searchedFrom: '2026-05-03',
        retried: false,
      }),
    );
    renderScheduleApp(<SchedulePage />, {
      entries: [`${PICKER}&quote=1042&validFrom=2026-04-01&validTo=2026-05-10`],
    });
    expect(
      await screen.findByText(
        'Your quote 1042 is valid for sailings departing from 01.04.2026 to 10.05.2026; these are listed first. A sailing outside that period says why.',
      ),
    ).toBeTruthy();
    const order = screen.getAllByRole('article').map((card) => card.textContent ?? '');
    expect(order).toHaveLength(2);
    expect(order[0]).toContain('EARLY BIRD');
    expect(order[1]).toContain('LATE STAR');
    expect(
      screen.getByText(
        "Departs after your quote's validity ends on 10.05.2026: You are booking on a vessel with an expired quotation date.",
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Choose' })).toHaveLength(2);
  });

  it('keeps picker mode in the address when searching again', async () => {
    renderScheduleApp(<SchedulePage />, { entries: [PICKER] });
    await screen.findByRole('button', { name: 'Choose' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Earliest arrival date' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toContain('isPicker=true'));
  });
});

describe('Schedule for staff', () => {
  it('shows the vessel-tracking link built from the configured template and the IMO', async () => {
    renderScheduleApp(<SchedulePage />, {
      entries: ['/schedule?origin=DEHAM&destination=BRSSZ'],
      session: staffSession,
    });
    const link = await screen.findByRole('link', { name: 'Track vessel' });
    expect(link.getAttribute('href')).toBe('https://track.example/imo/9301234');
    // Staff do not have Get Quote (spec 001 §2.1).
    expect(screen.queryByRole('link', { name: 'Request Quote' })).toBeNull();
  });

  it('hides it from customers', async () => {
    renderScheduleApp(<SchedulePage />, {
      entries: ['/schedule?origin=DEHAM&destination=BRSSZ'],
      session: customerSession,
    });
    await screen.findByRole('link', { name: 'Request Quote' });
    expect(screen.queryByRole('link', { name: 'Track vessel' })).toBeNull();
  });
});

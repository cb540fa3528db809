import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHOSEN_SCHEDULE_STORAGE_KEY, SCHEDULE_DISCLAIMER } from '@portal/domain';
import { SchedulePage } from '../src/features/schedule/index.ts';
import { json } from './mock-api.ts';
import { mockScheduleApi, NOW, renderScheduleApp, routeRequests, sailing } from './schedule-test-utils.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SEARCH = '/schedule?origin=DEHAM&destination=BRSSZ&date=2026-05-03&weeks=2';
const answer = (routes: unknown[], extra: object = {}) =>
  json(200, { routes, searchedFrom: '2026-05-03', retried: false, ...extra });
const address = () => screen.getByTestId('address').textContent;
const cards = () => screen.queryAllByRole('article');

describe('Schedule page', () => {
  it("has the title 'Schedule' and waits for ports before searching", async () => {
    const fetchMock = mockScheduleApi(() => answer([]));
    renderScheduleApp(<SchedulePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule' })).toBeTruthy();
    expect(document.title).toBe('Schedule - Freight Portal');
    expect(await screen.findByText('Find your next sailing')).toBeTruthy();
    expect(routeRequests(fetchMock)).toHaveLength(0);
  });

  it('searches with the parameters of the page address and shows the sort chosen there', async () => {
    const fetchMock = mockScheduleApi(() =>
      answer([sailing(10, 30), sailing(12, 20, 'HSD', 'CAP SAN MARCO')]),
    );
    renderScheduleApp(<SchedulePage />, { entries: [`${SEARCH}&carrier=HSG&sort=arrival`] });
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [request] = routeRequests(fetchMock);
    expect(Object.fromEntries(request!.searchParams)).toEqual({
      origin: 'DEHAM',
      destination: 'BRSSZ',
      date: '2026-05-03',
      weeks: '2',
      carrier: 'HSG',
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Earliest arrival date');
    // Arrival order: the 12+20 day sailing arrives before the 10+30 one.
    expect(within(cards()[0]!).getByText('HAMBURG SÜD')).toBeTruthy();
  });

  it('puts a new search into the page address with the defaults for date and weeks', async () => {
    const fetchMock = mockScheduleApi(() => answer([sailing(10, 21)]));
    renderScheduleApp(<SchedulePage />);
    const origin = screen.getByRole('combobox', { name: 'Origin port' });
    fireEvent.change(origin, { target: { value: 'deham' } });
    fireEvent.keyDown(origin, { key: 'Enter' });
    const destination = screen.getByRole('combobox', { name: 'Destination port' });
    fireEvent.change(destination, { target: { value: 'brssz' } });
    fireEvent.keyDown(destination, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(address()).toBe('/schedule?origin=DEHAM&destination=BRSSZ&date=2026-05-03&weeks=4'),
    );
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(routeRequests(fetchMock)).toHaveLength(1);
  });

  it('sends the carrier filter to the server and sorts in the page', async () => {
    const fetchMock = mockScheduleApi((url) =>
      answer(
        url.searchParams.get('carrier') === 'HSD'
          ? [sailing(12, 20, 'HSD', 'CAP SAN MARCO')]
          : [sailing(10, 30), sailing(12, 20, 'HSD', 'CAP SAN MARCO')],
      ),
    );
    renderScheduleApp(<SchedulePage />, { entries: [SEARCH] });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(cards()[0]!).getByText('HAPAG-LLOYD')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Shortest transit time' }));
    await waitFor(() => expect(within(cards()[0]!).getByText('HAMBURG SÜD')).toBeTruthy());
    expect(address()).toContain('sort=transit');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Carrier' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['ANY', 'HAPAG-LLOYD', 'HAMBURG SÜD']);
    fireEvent.click(screen.getByRole('option', { name: 'HAMBURG SÜD' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(routeRequests(fetchMock).at(-1)!.searchParams.get('carrier')).toBe('HSD');
    expect(address()).toContain('carrier=HSD');
  });

  it("shows 'No Results :(' with the default text when nothing is found", async () => {
    mockScheduleApi(() => answer([]));
    renderScheduleApp(<SchedulePage />, { entries: [SEARCH] });
    expect(await screen.findByText('No Results :(')).toBeTruthy();
    expect(
      screen.getByText(
        'There are no results for the port combination selected. Please try searching for different origin/destination combination.',
      ),
    ).toBeTruthy();
  });

  it('says so when the server searched again three days later', async () => {
    mockScheduleApi(() => answer([sailing(10, 21)], { retried: true, searchedFrom: '2026-05-06' }));
    renderScheduleApp(<SchedulePage />, { entries: [SEARCH] });
    expect(await screen.findByText(/we searched again from 06\.05\.2026, three days later/)).toBeTruthy();
  });

  it('shows a 504 as "Service is unavailable…" in a snackbar that stays', async () => {
    mockScheduleApi(() => json(504, { code: 'UNAVAILABLE', message: 'Gateway Timeout' }));
    renderScheduleApp(<SchedulePage />, { entries: [SEARCH] });
    const message = await screen.findByText('Service is unavailable at the moment. Please try again later.');
    // Longer than the default snackbar time: a persisting snackbar is still there, with its close button.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(message.isConnected).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it("shows any other failure as 'Unexpected error occurred.'", async () => {
    mockScheduleApi(() => json(500, { code: 'INTERNAL', message: 'boom' }));
    renderScheduleApp(<SchedulePage />, { entries: [SEARCH] });
    expect(await screen.findByText('Unexpected error occurred.')).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it("shows a 400 with the server's message at the field it names", async () => {
    mockScheduleApi(() =>
      json(400, { code: 'BAD_REQUEST', message: 'destination: Choose a destination other than the origin.' }),
    );
    renderScheduleApp(<SchedulePage />, { entries: ['/schedule?origin=DEHAM&destination=DEHAM'] });
    expect(await screen.findByText('Choose a destination other than the origin.')).toBeTruthy();
    expect(screen.queryByText('Unexpected error occurred.')).toBeNull();
  });

  it('offers Book Now only when departure is more than 4 days ahead, and hands the route to online booking', async () => {
    mockScheduleApi(() => answer([sailing(3, 21), sailing(4.5, 21, 'HSD', 'CAP SAN MARCO')]));
    renderScheduleApp(<SchedulePage />, { entries: [SEARCH] });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(cards()[0]!).queryByRole('button', { name: 'Book Now' })).toBeNull();
    fireEvent.click(within(cards()[1]!).getByRole('button', { name: 'Book Now' }));
    expect(address()).toBe('/online-booking');
    const stored = JSON.parse(localStorage.getItem(CHOSEN_SCHEDULE_STORAGE_KEY)!);
    expect(stored.route.origin.vessel.name).toBe('CAP SAN MARCO');
    expect(stored.search).toEqual({ origin: 'DEHAM', destination: 'BRSSZ', date: '2026-05-03', weeks: 2 });
  });

  it('links Request Quote to Get Quote with the ports and date for visitors, not for staff', async () => {
    mockScheduleApi(() => answer([sailing(10, 21)]));
    renderScheduleApp(<SchedulePage />, { entries: [SEARCH] });
    const link = await screen.findByRole('link', { name: 'Request Quote' });
    expect(link.getAttribute('href')).toBe('/quotes/get?origin=DEHAM&destination=BRSSZ&date=2026-05-11');
    expect(screen.queryByRole('link', { name: 'Track vessel' })).toBeNull();
  });

  it('copies the booking request as text with the disclaimer', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockScheduleApi(() => answer([sailing(10, 21)]));
    renderScheduleApp(<SchedulePage />, { entries: [SEARCH] });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy as text' }));
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy();
    const text = String(writeText.mock.calls[0]![0]);
    expect(text.startsWith('Dear Sirs,')).toBe(true);
    expect(text).toContain(SCHEDULE_DISCLAIMER);
  });
});

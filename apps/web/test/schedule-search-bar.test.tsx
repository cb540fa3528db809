import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_PORT_MESSAGE, type ScheduleSearchValues } from '@portal/domain';
import { ScheduleSearchBar } from '../src/components/schedule-search-bar/index.ts';
import { json } from './mock-api.ts';
import { mockScheduleApi, NOW, renderScheduleApp } from './schedule-test-utils.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  mockScheduleApi(() => json(200, { routes: [], searchedFrom: '2026-05-03', retried: false }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const EMPTY: ScheduleSearchValues = { origin: null, destination: null, date: '2026-05-03', weeks: 4 };

function renderBar(initial: Partial<ScheduleSearchValues> = {}) {
  const onSearch = vi.fn();
  renderScheduleApp(<ScheduleSearchBar initial={{ ...EMPTY, ...initial }} onSearch={onSearch} />);
  return { onSearch };
}

const origin = () => screen.getByRole('combobox', { name: 'Origin port' });
const destination = () => screen.getByRole('combobox', { name: 'Destination port' });
const search = () => screen.getByRole('button', { name: 'Search' });

describe('schedule search bar', () => {
  it('shows its fields with the defaults: the date as every search bar shows dates, four weeks', () => {
    renderBar();
    expect(origin()).toBeTruthy();
    expect(destination()).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Earliest Date' }).textContent).toContain('03.05.2026');
    expect(screen.getByRole('combobox', { name: 'Weeks' }).textContent).toBe('4 weeks');
  });

  it('focuses the origin first when nothing is chosen, and does not search', async () => {
    const { onSearch } = renderBar();
    fireEvent.click(search());
    await waitFor(() => expect(document.activeElement).toBe(origin()));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('then the destination', async () => {
    const { onSearch } = renderBar({ origin: 'DEHAM' });
    fireEvent.click(search());
    await waitFor(() => expect(document.activeElement).toBe(destination()));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('then opens the date picker', async () => {
    const { onSearch } = renderBar({ origin: 'DEHAM', destination: 'BRSSZ', date: null });
    fireEvent.click(search());
    const calendar = await screen.findByRole('dialog');
    expect(onSearch).not.toHaveBeenCalled();
    // ISO week numbers beside the Sundays of May 2026: 3 May is in week 18, 31 May in week 22.
    const weeks = within(calendar)
      .getAllByTestId('iso-week')
      .map((w) => w.textContent);
    expect(weeks).toEqual(['W18', 'W19', 'W20', 'W21', 'W22']);
  });

  it('then opens the weeks select with 1 to 4 weeks', async () => {
    const { onSearch } = renderBar({ origin: 'DEHAM', destination: 'BRSSZ', weeks: null });
    fireEvent.click(search());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['1 week', '2 weeks', '3 weeks', '4 weeks']);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches when every field has a value', () => {
    const { onSearch } = renderBar({ origin: 'DEHAM', destination: 'BRSSZ' });
    fireEvent.click(search());
    expect(onSearch).toHaveBeenCalledWith({
      origin: 'DEHAM',
      destination: 'BRSSZ',
      date: '2026-05-03',
      weeks: 4,
    });
  });

  it('shows a port from the list with code, name, city and country and moves on to the next empty field', async () => {
    renderBar();
    fireEvent.change(origin(), { target: { value: 'ham' } });
    const hamburg = await screen.findByRole('option', { name: /DEHAM.*Hamburg.*Germany/ });
    fireEvent.click(hamburg);
    expect(origin()).toHaveProperty('value', 'DEHAM – Hamburg, DE');
    await waitFor(() => expect(document.activeElement).toBe(destination()));
    // Leaving the field keeps the chosen port (its label is not taken as free entry).
    fireEvent.blur(origin());
    expect(origin()).toHaveProperty('value', 'DEHAM – Hamburg, DE');
  });

  it('upgrades free entry to an upper-cased code', async () => {
    const { onSearch } = renderBar({ destination: 'BRSSZ' });
    fireEvent.change(origin(), { target: { value: 'nlrtm' } });
    fireEvent.keyDown(origin(), { key: 'Enter' });
    await waitFor(() => expect(origin()).toHaveProperty('value', 'NLRTM – Rotterdam, NL'));
    // Nothing is missing any more: focus goes to Search.
    await waitFor(() => expect(document.activeElement).toBe(search()));
    fireEvent.click(search());
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ origin: 'NLRTM', destination: 'BRSSZ' }));
  });

  it('picks the suggestion on screen when Enter is pressed, even before one is highlighted', async () => {
    renderBar({ destination: 'BRSSZ' });
    fireEvent.change(origin(), { target: { value: 'hamb' } });
    await screen.findByRole('option', { name: /DEHAM.*Hamburg/ });
    fireEvent.keyDown(origin(), { key: 'Enter' });
    await waitFor(() => expect(origin()).toHaveProperty('value', 'DEHAM – Hamburg, DE'));
    expect(screen.queryByText(UNKNOWN_PORT_MESSAGE)).toBeNull();
  });

  it('says under the field when typed text is no known port, and does not search with it', async () => {
    const { onSearch } = renderBar({ destination: 'BRSSZ' });
    fireEvent.change(origin(), { target: { value: 'atlantis' } });
    fireEvent.keyDown(origin(), { key: 'Enter' });
    expect(await screen.findByText(UNKNOWN_PORT_MESSAGE)).toBeTruthy();
    // The text stays, so the user sees what the message is about.
    expect(origin()).toHaveProperty('value', 'atlantis');
    fireEvent.click(search());
    await waitFor(() => expect(document.activeElement).toBe(origin()));
    expect(onSearch).not.toHaveBeenCalled();
    // Typing again clears the message.
    fireEvent.change(origin(), { target: { value: 'atlanti' } });
    expect(screen.queryByText(UNKNOWN_PORT_MESSAGE)).toBeNull();
  });

  it("focuses the origin on the sequence 'g s'", async () => {
    renderBar({ origin: 'DEHAM' });
    act(() => {
      fireEvent.keyDown(document.body, { key: 'g', code: 'KeyG' });
      fireEvent.keyDown(document.body, { key: 's', code: 'KeyS' });
    });
    await waitFor(() => expect(document.activeElement).toBe(origin()));
  });

  it('shows a message under the field it names', () => {
    renderScheduleApp(
      <ScheduleSearchBar
        initial={{ ...EMPTY, origin: 'DEHAM', destination: 'DEHAM' }}
        onSearch={vi.fn()}
        errors={{ destination: 'Choose a destination other than the origin.' }}
      />,
    );
    expect(screen.getByText('Choose a destination other than the origin.')).toBeTruthy();
  });
});

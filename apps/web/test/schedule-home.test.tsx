import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../src/features/home/index.ts';
import { LoginDialogProvider } from '../src/features/auth/index.ts';
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

function renderHome() {
  renderScheduleApp(
    <LoginDialogProvider>
      <HomePage />
    </LoginDialogProvider>,
    { entries: ['/'], path: '/' },
  );
}

describe('home page', () => {
  it('has the schedule search at its centre; searching opens /schedule with the parameters', async () => {
    renderHome();
    const origin = screen.getByRole('combobox', { name: 'Origin port' });
    fireEvent.change(origin, { target: { value: 'deham' } });
    fireEvent.keyDown(origin, { key: 'Enter' });
    const destination = screen.getByRole('combobox', { name: 'Destination port' });
    fireEvent.change(destination, { target: { value: 'brssz' } });
    fireEvent.keyDown(destination, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '/schedule?origin=DEHAM&destination=BRSSZ&date=2026-05-03&weeks=4',
      ),
    );
  });

  it('leads on to Get Quote and Book Now', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Get Quote' }).getAttribute('href')).toBe('/quotes/get');
    expect(screen.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/online-booking');
  });
});

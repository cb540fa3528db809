import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer } from '@portal/domain';
import { prefetchScreenData } from '../src/app/screens.tsx';
import { queryKeys } from '../src/lib/query-keys.ts';
import { ANONYMOUS_SESSION } from '../src/lib/session.ts';
import { mockRoutes, STAFF_SESSION } from './bookings-test-utils.tsx';
import { json } from './mock-api.ts';

const BOOKING = { id: '2026110001', blNumber: 'HLCU1' };

function asked(fetchMock: ReturnType<typeof mockRoutes>): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
}

afterEach(() => vi.unstubAllGlobals());

describe('route loaders (app/screens.tsx)', () => {
  it('asks for a booking page’s booking with its code, under the key the page reads', async () => {
    const fetchMock = mockRoutes({ 'GET /api/bookings/2026110001': () => json(200, BOOKING) });
    const queryClient = new QueryClient();
    await prefetchScreenData(
      queryClient,
      { pathname: '/bookings/2026110001', search: '' },
      Promise.resolve(STAFF_SESSION),
    );
    expect(asked(fetchMock)).toEqual(['/api/bookings/2026110001']);
    expect(queryClient.getQueryData(queryKeys.bookings.detail('2026110001'))).toEqual(BOOKING);
  });

  it('asks for the bookings list and My Day’s tasks the address names', async () => {
    const fetchMock = mockRoutes({
      'GET /api/bookings': () => json(200, listAnswer([], 0, 1, 10)),
      'GET /api/tasks': () => json(200, listAnswer([], 0, 1, 10)),
    });
    const queryClient = new QueryClient();
    await prefetchScreenData(queryClient, { pathname: '/bookings', search: '' }, Promise.resolve(STAFF_SESSION));
    await prefetchScreenData(
      queryClient,
      { pathname: '/my-day', search: '?category=accounting' },
      Promise.resolve(STAFF_SESSION),
    );
    expect(asked(fetchMock)).toEqual(['/api/bookings', '/api/tasks']);
    const tasks = queryClient.getQueryCache().findAll({ queryKey: queryKeys.tasks.all });
    expect(tasks).toHaveLength(1);
    expect(JSON.stringify(tasks[0]!.queryKey)).toContain('accounting');
    expect(queryClient.getQueryCache().findAll({ queryKey: queryKeys.bookings.all })[0]!.state.status).toBe(
      'success',
    );
  });

  it('asks for nothing for a visitor who is not signed in, nor for a screen without a loader', async () => {
    const fetchMock = mockRoutes({});
    const queryClient = new QueryClient();
    await prefetchScreenData(
      queryClient,
      { pathname: '/bookings/2026110001', search: '' },
      Promise.resolve(ANONYMOUS_SESSION),
    );
    await prefetchScreenData(queryClient, { pathname: '/schedule', search: '' }, Promise.resolve(STAFF_SESSION));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

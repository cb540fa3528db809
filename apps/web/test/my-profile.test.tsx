import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_MESSAGES, type TSessionUser, type TUserSummary } from '@portal/domain';
import { MyProfilePage } from '../src/features/profile/index.ts';
import { GUIDE_SWITCH_LABEL } from '../src/features/profile/components/guide-card.tsx';

import { json, mockApi } from './mock-api.ts';

// ---- test utils -------------------------------------------------------------------------------------------

function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/my-profile']}>
        <SnackbarProvider maxSnack={3}>{ui}</SnackbarProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient };
}

const SABINE: TUserSummary = {
  id: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  firstName: 'Sabine',
  lastName: 'Meier',
  emailAddress: 'sabine.meier@freight-portal.local',
};
const OLIVIA: TUserSummary = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  firstName: 'Olivia',
  lastName: 'Frei',
  emailAddress: 'olivia.frei@freight-portal.local',
};
const LAST_SESSION = '2026-03-14T08:05:00.000Z';

const PROFILE: TSessionUser = {
  id: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
  firstName: 'Luca',
  lastName: 'Rossi',
  emailAddress: 'luca.rossi@freight-portal.local',
  role: 'sales',
  isAdmin: true,
  erpUserId: 'S0002',
  clientId: null,
  company: { id: 'c1', name: 'Alpina Trading AG', city: 'Basel', countryCode: 'CH' },
  carriers: null,
  teams: [{ id: 't1', name: 'Sales & Customer Service', teamType: 'operations' }],
  dontShowGuide: true,
  answeredLandInterest: false,
  showedInterest: false,
  isRedirectionActive: false,
  redirectedAdmin: null,
  lastSession: LAST_SESSION,
  lastOpenedChecklistTab: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// ---- tests -------------------------------------------------------------------------------------------------

describe('My Profile', () => {
  it('shows the fields of the profile', async () => {
    mockApi({
      'GET /api/profile': () => json(200, PROFILE),
      'GET /api/profile/redirect-candidates': () => json(200, [SABINE, OLIVIA]),
    });
    renderWithProviders(<MyProfilePage />);
    expect(await screen.findByText('Luca Rossi')).toBeTruthy();
    expect(document.title).toBe('My Profile - Freight Portal');
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(screen.getByText('luca.rossi@freight-portal.local')).toBeTruthy();
    expect(screen.getByText('Sales')).toBeTruthy();
    expect(screen.getByText('Alpina Trading AG')).toBeTruthy();
    expect(screen.getByText('Basel, Switzerland')).toBeTruthy();
    expect(screen.getByText('Sales & Customer Service')).toBeTruthy();
    expect(screen.getByText(format(new Date(LAST_SESSION), 'dd.MM.yyyy HH:mm'))).toBeTruthy();
    const administrator = screen.getByText('Administrator').parentElement!;
    expect(within(administrator).getByText('Yes')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /redirect/i })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('shows "never" and Customer for a customer who has not signed in before', async () => {
    mockApi({
      'GET /api/profile': () =>
        json(200, { ...PROFILE, role: null, isAdmin: false, teams: [], lastSession: null }),
      'GET /api/profile/redirect-candidates': () => json(200, []),
    });
    renderWithProviders(<MyProfilePage />);
    expect(await screen.findByText('never')).toBeTruthy();
    expect(screen.getByText('Customer')).toBeTruthy();
  });

  it('requires an admin when redirection is switched on and saves the chosen one', async () => {
    const saved = { ...PROFILE, isRedirectionActive: true, redirectedAdmin: SABINE };
    const fetchMock = mockApi({
      'GET /api/profile': () => json(200, PROFILE),
      'GET /api/profile/redirect-candidates': () => json(200, [SABINE, OLIVIA]),
      'PATCH /api/profile': () => json(200, saved),
    });
    renderWithProviders(<MyProfilePage />);
    fireEvent.click(await screen.findByRole('switch', { name: /redirect/i }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', false);

    fireEvent.click(save);
    expect(await screen.findByText(/Choose the admin who receives your notifications/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fireEvent.mouseDown(screen.getByLabelText(/Redirect to/));
    fireEvent.click(await screen.findByRole('option', { name: /Sabine Meier/ }));
    expect(screen.getByLabelText(/Redirect to/)).toHaveProperty('value', 'Sabine Meier');
    fireEvent.click(save);

    expect(await screen.findByText(SAVE_MESSAGES.saved)).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/profile');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      isRedirectionActive: true,
      redirectedAdminId: SABINE.id,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true),
    );
  });

  it('brings the guided-tour prompt back with its switch, saved at once', async () => {
    let guide: unknown;
    const fetchMock = mockApi({
      'GET /api/profile': () => json(200, guide ? { ...PROFILE, dontShowGuide: false } : PROFILE),
      'GET /api/profile/redirect-candidates': () => json(200, []),
      'PUT /api/profile/guide': (body) => {
        guide = body;
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<MyProfilePage />);
    const offered = await screen.findByRole('switch', { name: GUIDE_SWITCH_LABEL });
    expect(offered).toHaveProperty('checked', false);
    expect(screen.getByText('The prompt to take the tour is put away.')).toBeTruthy();
    fireEvent.click(offered);
    expect(await screen.findByText(SAVE_MESSAGES.saved)).toBeTruthy();
    expect(guide).toEqual({ dontShowGuide: false });
    await waitFor(() => expect(offered).toHaveProperty('checked', true));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it('leaves the guided-tour switch as it was when the save fails', async () => {
    mockApi({
      'GET /api/profile': () => json(200, PROFILE),
      'GET /api/profile/redirect-candidates': () => json(200, []),
      'PUT /api/profile/guide': () => json(500, { code: 'INTERNAL', message: 'Something went wrong' }),
    });
    renderWithProviders(<MyProfilePage />);
    fireEvent.click(await screen.findByRole('switch', { name: GUIDE_SWITCH_LABEL }));
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.getByRole('switch', { name: GUIDE_SWITCH_LABEL })).toHaveProperty('checked', false);
  });

  it('shows a failed save as the error message with "!"', async () => {
    mockApi({
      'GET /api/profile': () => json(200, { ...PROFILE, isRedirectionActive: true, redirectedAdmin: SABINE }),
      'GET /api/profile/redirect-candidates': () => json(200, [SABINE, OLIVIA]),
      'PATCH /api/profile': () => json(400, { code: 'BAD_REQUEST', message: 'The chosen admin is archived' }),
    });
    renderWithProviders(<MyProfilePage />);
    fireEvent.click(await screen.findByRole('switch', { name: /redirect/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The chosen admin is archived!')).toBeTruthy();
  });

  it('shows new server values when the form is untouched', async () => {
    let current: TSessionUser = PROFILE;
    mockApi({
      'GET /api/profile': () => json(200, current),
      'GET /api/profile/redirect-candidates': () => json(200, [SABINE, OLIVIA]),
    });
    const { queryClient } = renderWithProviders(<MyProfilePage />);
    const toggle = await screen.findByRole('switch', { name: /redirect/i });
    expect(toggle).toHaveProperty('checked', false);
    current = { ...PROFILE, isRedirectionActive: true, redirectedAdmin: OLIVIA };
    await queryClient.invalidateQueries({ queryKey: ['profile'] });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /redirect/i })).toHaveProperty('checked', true),
    );
    await waitFor(() => expect(screen.getByLabelText(/Redirect to/)).toHaveProperty('value', 'Olivia Frei'));
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/profile': () =>
        fail ? json(503, { code: 'UNAVAILABLE', message: 'Down for maintenance' }) : json(200, PROFILE),
      'GET /api/profile/redirect-candidates': () => json(200, []),
    });
    renderWithProviders(<MyProfilePage />);
    expect(await screen.findByText('Down for maintenance')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Luca Rossi')).toBeTruthy();
  });
});

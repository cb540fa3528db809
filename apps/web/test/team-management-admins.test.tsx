import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES, type TAdminUser, type TDirectoryUser } from '@portal/domain';
import UsersPanel from '../src/features/teams/users-panel/users-panel.tsx';
import { json, mockApi, type Route } from './mock-api.ts';
import { asStaff, customerSession } from './sessions.ts';

/** Team Management's Users tab (spec 002 §2, §4): the admin table, Add admin and removing admin rights. */

const admin = (over: Partial<TAdminUser>): TAdminUser => ({
  id: '33333333-3333-4333-8333-333333333333',
  firstName: 'Olivia',
  lastName: 'Frei',
  emailAddress: 'olivia.frei@freight-portal.local',
  role: 'operations',
  isAdmin: true,
  carriers: null,
  isRedirectionActive: false,
  redirectedAdminId: null,
  lastSession: null,
  version: 2,
  ...over,
});
const OLIVIA = admin({});
const LUCA = admin({ id: '44444444-4444-4444-8444-444444444444', firstName: 'Luca', lastName: 'Rossi' });
const NINA: TDirectoryUser = {
  id: '55555555-5555-4555-8555-555555555555',
  firstName: 'Nina',
  lastName: 'Graf',
  emailAddress: 'nina.graf@freight-portal.local',
  clientId: null,
  role: null,
  isAdmin: false,
  allowedCarriers: null,
};
const CUSTOMER: TDirectoryUser = {
  ...NINA,
  id: '66666666-6666-4666-8666-666666666666',
  firstName: 'Anna',
  clientId: 'c1',
};

function renderPanel(more: Record<string, Route> = {}) {
  mockApi({
    'GET /api/session': () => json(200, asStaff(customerSession, { role: 'superadmin' })),
    'GET /api/admins': () => json(200, [LUCA, OLIVIA]),
    'GET /api/users': () => json(200, [NINA, CUSTOMER]),
    'GET /api/carriers': () => json(200, []),
    ...more,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SnackbarProvider maxSnack={3}>
          <UsersPanel />
        </SnackbarProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Admins table', () => {
  it('shows "never" for a missing last session and Save only once the vacation switch changed', async () => {
    const saved = vi.fn((body: unknown) => json(200, { ...OLIVIA, ...(body as object), version: 3 }));
    renderPanel({ [`PUT /api/admins/${OLIVIA.id}`]: saved });
    const row = await screen.findByRole('form', { name: 'Admin Olivia Frei' });
    expect(within(row).getByText('never')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Save/ })).toBeNull();
    fireEvent.click(within(row).getByRole('switch', { name: 'Vacation of Olivia Frei' }));
    // Redirection on needs a target: the form says so instead of sending.
    fireEvent.click(await within(row).findByRole('button', { name: 'Save Olivia Frei' }));
    expect(await within(row).findByText(ADMIN_MESSAGES.redirectTarget)).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();
  }, 40_000);

  it('offers only users of the forwarder without role or admin rights as new admins', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Add admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add admin' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'User' }));
    expect(await screen.findByRole('option', { name: /Nina Graf/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Anna/ })).toBeNull();
  }, 40_000);

  it('asks before removing the admin rights of the selected users', async () => {
    const removed = vi.fn(() => new Response(null, { status: 204 }));
    renderPanel({ 'POST /api/admins/removal': removed });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Luca Rossi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove admin rights (1)' }));
    expect(await screen.findByText(ADMIN_MESSAGES.confirmRemove)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toHaveBeenCalledWith({ ids: [LUCA.id] }));
  }, 40_000);
});

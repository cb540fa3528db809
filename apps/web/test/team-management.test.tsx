import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEAM_MESSAGES, type TTeam } from '@portal/domain';
import TeamsPanel from '../src/features/teams/teams-panel/teams-panel.tsx';
import { json, mockApi, type Route } from './mock-api.ts';
import { asStaff, customerSession } from './sessions.ts';

/** Team Management's Teams tab (spec 002 §2): Save only on an edited row, the version sent, deletion confirmed. */

const TEAM: TTeam = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Export Operations',
  teamType: 'operations',
  users: [{ id: '22222222-2222-4222-8222-222222222222', name: 'Olivia Frei' }],
  carriers: [],
  categories: ['Export'],
  checklistItems: ['GATE_IN'],
  taskTypes: [],
  version: 4,
};

function renderPanel(more: Record<string, Route> = {}) {
  const api = mockApi({
    'GET /api/session': () => json(200, asStaff(customerSession, { role: 'superadmin' })),
    'GET /api/teams/manage': () => json(200, [TEAM]),
    'GET /api/users': () => json(200, []),
    'GET /api/carriers': () => json(200, []),
    ...more,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SnackbarProvider maxSnack={3}>
          <TeamsPanel />
        </SnackbarProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Teams tab', () => {
  it('shows Save only once a row differs from the stored team, and saves it with the version read', async () => {
    const saved = vi.fn((body: unknown) => json(200, { ...TEAM, ...(body as object), version: 5 }));
    renderPanel({ [`PUT /api/teams/${TEAM.id}`]: saved });
    const row = await screen.findByRole('form', { name: 'Team Export Operations' });
    expect(within(row).queryByRole('button', { name: /Save/ })).toBeNull();
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Import' }));
    await within(row).findByRole('button', { name: 'Save team Export Operations' });
    // Undoing the edit hides it again.
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Import' }));
    await waitFor(() => expect(within(row).queryByRole('button', { name: /Save/ })).toBeNull());
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Import' }));
    fireEvent.click(await within(row).findByRole('button', { name: 'Save team Export Operations' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0]![0]).toMatchObject({
      name: 'Export Operations',
      categories: ['Export', 'Import'],
      userIds: ['22222222-2222-4222-8222-222222222222'],
      checklistItems: ['GATE_IN'],
      version: 4,
    });
  });

  it('asks before deleting the selected teams', async () => {
    const deleted = vi.fn(() => new Response(null, { status: 204 }));
    renderPanel({ 'DELETE /api/teams': deleted });
    const row = await screen.findByRole('form', { name: 'Team Export Operations' });
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Select team Export Operations' }));
    const operations = screen.getByRole('form', { name: 'Add or delete operations teams' });
    fireEvent.click(within(operations).getByRole('button', { name: 'Delete (1)' }));
    expect(await screen.findByText(TEAM_MESSAGES.confirmDelete)).toBeTruthy();
    expect(deleted).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledWith({ ids: [TEAM.id] }));
  });

  it('says so when a panel has no teams, and refuses a blank name', async () => {
    renderPanel();
    expect(await screen.findByText('No accounting teams yet. Add one above.')).toBeTruthy();
    const accounting = screen.getByRole('form', { name: 'Add or delete accounting teams' });
    fireEvent.click(within(accounting).getByRole('button', { name: 'Add' }));
    expect(await within(accounting).findByText(TEAM_MESSAGES.nameRequired)).toBeTruthy();
  });
});

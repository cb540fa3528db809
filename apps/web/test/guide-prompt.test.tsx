import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSessionInfo } from '@portal/domain';
import { sessionOf, sessionUser } from '../../../packages/domain/test/session-fixture.ts';
import { GuidePromptSlot } from '../src/app/layout/guide-prompt-slot.tsx';
import { theme } from '../src/app/theme.ts';
// Loaded up front: the slot imports it lazily, which on a cold test run takes longer than a findBy waits.
import '../src/features/tour/guide-prompt.tsx';
import { sessionQueryKey } from '../src/lib/session.ts';
import { mockApi } from './mock-api.ts';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPrompt(session: TSessionInfo, routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionQueryKey, session);
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/bookings']}>
          <GuidePromptSlot />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { fetchMock, client };
}

const withGuide = (dontShowGuide: boolean): TSessionInfo => sessionOf(sessionUser({ dontShowGuide }));

/** Spec 001 §2.2, §4: the guided-tour prompt shows until the user sets dontShowGuide. */
describe('guided-tour prompt', () => {
  it('shows for a signed-in user whose dontShowGuide is false, as a region, not a dialog', async () => {
    renderPrompt(withGuide(false));
    const prompt = await screen.findByRole('region', { name: 'New here? Let us show you around.' });
    expect(prompt).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start the tour' })).toBeTruthy();
  });

  it('does not show when dontShowGuide is true, nor to a visitor', async () => {
    renderPrompt(withGuide(true));
    cleanup();
    renderPrompt({ ...withGuide(false), visitor: 'anonymous', user: null });
    // The lazy prompt would have appeared by now.
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("'Don't show again' saves dontShowGuide on the server and the prompt goes", async () => {
    const saved: unknown[] = [];
    const { fetchMock } = renderPrompt(withGuide(false), {
      'PUT /api/profile/guide': (body) => {
        saved.push(body);
        return new Response(null, { status: 204 });
      },
      'GET /api/session': () =>
        new Response(JSON.stringify(withGuide(true)), { headers: { 'content-type': 'application/json' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Don’t show again' }));
    await vi.waitFor(() => expect(saved).toEqual([{ dontShowGuide: true }]));
    expect(fetchMock).toHaveBeenCalledWith('/api/profile/guide', expect.objectContaining({ method: 'PUT' }));
    await vi.waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it("'Not now' hides it for this visit only: nothing is saved", async () => {
    const { fetchMock } = renderPrompt(withGuide(false));
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/profile/guide', expect.anything());
    expect(sessionStorage.getItem('portal.guidePromptHidden')).toBe('true');
  });
});

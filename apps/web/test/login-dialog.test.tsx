import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES, LOGIN_TEXT, type TSessionInfo } from '@portal/domain';
import { LoginDialogProvider, useLoginDialog, useSignOut } from '../src/features/auth/index.ts';
import { ANONYMOUS_SESSION, sessionQueryKey } from '../src/lib/session.ts';

import { json, mockApi } from './mock-api.ts';

// The dialog's code is a lazy chunk (it loads on first open): fetched here once, so a test's wait for the dialog
// measures the dialog, not the first transform of its modules.
beforeAll(() => import('../src/features/auth/components/login-dialog.tsx'));

// ---- test utils -------------------------------------------------------------------------------------------

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function OpenButton({ nextPath }: { nextPath?: string }) {
  const { open } = useLoginDialog();
  return <button onClick={() => open(nextPath)}>Login</button>;
}

function SignOutButton() {
  const signOut = useSignOut();
  return <button onClick={() => void signOut()}>Log Out</button>;
}

function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SnackbarProvider maxSnack={3}>
          <LoginDialogProvider>
            {ui}
            <Location />
          </LoginDialogProvider>
        </SnackbarProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient };
}

async function openDialogAndSubmit(email: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  const field = await screen.findByLabelText(LOGIN_TEXT.emailLabel);
  fireEvent.change(field, { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: LOGIN_TEXT.next }));
  return field;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// ---- tests -------------------------------------------------------------------------------------------------

describe('login dialog', () => {
  it('shows step 0 with the spec words and focuses the e-mail field', async () => {
    mockApi({});
    renderWithProviders(<OpenButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: LOGIN_TEXT.title });
    expect(dialog).toHaveProperty('textContent', expect.stringContaining(LOGIN_TEXT.step0Title));
    expect(screen.getByText(LOGIN_TEXT.step0Prompt)).toBeTruthy();
    const field = screen.getByLabelText(LOGIN_TEXT.emailLabel);
    expect(field.getAttribute('type')).toBe('email');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('sends nothing for an invalid address and refocuses the field', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<OpenButton />);
    const field = await openDialogAndSubmit('not-an-address');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(LOGIN_TEXT.step0Title)).toBeTruthy();
  });

  it('posts the lowercased address with the current page and shows step Open Email', async () => {
    const fetchMock = mockApi({ 'POST /api/session/request': () => json(200, { ok: true }) });
    renderWithProviders(<OpenButton />, { path: '/quotes/groups?page=2' });
    await openDialogAndSubmit('  Anna.Keller@Alpina-Trading.CH ');
    expect(await screen.findByText(LOGIN_TEXT.step1Title)).toBeTruthy();
    expect(screen.getByText(LOGIN_TEXT.step1Body)).toBeTruthy();
    expect(screen.getByText(LOGIN_TEXT.step1Hint)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/session/request');
    expect(JSON.parse(String(init?.body))).toEqual({
      emailAddress: 'anna.keller@alpina-trading.ch',
      nextPath: '/quotes/groups?page=2',
    });
  });

  it('uses the path given to open() and ignores a second submit while the first is pending', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      'POST /api/session/request': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<OpenButton nextPath="/bookings/123" />);
    await openDialogAndSubmit('anna.keller@alpina-trading.ch');
    fireEvent.click(screen.getByRole('button', { name: LOGIN_TEXT.next }));
    fireEvent.submit(screen.getByLabelText(LOGIN_TEXT.emailLabel).closest('form')!);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)).nextPath).toBe('/bookings/123');
    answer(json(200, { ok: true }));
    expect(await screen.findByText(LOGIN_TEXT.step1Title)).toBeTruthy();
  });

  it('shows the server-error message for HTTP 500', async () => {
    mockApi({ 'POST /api/session/request': () => json(500, { code: 'INTERNAL', message: 'boom' }) });
    renderWithProviders(<OpenButton />);
    await openDialogAndSubmit('anna.keller@alpina-trading.ch');
    expect(await screen.findByText(LOGIN_MESSAGES.serverError)).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
    expect(screen.getByText(LOGIN_TEXT.step0Title)).toBeTruthy();
  });

  it("shows the server's own message for other errors and the generic one for network failures", async () => {
    const tooMany = 'Too many login requests. Try again in 15 minutes.';
    mockApi({
      'POST /api/session/request': () => json(429, { code: 'TOO_MANY_REQUESTS', message: tooMany }),
    });
    renderWithProviders(<OpenButton />);
    await openDialogAndSubmit('anna.keller@alpina-trading.ch');
    expect(await screen.findByText(tooMany)).toBeTruthy();

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    fireEvent.click(screen.getByRole('button', { name: LOGIN_TEXT.next }));
    expect(await screen.findByText(LOGIN_MESSAGES.genericError)).toBeTruthy();
  });

  it('signs in with the logIn token of the address and removes the parameter', async () => {
    const session: TSessionInfo = {
      visitor: 'customer',
      user: null,
      mode: 'self',
      realUser: null,
      customerViewClient: null,
    };
    const fetchMock = mockApi({ 'POST /api/session/sign-in': () => json(200, session) });
    const { queryClient } = renderWithProviders(<OpenButton />, {
      path: '/bookings?logIn=token-1234567890&tab=2',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bookings?tab=2'));
    expect(await screen.findByText(LOGIN_MESSAGES.signInSuccess)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ token: 'token-1234567890' });
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(session);
  });

  it('shows step Log in while the token is used and tells when it is refused', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ 'POST /api/session/sign-in': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<OpenButton />, { path: '/?logIn=used-token-123456' });
    expect(await screen.findByText(LOGIN_TEXT.step2Body)).toBeTruthy();
    answer(json(401, { code: 'UNAUTHORIZED', message: 'This login link is no longer valid.' }));
    expect(await screen.findByText(LOGIN_MESSAGES.signInFailed)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('starts again at step 0 when opened after the link was sent', async () => {
    mockApi({ 'POST /api/session/request': () => json(200, { ok: true }) });
    renderWithProviders(<OpenButton />);
    await openDialogAndSubmit('anna.keller@alpina-trading.ch');
    expect(await screen.findByText(LOGIN_TEXT.step1Title)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(LOGIN_TEXT.step0Title)).toBeTruthy();
  });
});

describe('sign out', () => {
  const staffSession: TSessionInfo = { ...ANONYMOUS_SESSION, visitor: 'staff' };

  it('ends the session, forgets cached data and goes home', async () => {
    const fetchMock = mockApi({ 'DELETE /api/session': () => new Response(null, { status: 204 }) });
    const { queryClient } = renderWithProviders(<SignOutButton />, { path: '/bookings?tab=2' });
    queryClient.setQueryData(sessionQueryKey, staffSession);
    queryClient.setQueryData(['bookings', { page: 1 }], { data: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText(LOGIN_MESSAGES.signedOut)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(ANONYMOUS_SESSION);
    await waitFor(() => expect(queryClient.getQueryData(['bookings', { page: 1 }])).toBeUndefined());
  });

  it('tells when signing out failed and still forgets the user', async () => {
    mockApi({ 'DELETE /api/session': () => json(500, { code: 'INTERNAL', message: 'boom' }) });
    const { queryClient } = renderWithProviders(<SignOutButton />, { path: '/my-profile' });
    queryClient.setQueryData(sessionQueryKey, staffSession);
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText(LOGIN_MESSAGES.signOutFailed)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(ANONYMOUS_SESSION);
  });
});

import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSessionInfo } from '@portal/domain';
import { SupportChatWidget } from '../src/app/layout/support-chat-widget.tsx';
import { theme } from '../src/app/theme.ts';
import { queryKeys } from '../src/lib/query-keys.ts';
import { ANONYMOUS_SESSION, sessionQueryKey } from '../src/lib/session.ts';
import { SupportChatProvider } from '../src/lib/support-chat.tsx';
import { mockApi } from './mock-api.ts';
import { asStaff, customerSession } from './sessions.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CHAT = 'https://chat.example.com/portal';

function renderWidget(session: TSessionInfo, supportChatUrl: string | null = CHAT) {
  mockApi({});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionQueryKey, session);
  client.setQueryData(queryKeys.config, { supportChatUrl });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <SupportChatProvider>
          <SupportChatWidget />
        </SupportChatProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('Support chat widget (spec 001 §2.2)', () => {
  it('is offered to a customer and opens the chat page in a frame', () => {
    renderWidget(customerSession);
    fireEvent.click(screen.getByRole('button', { name: 'Support chat' }));
    const dialog = screen.getByRole('dialog', { name: 'Support chat' });
    expect(dialog.querySelector('iframe')!.getAttribute('src')).toBe(CHAT);
    fireEvent.click(screen.getByRole('button', { name: 'Close support chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is offered to a signed-out visitor', () => {
    renderWidget(ANONYMOUS_SESSION);
    expect(screen.getByRole('button', { name: 'Support chat' })).toBeTruthy();
  });

  it('is never shown to staff, nor in their customer view', () => {
    renderWidget(asStaff(customerSession));
    expect(screen.queryByRole('button', { name: 'Support chat' })).toBeNull();
    cleanup();
    // In customer view the staff member stays the user; the view only narrows what they see.
    renderWidget({
      ...asStaff(customerSession),
      mode: 'customer-view',
      customerViewClient: customerSession.user!.company,
    });
    expect(screen.queryByRole('button', { name: 'Support chat' })).toBeNull();
  });

  it('is not there when SUPPORT_CHAT_URL is unset', () => {
    renderWidget(customerSession, null);
    expect(screen.queryByRole('button', { name: 'Support chat' })).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSessionInfo } from '@portal/domain';
import { sessionOf, sessionUser } from '../../../packages/domain/test/session-fixture.ts';
import { GuidePromptSlot, preloadSignedInParts } from '../src/app/layout/signed-in-frame.tsx';
import { ANONYMOUS_SESSION, sessionQueryKey } from '../src/lib/session.ts';
import { mockApi } from './mock-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** What a first visit loads (issue 20 part 6, docs/decisions.md 52). */
describe('first scripts', () => {
  it('the Get Quote form renders without zod: its rules module and hooks import no schema', () => {
    expect(source('../../../packages/domain/src/quotes/quote-form.ts')).not.toMatch(/from 'zod'/);
    for (const hook of ['use-get-quote-form.ts', 'use-submit-quote.ts']) {
      const code = source(`../src/features/quotes/hooks/${hook}`);
      expect(code).not.toMatch(/@hookform\/resolvers\/zod|zQuoteForm|ZQuoteCreateRequest/);
      expect(code).toMatch(/quoteSchemas\.load\(\)/);
    }
  });

  it('the login dialog is imported on its first opening, not with the frame', () => {
    const provider = source('../src/features/auth/components/login-dialog-provider.tsx');
    expect(provider).not.toMatch(/^import .*'\.\/login-dialog\.tsx'/m);
    expect(provider).toMatch(/lazy\(\(\) => import\('\.\/login-dialog\.tsx'\)/);
  });

  it('asks for the signed-in parts of the frame only for a session with a user', async () => {
    expect(preloadSignedInParts(ANONYMOUS_SESSION)).toBeUndefined();
    const parts = (await preloadSignedInParts(sessionOf(sessionUser()))) as Record<string, unknown>;
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining([
        'NotificationBell',
        'UserMenu',
        'GuidePromptSlot',
        'ViewBanner',
        'QuickSearch',
      ]),
    );
  });

  it.each([
    ['a signed-in newcomer sees', sessionOf(sessionUser({ dontShowGuide: false })), 1],
    ['an anonymous visitor does not see', ANONYMOUS_SESSION, 0],
  ] as const)(
    '%s the guided-tour prompt of the signed-in parts',
    async (_who, session: TSessionInfo, count) => {
      mockApi({});
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
      client.setQueryData(sessionQueryKey, session);
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <GuidePromptSlot />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      if (count) expect(await screen.findByRole('button', { name: /start the tour/i })).toBeTruthy();
      else {
        await new Promise((done) => setTimeout(done, 50));
        expect(screen.queryByRole('button', { name: /start the tour/i })).toBeNull();
      }
    },
  );
});

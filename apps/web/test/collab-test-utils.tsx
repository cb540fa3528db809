import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { TActivityItem, TChecklistItem, TCollabDocument } from '@portal/domain';
import { vi } from 'vitest';
import { theme } from '../src/app/theme.ts';
import { json } from './mock-api.ts';

export const REQUEST_ID = 'req-202611-0042';
export const AGENT = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Olivia Frei' };

let lastSearch = '';
function SearchSpy() {
  lastSearch = useLocation().search;
  return null;
}
/** The URL's query string after the last render (focusComment removal). */
export const currentSearch = () => lastSearch;

/** Renders shared collaboration components with the app's providers and no retries. */
export function renderCollab(ui: ReactNode, entry = `/booking-requests/${REQUEST_ID}`) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <SnackbarProvider>
          <MemoryRouter initialEntries={[entry]}>
            {ui}
            <SearchSpy />
          </MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

export function comment(id: string, overrides: Partial<TActivityItem> = {}): TActivityItem {
  return {
    id,
    type: 'COMMENT',
    changeType: null,
    by: { id: 'u1', firstName: 'Anna', lastName: 'Keller', isStaff: false },
    at: '2026-11-20T09:15:00.000Z',
    comment: `Comment ${id}`,
    isInternal: false,
    isAccountingActivity: false,
    isPinned: false,
    mentions: [],
    checklistItem: null,
    documents: [],
    stage: null,
    documentStatus: null,
    addedUsers: [],
    removedUsers: [],
    changedFields: [],
    ...overrides,
  };
}

export function doc(id: string, overrides: Partial<TCollabDocument> = {}): TCollabDocument {
  return {
    id,
    name: `${id}.pdf`,
    size: 2048,
    contentType: 'application/pdf',
    checklistItemId: 'B_L',
    uploadedBy: { id: 'u1', name: 'Anna Keller', side: 'customer' },
    uploadedAt: new Date(Date.now() - 60_000).toISOString(),
    status: { type: 'DEFAULT', at: null, by: null, comment: null },
    final: false,
    isSelectedForComparison: false,
    isInternal: false,
    mentionCount: 0,
    documentType: 'ADDITIONAL_DOCUMENTS',
    ...overrides,
  };
}

export function checklistItem(id: string, overrides: Partial<TChecklistItem> = {}): TChecklistItem {
  return {
    id,
    label: id.replace(/_/g, '/'),
    checked: false,
    checkedBy: null,
    checkedAt: null,
    order: 1,
    isInternal: false,
    mentionCount: 0,
    documentsCount: 0,
    customerAction: null,
    stages: [],
    documents: [],
    adminDocuments: [],
    taskCategory: 'operations',
    ...overrides,
  };
}

type Handler = (body: unknown, url: URL) => Response | Promise<Response>;

/** Stubs fetch by "METHOD /api/path" (the query string is left out of the key and handed to the handler). */
export function mockCollabApi(routes: Record<string, Handler>) {
  const calls: { key: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${decodeURIComponent(url.pathname)}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ key, url, body });
    const route = routes[key];
    if (!route) return json(404, { code: 'NOT_FOUND', message: `No mock for ${key}` });
    return route(body, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, bodiesOf: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body) };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPortOption } from '@portal/domain';
import { api } from '../../lib/api.ts';

/** Query keys of the port lookups; ports change rarely, so results stay fresh for the session. */
export const portKeys = {
  search: (text: string) => ['reference', 'ports', 'search', text] as const,
  one: (id: string) => ['reference', 'ports', 'one', id] as const,
};

const PORT_SEARCH_LIMIT = 20;

/** Ports whose code starts with, or whose name or city contains, the text (GET /api/ports). */
export const portSearchQuery = (text: string) =>
  queryOptions({
    queryKey: portKeys.search(text),
    queryFn: ({ signal }) =>
      api.get<{ data: TPortOption[] }>(
        `/ports?q=${encodeURIComponent(text)}&limit=${PORT_SEARCH_LIMIT}`,
        signal,
      ),
    staleTime: 10 * 60_000,
  });

export function usePortSearch(text: string, enabled: boolean) {
  return useQuery({
    ...portSearchQuery(text),
    select: (answer) => answer.data,
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** One port by code (GET /api/ports/:id); an unknown code fails with 404. */
export const portQuery = (id: string) =>
  queryOptions({
    queryKey: portKeys.one(id),
    queryFn: ({ signal }) => api.get<TPortOption>(`/ports/${encodeURIComponent(id)}`, signal),
    staleTime: Infinity,
    retry: false,
  });

/** One port by code, to show name and country for a code that came from the page address. */
export function usePort(id: string | null) {
  return useQuery({ ...portQuery(id ?? ''), enabled: id !== null });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TQuickSearchAnswer } from '@portal/domain';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** GET /api/quick-search (001 §2.9): bookings 10 a page and a quote by id; asked only once a search is made. */
export function useQuickSearch(text: string, page: number) {
  return useQuery({
    queryKey: queryKeys.quickSearch(text, page),
    queryFn: ({ signal }) =>
      api.get<TQuickSearchAnswer>(
        `/quick-search?${new URLSearchParams({ q: text, page: String(page) })}`,
        signal,
      ),
    enabled: text !== '',
    // Paging keeps the current results on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

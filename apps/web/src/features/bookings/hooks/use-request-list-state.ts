import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, type RequestTab } from '@portal/domain';
import type { RequestListQuery } from '../api.ts';
import {
  filtersStorageKey,
  listQueryOf,
  loadFilters,
  saveFilters,
  type RequestFilters,
} from '../request-filters.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

interface Options {
  tab: RequestTab;
  staff: boolean;
  userId: string;
  /** A staff member restricted to exactly one carrier always lists that carrier (spec 000 §6). */
  lockedCarrier: string | null;
}

/**
 * Search, filters and page of one request tab. The search text asks the server 250 ms after the last
 * keystroke; every change of search or filters starts again at page 1 (spec 000 §9). The panel is mounted
 * per tab, so each tab reads its own saved filters.
 */
export function useRequestListState({ tab, staff, userId, lockedCarrier }: Options) {
  const storageKey = filtersStorageKey(userId, tab);
  const [filters, setFilters] = useState<RequestFilters>(() =>
    loadFilters(storageKey, tab, staff, lockedCarrier),
  );
  const searchText = useDebouncedValue(filters.text, SEARCH_DEBOUNCE_MS);
  const base = listQueryOf(tab, filters, searchText, staff);
  // The page belongs to the query it was chosen for: another query starts on page 1, and so does coming back
  // to an earlier one, so the stored page is reset as soon as the query changes.
  const baseKey = JSON.stringify(base);
  const [paging, setPaging] = useState({ page: 1, for: baseKey });
  if (paging.for !== baseKey) setPaging({ page: 1, for: baseKey });
  const page = paging.for === baseKey ? paging.page : 1;
  const query: RequestListQuery = { ...base, page };

  const update = (changes: Partial<RequestFilters>) => {
    const next = { ...filters, ...changes };
    setFilters(next);
    saveFilters(storageKey, next);
  };

  return {
    filters,
    query,
    /** True while typed text waits for its debounce. */
    searchPending: filters.text.trim() !== searchText.trim(),
    /** Changes with every change of search or filters (not with the page). */
    filterKey: baseKey,
    update,
    setPage: (next: number) => setPaging({ page: next, for: baseKey }),
  };
}

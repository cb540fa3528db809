import { SEARCH_DEBOUNCE_MS, type BookingTab } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import {
  filtersOf,
  isFiltered,
  nextParams,
  queryOf,
  type BookingFilters,
  type Viewer,
} from './list-params.ts';

/**
 * Search, filters and page of one booking tab, kept in the page address so a link reproduces the view. The
 * quick search box asks the server 250 ms after the last keystroke; any change but paging starts at page 1.
 */
export function useBookingListState(tab: BookingTab, viewer: Viewer) {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params, tab, viewer);

  const update = (changes: Partial<BookingFilters>) => {
    // From the address as it is now, not as last rendered: the router renders a change in a transition, so two
    // quick changes (a filter, then the category) would otherwise build on the same stale parameters and the
    // second would undo the first.
    setParams(nextParams(new URLSearchParams(window.location.search), changes), { replace: true });
  };

  // The box shows what is typed; the address (and the list) follow once typing pauses.
  const [text, setText] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  if (filters.q !== seenQ) {
    // Changed from outside (a reset, back and forward): the box shows it.
    setSeenQ(filters.q);
    if (filters.q.trim() !== text.trim()) setText(filters.q);
  }
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled.trim() !== filters.q.trim()) update({ q: settled.trim() });
    // Only a settled text writes the address; a change of the address alone must not write it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return {
    filters,
    query: queryOf(tab, filters, viewer.staff),
    filtered: isFiltered(filters, viewer),
    text,
    setText,
    searchPending: text.trim() !== filters.q.trim(),
    update,
  };
}

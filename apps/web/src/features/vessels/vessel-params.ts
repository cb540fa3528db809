import { BOOKING_CATEGORIES, vesselRangeOf, type BookingCategory } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { VesselOverviewQuery } from './api.ts';

export interface VesselFilters {
  from: string;
  to: string;
  category: BookingCategory | null;
  /** Chosen carriers; empty: the user's own carriers (all for a user without a list), as the server reads it. */
  carriers: string[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in the address (from, to, category, carriers), so a link reproduces the view. */
export function useVesselFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo<VesselFilters>(() => {
    const day = (name: string) => {
      const value = search.get(name);
      return value && DAY.test(value) ? value : undefined;
    };
    const category = search.get('category');
    return {
      ...vesselRangeOf({ from: day('from'), to: day('to') }),
      category: (BOOKING_CATEGORIES as readonly string[]).includes(category ?? '')
        ? (category as BookingCategory)
        : null,
      carriers: (search.get('carriers') ?? '').split(',').filter(Boolean),
    };
  }, [search]);

  const update = useCallback(
    (changes: Partial<VesselFilters>) => {
      const next = { ...filters, ...changes };
      const params = new URLSearchParams();
      params.set('from', next.from);
      params.set('to', next.to);
      if (next.category) params.set('category', next.category);
      if (next.carriers.length) params.set('carriers', next.carriers.join(','));
      setSearch(params, { replace: true });
    },
    [filters, setSearch],
  );

  const reset = useCallback(() => setSearch(new URLSearchParams(), { replace: true }), [setSearch]);
  const filtered = search.has('category') || search.has('carriers') || search.has('from') || search.has('to');

  const query: VesselOverviewQuery = {
    from: filters.from,
    to: filters.to,
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.carriers.length ? { carriers: filters.carriers.join(',') } : {}),
  };
  return { filters, update, reset, filtered, query };
}

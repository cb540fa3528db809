import { useSearchParams } from 'react-router';
import { fromIsoDate } from '@portal/domain';
import type { GroupListQuery } from '../api.ts';

/** Quotes list paging (spec 001 §2.4, §9): 10 rows by default, 5, 10 or 25 to choose. */
export const GROUP_PAGE_SIZES = [5, 10, 25] as const;
const DEFAULT_PAGE_SIZE = 10;

export type GroupTab = 'active' | 'archived';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The list's state lives in the address (tab=archived, page, perPage, clientId, from, to), read forgivingly:
 * unusable values fall back to the defaults. Customers have no tabs or filters; only paging applies.
 */
export function useGroupListParams(isStaff: boolean) {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const clientId = params.get('clientId');
  const day = (name: string) => {
    const value = params.get(name);
    return value && fromIsoDate(value) ? value : undefined;
  };
  const tab: GroupTab = isStaff && params.get('tab') === 'archived' ? 'archived' : 'active';
  const query: GroupListQuery = {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (GROUP_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    ...(isStaff
      ? {
          tab,
          ...(clientId && UUID.test(clientId) ? { clientId } : {}),
          ...(day('from') ? { from: day('from') } : {}),
          ...(day('to') ? { to: day('to') } : {}),
        }
      : {}),
  };

  /** Changes some parameters; any change but paging starts again at page 1. */
  const update = (changes: Record<string, string | number | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        if (next.get('tab') === 'active') next.delete('tab');
        if (next.get('page') === '1') next.delete('page');
        if (next.get('perPage') === String(DEFAULT_PAGE_SIZE)) next.delete('perPage');
        return next;
      },
      { replace: !('tab' in changes) },
    );
  };

  return { query, tab, update };
}

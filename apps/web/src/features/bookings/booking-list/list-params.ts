import {
  BOOKING_PAGE_SIZES,
  bookingTabHasDateRange,
  fromIsoDate,
  TAG_SELECTION_CAP,
  UNLOCODE_PATTERN,
  type BookingCategory,
  type BookingTab,
} from '@portal/domain';
import type { BookingListQuery } from './api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'me' (the staff default), 'any' (everyone), 'none' (unassigned) or a staff user's id. */
export type AssigneeChoice = string;

/** What a booking tab shows, as read from the page address. */
export interface BookingFilters {
  category: BookingCategory;
  q: string;
  clientId: string | null;
  origin: string | null;
  destination: string | null;
  carrier: string | null;
  assignee: AssigneeChoice;
  /** A customer's archived flag. */
  archived: boolean;
  tagIds: string[];
  from: string | null;
  to: string | null;
  page: number;
  perPage: number;
}

export interface Viewer {
  staff: boolean;
  /** A staff member restricted to exactly one carrier always lists that carrier (spec 000 §6). */
  lockedCarrier: string | null;
}

const day = (value: string | null) => (value && fromIsoDate(value) ? value : null);
const port = (value: string | null) => {
  const code = value?.trim().toUpperCase() ?? '';
  return UNLOCODE_PATTERN.test(code) ? code : null;
};

/**
 * Reads a booking tab's search and filters from the address forgivingly: unusable values count as missing, staff
 * fields are dropped for customers, the date range exists only on Archived and History.
 */
export function filtersOf(params: URLSearchParams, tab: BookingTab, { staff, lockedCarrier }: Viewer) {
  const get = (name: string) => params.get(name);
  const assignee = get('assignee') ?? '';
  const page = Number(get('page'));
  const perPage = Number(get('perPage'));
  const dated = bookingTabHasDateRange(tab);
  const filters: BookingFilters = {
    category: get('category') === 'Import' ? 'Import' : 'Export',
    q: (get('q') ?? '').slice(0, 100),
    clientId: staff && UUID.test(get('clientId') ?? '') ? get('clientId') : null,
    origin: port(get('origin')),
    destination: port(get('destination')),
    carrier: lockedCarrier ?? (get('carrier')?.trim().toUpperCase().slice(0, 10) || null),
    assignee: !staff ? 'any' : ['any', 'none'].includes(assignee) || UUID.test(assignee) ? assignee : 'me',
    archived: !staff && get('archived') === 'true',
    tagIds: staff
      ? (get('tagIds') ?? '')
          .split(',')
          .filter((id) => UUID.test(id))
          .slice(0, TAG_SELECTION_CAP)
      : [],
    from: dated ? day(get('from')) : null,
    to: dated ? day(get('to')) : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (BOOKING_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : BOOKING_PAGE_SIZES[0],
  };
  return filters;
}

/** The list query of the filters, with the search text that has settled (debounced) in place of the typed one. */
export function queryOf(tab: BookingTab, filters: BookingFilters, staff: boolean): BookingListQuery {
  const q = filters.q.trim();
  const { from, to } = filters;
  return {
    tab,
    category: filters.category,
    page: filters.page,
    perPage: filters.perPage,
    ...(q ? { q } : {}),
    ...(staff && filters.clientId ? { clientId: filters.clientId } : {}),
    ...(filters.origin ? { origin: filters.origin } : {}),
    ...(filters.destination ? { destination: filters.destination } : {}),
    ...(filters.carrier ? { carrier: filters.carrier } : {}),
    ...(staff && filters.assignee !== 'any' ? { assignee: filters.assignee } : {}),
    ...(!staff && filters.archived ? { archived: true } : {}),
    ...(staff && filters.tagIds.length > 0 ? { tagIds: filters.tagIds } : {}),
    // A range given the wrong way round is read in order rather than refused.
    ...(from && to && from > to
      ? { from: to, to: from }
      : { ...(from ? { from } : {}), ...(to ? { to } : {}) }),
  };
}

/** Whether search or a filter narrows the list beyond the tab's default view (the category is a view, not a filter). */
export function isFiltered(filters: BookingFilters, { staff, lockedCarrier }: Viewer): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.clientId !== null ||
    filters.origin !== null ||
    filters.destination !== null ||
    filters.carrier !== lockedCarrier ||
    (staff && filters.assignee !== 'me') ||
    filters.archived ||
    filters.tagIds.length > 0 ||
    filters.from !== null ||
    filters.to !== null
  );
}

/** The address parameters of a change: defaults are left out, so a plain tab keeps a plain address. */
export function paramsOf(changes: Partial<BookingFilters>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(changes) as [keyof BookingFilters, unknown][]) {
    if (name === 'category') out.category = value === 'Import' ? 'Import' : null;
    else if (name === 'assignee') out.assignee = value === 'me' ? null : String(value);
    else if (name === 'archived') out.archived = value ? 'true' : null;
    else if (name === 'tagIds')
      out.tagIds = (value as string[]).length ? (value as string[]).join(',') : null;
    else if (name === 'page') out.page = value === 1 ? null : String(value);
    else if (name === 'perPage') out.perPage = value === BOOKING_PAGE_SIZES[0] ? null : String(value);
    else out[name] = value === null || value === '' ? null : String(value);
  }
  return out;
}

/**
 * The address after a change, from the parameters as they are: defaults leave it, and any change but paging starts
 * the list again at page 1.
 */
export function nextParams(current: URLSearchParams, changes: Partial<BookingFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(paramsOf(changes))) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

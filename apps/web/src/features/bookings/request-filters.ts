import {
  REQUEST_PAGE_SIZES,
  REQUEST_SEARCH_FIELDS,
  SAVED_FILTER_TTL_MS,
  statusOptionsFor,
  TAG_SELECTION_CAP,
  type RequestTab,
} from '@portal/domain';
import type { RequestListQuery } from './api.ts';

export type SearchField = (typeof REQUEST_SEARCH_FIELDS)[number];

/** 'me' (the staff default), 'any', 'none' (unassigned) or a staff user's id. */
export type AssigneeFilter = string;

/** The search and filters of one request tab, as the visitor set them. */
export interface RequestFilters {
  /** 'all' searches request number, client, vessel and customer reference at once. */
  field: SearchField | 'all';
  text: string;
  status: number | null;
  assignee: AssigneeFilter;
  carrier: string | null;
  clientId: string | null;
  /** Staff: requests carrying any of these tags. */
  tagIds: string[];
  perPage: number;
}

/** Client and the quote and agreement numbers are staff-only search fields (spec 000 §2). */
const STAFF_ONLY_FIELDS: readonly SearchField[] = ['client', 'quoteNumber', 'agreementNumber'];

export function searchFieldsFor(staff: boolean): SearchField[] {
  return REQUEST_SEARCH_FIELDS.filter((field) => staff || !STAFF_ONLY_FIELDS.includes(field));
}

export function defaultFilters(staff: boolean, lockedCarrier: string | null): RequestFilters {
  return {
    field: 'all',
    text: '',
    status: null,
    // Staff see their own requests first (spec 000 §6); clients have no assignee filter.
    assignee: staff ? 'me' : 'any',
    carrier: lockedCarrier,
    clientId: null,
    tagIds: [],
    perPage: REQUEST_PAGE_SIZES[0],
  };
}

interface Saved {
  savedAt: number;
  filters: RequestFilters;
}

/**
 * Saved searches and filters live in local storage per user and tab and expire after five minutes
 * (spec 000 §9): coming back soon after opening a request finds the list as it was; coming back later starts
 * afresh. Anything that no longer fits (a status of another tab, a staff field for a client) is dropped.
 */
export function loadFilters(
  key: string,
  tab: RequestTab,
  staff: boolean,
  lockedCarrier: string | null,
  now = Date.now(),
): RequestFilters {
  const defaults = defaultFilters(staff, lockedCarrier);
  let saved: Saved | null;
  try {
    saved = JSON.parse(localStorage.getItem(key) ?? 'null') as Saved | null;
  } catch {
    saved = null;
  }
  if (!saved?.filters || typeof saved.savedAt !== 'number' || now - saved.savedAt > SAVED_FILTER_TTL_MS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to clean up where storage is blocked.
    }
    return defaults;
  }
  const f = saved.filters;
  const fieldOk = f.field === 'all' || searchFieldsFor(staff).includes(f.field);
  return {
    field: fieldOk ? f.field : defaults.field,
    text: fieldOk && typeof f.text === 'string' ? f.text : '',
    status: f.status !== null && (statusOptionsFor(tab) as number[]).includes(f.status) ? f.status : null,
    assignee: staff && typeof f.assignee === 'string' && f.assignee ? f.assignee : defaults.assignee,
    carrier: lockedCarrier ?? (typeof f.carrier === 'string' ? f.carrier : null),
    clientId: staff && typeof f.clientId === 'string' ? f.clientId : null,
    tagIds:
      staff && Array.isArray(f.tagIds)
        ? f.tagIds.filter((id): id is string => typeof id === 'string').slice(0, TAG_SELECTION_CAP)
        : [],
    perPage: (REQUEST_PAGE_SIZES as readonly number[]).includes(f.perPage) ? f.perPage : defaults.perPage,
  };
}

export function saveFilters(key: string, filters: RequestFilters, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now, filters } satisfies Saved));
  } catch {
    // Full or blocked storage: the filters then last for this visit only.
  }
}

export function filtersStorageKey(userId: string, tab: RequestTab): string {
  return `portal.booking-requests.${userId}.${tab}`;
}

/** The list query for filters whose search text has settled; the page is added by the caller. */
export function listQueryOf(
  tab: RequestTab,
  filters: RequestFilters,
  searchText: string,
  staff: boolean,
): Omit<RequestListQuery, 'page'> {
  const q = searchText.trim();
  return {
    tab,
    perPage: filters.perPage,
    ...(filters.status !== null ? { status: filters.status } : {}),
    ...(staff && filters.assignee !== 'any' ? { assignee: filters.assignee } : {}),
    ...(filters.carrier ? { carrier: filters.carrier } : {}),
    ...(staff && filters.clientId ? { clientId: filters.clientId } : {}),
    ...(staff && filters.tagIds.length > 0 ? { tagIds: filters.tagIds } : {}),
    ...(q ? { q, ...(filters.field !== 'all' ? { field: filters.field } : {}) } : {}),
  };
}

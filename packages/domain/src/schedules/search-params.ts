import { format, isValid } from 'date-fns';
import { calendarDayOf } from '../format/calendar-day.ts';
import { defaultScheduleSearch } from './dates.ts';
import { ROUTE_SEARCH } from './route-search.ts';
import type { RouteSort } from './types.ts';

/** The fields of the schedule search bar in the spec's validation order (spec 000 §5). */
export const SCHEDULE_SEARCH_FIELDS = ['origin', 'destination', 'date', 'weeks'] as const;
export type ScheduleSearchField = (typeof SCHEDULE_SEARCH_FIELDS)[number];

export const WEEK_OPTIONS: readonly number[] = Array.from(
  { length: ROUTE_SEARCH.weeks.max - ROUTE_SEARCH.weeks.min + 1 },
  (_, i) => ROUTE_SEARCH.weeks.min + i,
);

/** What the search bar holds: port codes, the earliest date as yyyy-MM-dd and the number of weeks. */
export interface ScheduleSearchValues {
  origin: string | null;
  destination: string | null;
  date: string | null;
  weeks: number | null;
}

/** The whole search as the page address carries it, so a result page can be shared and reloaded. */
export interface ScheduleSearch extends ScheduleSearchValues {
  /** A carrier id, or null for 'ANY'. */
  carrier: string | null;
  sort: RouteSort;
}

const SORTS: readonly RouteSort[] = ['departure', 'arrival', 'transit'];
const ISO_DATE = 'yyyy-MM-dd';

function text(value: string | null): string | null {
  const trimmed = value?.trim().toUpperCase() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** yyyy-MM-dd of a calendar date, or null for an unusable value. */
export function toIsoDate(date: Date | null): string | null {
  return date && isValid(date) ? format(date, ISO_DATE) : null;
}

/** The calendar date (local midnight) of yyyy-MM-dd, or null when it is not a real date. */
export function fromIsoDate(value: string | null): Date | null {
  return value ? calendarDayOf(value) : null;
}

/**
 * Reads the search from the page address forgivingly: unusable values count as missing, port and carrier codes
 * are upper-cased (the server answers a clear message for a code it does not know), the sort falls back to
 * the earliest departure.
 */
export function parseScheduleSearch(params: { get(name: string): string | null }): ScheduleSearch {
  const weeks = Number(params.get('weeks'));
  const sort = params.get('sort') as RouteSort | null;
  return {
    origin: text(params.get('origin')),
    destination: text(params.get('destination')),
    date: fromIsoDate(params.get('date')) ? params.get('date') : null,
    weeks: WEEK_OPTIONS.includes(weeks) ? weeks : null,
    carrier: text(params.get('carrier')),
    sort: sort && SORTS.includes(sort) ? sort : 'departure',
  };
}

/** A missing date or weeks takes the default search (two days ahead, four weeks; spec 000 §9). */
export function withSearchDefaults<T extends ScheduleSearchValues>(values: T, today: Date): T {
  const defaults = defaultScheduleSearch(today);
  return {
    ...values,
    date: values.date ?? toIsoDate(defaults.date),
    weeks: values.weeks ?? defaults.weeks,
  };
}

/** The query string of a search; defaults (sort by departure, any carrier) stay out of the address. */
export function scheduleSearchParams(search: Partial<ScheduleSearch>): Record<string, string> {
  const out: Record<string, string> = {};
  if (search.origin) out.origin = search.origin;
  if (search.destination) out.destination = search.destination;
  if (search.date) out.date = search.date;
  if (search.weeks) out.weeks = String(search.weeks);
  if (search.carrier) out.carrier = search.carrier;
  if (search.sort && search.sort !== 'departure') out.sort = search.sort;
  return out;
}

function isMissing(values: ScheduleSearchValues, field: ScheduleSearchField): boolean {
  return values[field] === null;
}

/** The first field the search still needs, in the order origin, destination, date, weeks (spec 000 §5). */
export function firstMissingSearchField(values: ScheduleSearchValues): ScheduleSearchField | null {
  return SCHEDULE_SEARCH_FIELDS.find((f) => isMissing(values, f)) ?? null;
}

/**
 * Where focus goes after a value is chosen: the next empty field after this one, else the first empty one
 * before it, else null (nothing is missing: the search can run).
 */
export function nextEmptySearchField(
  values: ScheduleSearchValues,
  after: ScheduleSearchField,
): ScheduleSearchField | null {
  const start = SCHEDULE_SEARCH_FIELDS.indexOf(after) + 1;
  const order = [...SCHEDULE_SEARCH_FIELDS.slice(start), ...SCHEDULE_SEARCH_FIELDS.slice(0, start - 1)];
  return order.find((f) => isMissing(values, f)) ?? null;
}

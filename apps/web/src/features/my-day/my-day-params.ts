import {
  actorOfSession,
  allowedCarriers,
  BOOKING_PAGE_SIZES,
  fromIsoDate,
  TASK_DEPARTMENTS,
  TASK_STATUS_FILTERS,
  type TaskDepartment,
  type TaskStatusFilter,
  type TSessionInfo,
} from '@portal/domain';
import type { TaskListQuery } from '../../lib/query-keys.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What My Day shows, as read from the page address (spec 000 §2 "My Day"; initial filter §9). */
export interface MyDayFilters {
  category: TaskDepartment;
  /** 'me' (the default), 'all' or a staff user's id. */
  assignee: string;
  /** Overdue or Pending; null: both. */
  status: TaskStatusFilter | null;
  carrier: string | null;
  /** yyyy-MM-dd; accounting only. */
  payDate: string | null;
  clientTasks: boolean;
  page: number;
  perPage: number;
}

export interface MyDayViewer {
  /** The signed-in user: their own id in the address reads as 'me'. */
  userId: string;
  /** A staff member restricted to exactly one carrier always lists that carrier (spec 000 §6). */
  lockedCarrier: string | null;
  /** The category shown when the address names none (spec 000 §9: the last opened checklist tab). */
  initialCategory: TaskDepartment;
}

/** The viewer of a session: My Day's state hook and its route loader (features/my-day/loader.ts) read it. */
export function myDayViewerOf(session: TSessionInfo): MyDayViewer & { allowedCarriers: string[] | null } {
  const carriers = allowedCarriers(actorOfSession(session));
  return {
    userId: session.user?.id ?? '',
    lockedCarrier: carriers?.length === 1 ? carriers[0]! : null,
    initialCategory: session.user?.lastOpenedChecklistTab ?? 'operations',
    allowedCarriers: carriers,
  };
}

/** Reads My Day's filters from the address forgivingly: unusable values count as missing. */
export function filtersOf(params: URLSearchParams, viewer: MyDayViewer): MyDayFilters {
  const get = (name: string) => params.get(name);
  const category = (TASK_DEPARTMENTS as readonly string[]).includes(get('category') ?? '')
    ? (get('category') as TaskDepartment)
    : viewer.initialCategory;
  const assignee = get('assignee') ?? '';
  const status = get('status') ?? '';
  const payDate = get('payDate');
  const page = Number(get('page'));
  const perPage = Number(get('perPage'));
  return {
    category,
    assignee: assignee !== viewer.userId && (assignee === 'all' || UUID.test(assignee)) ? assignee : 'me',
    status: (TASK_STATUS_FILTERS as readonly string[]).includes(status) ? (status as TaskStatusFilter) : null,
    carrier: viewer.lockedCarrier ?? (get('carrier')?.trim().toUpperCase().slice(0, 10) || null),
    payDate: category === 'accounting' && payDate && fromIsoDate(payDate) ? payDate : null,
    clientTasks: get('clientTasks') === 'true',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (BOOKING_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : BOOKING_PAGE_SIZES[0],
  };
}

/** GET /api/tasks for the filters; the page size is always said (the list's default is the spec's 10). */
export function queryOf(filters: MyDayFilters): TaskListQuery {
  return {
    category: filters.category,
    assignee: filters.assignee,
    clientTasks: filters.clientTasks,
    page: filters.page,
    perPage: filters.perPage,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.carrier ? { carrier: filters.carrier } : {}),
    ...(filters.category === 'accounting' && filters.payDate ? { payDate: filters.payDate } : {}),
  };
}

/** Whether a filter narrows the list beyond the initial one (the category is a view, not a filter). */
export function isFiltered(filters: MyDayFilters, viewer: MyDayViewer): boolean {
  return (
    filters.assignee !== 'me' ||
    filters.status !== null ||
    filters.carrier !== viewer.lockedCarrier ||
    filters.payDate !== null ||
    filters.clientTasks
  );
}

/** Everything 'Clear filters' goes back to; the category and the page size stay. */
export function clearedFilters(viewer: MyDayViewer): Partial<MyDayFilters> {
  return { assignee: 'me', status: null, carrier: viewer.lockedCarrier, payDate: null, clientTasks: false };
}

/**
 * The address after a change: defaults leave it, so the initial view keeps a plain /my-day; any change but paging
 * starts again at page 1, and leaving Accounting drops the pay date.
 */
export function nextParams(current: URLSearchParams, changes: Partial<MyDayFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);
  for (const [name, value] of Object.entries(changes) as [keyof MyDayFilters, unknown][]) {
    if (name === 'assignee') put('assignee', value === 'me' ? null : String(value));
    else if (name === 'clientTasks') put('clientTasks', value ? 'true' : null);
    else if (name === 'page') put('page', value === 1 ? null : String(value));
    else if (name === 'perPage') put('perPage', value === BOOKING_PAGE_SIZES[0] ? null : String(value));
    else put(name, value === null || value === '' ? null : String(value));
  }
  if (changes.category === 'operations') next.delete('payDate');
  if (!('page' in changes)) next.delete('page');
  return next;
}

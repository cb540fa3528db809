import {
  BOOKING_PAGE_SIZES,
  COMMISSION_INITIAL_FILTER,
  COMMISSION_STATUSES,
  fromIsoDate,
  PAYMENT_CURRENCIES,
  PAYMENT_STATUSES,
  PLATFORM_STATUS_FILTERS,
  WEEKLY_PAYMENT_INITIAL_FILTER,
  type CommissionStatus,
  type PaymentCurrency,
  type PaymentStatus,
} from '@portal/domain';
import type { CommissionListQuery, WeeklyPaymentListQuery } from '../../lib/query-keys.ts';

export type PlatformStatusFilter = (typeof PLATFORM_STATUS_FILTERS)[number];

/**
 * The address of a payments list: a parameter that is absent means the spec's initial value (000 §9), one that is
 * present but empty means "any" (the user cleared it). So /weekly-payment opens on the initial filter and a
 * link reproduces any other view.
 */
export interface WeeklyPaymentFilters {
  currency: PaymentCurrency | null;
  payDate: string | null;
  status: PaymentStatus[];
  platformStatus: PlatformStatusFilter[];
  commissionStatus: CommissionStatus[];
  carrier: string | null;
  page: number;
  perPage: number;
}

export interface CommissionFilters {
  currency: PaymentCurrency | null;
  status: CommissionStatus[];
  carrier: string | null;
  dueFrom: string | null;
  dueTo: string | null;
  page: number;
  perPage: number;
}

type Params = Pick<URLSearchParams, 'get' | 'has'>;

function listOf<T extends string>(params: Params, name: string, values: readonly T[], initial: readonly T[]) {
  if (!params.has(name)) return [...initial];
  return (params.get(name) ?? '').split(',').filter((v): v is T => (values as readonly string[]).includes(v));
}

function oneOf<T extends string>(params: Params, name: string, values: readonly T[], initial: T | null) {
  if (!params.has(name)) return initial;
  const value = params.get(name) ?? '';
  return (values as readonly string[]).includes(value) ? (value as T) : null;
}

function dayOf(params: Params, name: string, initial: string | null) {
  if (!params.has(name)) return initial;
  const value = params.get(name);
  return value && fromIsoDate(value) ? value : null;
}

function paging(params: Params) {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (BOOKING_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : BOOKING_PAGE_SIZES[0],
  };
}

const carrierOf = (params: Params, locked: string | null) =>
  locked ?? (params.get('carrier')?.trim().toUpperCase().slice(0, 10) || null);

/** /weekly-payment's filters; `today` is the initial pay date (yyyy-MM-dd). */
export function weeklyFiltersOf(
  params: Params,
  today: string,
  lockedCarrier: string | null,
): WeeklyPaymentFilters {
  const initial = WEEKLY_PAYMENT_INITIAL_FILTER;
  return {
    currency: oneOf(params, 'currency', PAYMENT_CURRENCIES, initial.currency),
    payDate: dayOf(params, 'payDate', today),
    status: listOf(params, 'status', PAYMENT_STATUSES, initial.status),
    platformStatus: listOf(params, 'platformStatus', PLATFORM_STATUS_FILTERS, initial.platformStatus),
    commissionStatus: listOf(params, 'commissionStatus', COMMISSION_STATUSES, initial.commissionStatus),
    carrier: carrierOf(params, lockedCarrier),
    ...paging(params),
  };
}

export function commissionFiltersOf(params: Params, lockedCarrier: string | null): CommissionFilters {
  return {
    currency: oneOf(params, 'currency', PAYMENT_CURRENCIES, COMMISSION_INITIAL_FILTER.currency),
    status: listOf(params, 'status', COMMISSION_STATUSES, COMMISSION_INITIAL_FILTER.status),
    carrier: carrierOf(params, lockedCarrier),
    dueFrom: dayOf(params, 'dueFrom', null),
    dueTo: dayOf(params, 'dueTo', null),
    ...paging(params),
  };
}

const csv = (values: readonly string[]) => (values.length ? values.join(',') : undefined);

export function weeklyQueryOf(f: WeeklyPaymentFilters): WeeklyPaymentListQuery {
  return {
    page: f.page,
    perPage: f.perPage,
    ...(f.currency ? { currency: f.currency } : {}),
    ...(f.payDate ? { payDate: f.payDate } : {}),
    ...(csv(f.status) ? { status: csv(f.status) } : {}),
    ...(csv(f.platformStatus) ? { platformStatus: csv(f.platformStatus) } : {}),
    ...(csv(f.commissionStatus) ? { commissionStatus: csv(f.commissionStatus) } : {}),
    ...(f.carrier ? { carrier: f.carrier } : {}),
  };
}

export function commissionQueryOf(f: CommissionFilters): CommissionListQuery {
  return {
    page: f.page,
    perPage: f.perPage,
    ...(f.currency ? { currency: f.currency } : {}),
    ...(csv(f.status) ? { status: csv(f.status) } : {}),
    ...(f.carrier ? { carrier: f.carrier } : {}),
    ...(f.dueFrom ? { dueFrom: f.dueFrom } : {}),
    ...(f.dueTo ? { dueTo: f.dueTo } : {}),
  };
}

/**
 * The address after a change of filters: a value back at its initial one leaves the address, a cleared one stays
 * as an empty parameter; any change but paging starts again at page 1.
 */
export function nextListParams<F extends object>(
  current: URLSearchParams,
  changes: Partial<F>,
  initial: Partial<Record<keyof F, unknown>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    const text = Array.isArray(value)
      ? value.join(',')
      : value === null || value === undefined
        ? ''
        : String(value);
    const start = (initial as Record<string, unknown>)[name];
    const initialText = Array.isArray(start)
      ? start.join(',')
      : start === null || start === undefined
        ? ''
        : String(start);
    if (text === initialText) next.delete(name);
    else next.set(name, text);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/** The initial values of /weekly-payment (what leaves the address). */
export function weeklyInitial(today: string, lockedCarrier: string | null): WeeklyPaymentFilters {
  return weeklyFiltersOf(new URLSearchParams(), today, lockedCarrier);
}

export function commissionInitial(lockedCarrier: string | null): CommissionFilters {
  return commissionFiltersOf(new URLSearchParams(), lockedCarrier);
}

/** Whether the view differs from the initial one (the page and its size aside). */
export function differsFromInitial<F extends { page: number; perPage: number }>(
  filters: F,
  initial: F,
): boolean {
  const strip = ({ page: _p, perPage: _pp, ...rest }: F) => JSON.stringify(rest);
  return strip(filters) !== strip(initial);
}

import {
  bookableSailings,
  scheduleSearchParams,
  type QuoteValidity,
  type TScheduleRoutesAnswer,
} from '@portal/domain';
import { api } from './api.ts';
import { paths } from './paths.ts';
import { queryKeys } from './query-keys.ts';

/**
 * A carrier's sailings on a lane, as the online booking and the request page offer them: the schedule search's
 * own answer (GET /api/routes, same key as the schedule screen) and its picker mode.
 */
export interface Lane {
  origin: string;
  destination: string;
  carrierId: string;
  /** yyyy-MM-dd: sailings from this day on. */
  date: string;
}

const WEEKS = 4;

function search(lane: Lane) {
  return {
    origin: lane.origin,
    destination: lane.destination,
    date: lane.date,
    weeks: WEEKS,
    carrier: lane.carrierId,
  };
}

/** The next four weeks of sailings on the lane; the key is the schedule screen's, so the picker opens on them. */
export function laneSailingsQuery(lane: Lane) {
  return {
    queryKey: queryKeys.schedule.routes(search(lane)),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<TScheduleRoutesAnswer>(
        `/routes?${new URLSearchParams(scheduleSearchParams(search(lane)))}`,
        signal,
      ),
    staleTime: 2 * 60_000,
    retry: false,
  } as const;
}

/** The carrier's sailings on the lane that may still be booked online (more than 4 days ahead), in their order. */
export function bookableSailingsOf(answer: TScheduleRoutesAnswer, carrierId: string, now: Date) {
  return bookableSailings(
    answer.routes.filter((r) => r.origin.carrierId === carrierId),
    now,
  );
}

export function sailingsOfCarrier(answer: TScheduleRoutesAnswer, carrierId: string, now: Date): number {
  return bookableSailingsOf(answer, carrierId, now).length;
}

/** The quote a sailing is picked for: the picker puts the sailings its validity covers first. */
export interface PickerQuote {
  id: number;
  validity: QuoteValidity;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The quote named in a picker's address (`quote`, `validFrom`, `validTo`), or null. */
export function pickerQuoteOf(params: URLSearchParams): PickerQuote | null {
  const id = Number(params.get('quote'));
  const from = params.get('validFrom') ?? '';
  const to = params.get('validTo') ?? '';
  if (!Number.isInteger(id) || id <= 0 || !DAY.test(from) || !DAY.test(to)) return null;
  return { id, validity: { from, to } };
}

/**
 * The schedule search in picker mode on the lane and carrier: its Choose hands the sailing back (features/schedule).
 * With a quote, the picker is told its validity.
 */
export function sailingPickerHref(lane: Lane, quote?: PickerQuote | null): string {
  const query = new URLSearchParams({ ...scheduleSearchParams(search(lane)), isPicker: 'true' });
  if (quote) {
    query.set('quote', String(quote.id));
    query.set('validFrom', quote.validity.from.slice(0, 10));
    query.set('validTo', quote.validity.to.slice(0, 10));
  }
  return `${paths.schedule.getHref()}?${query.toString()}`;
}

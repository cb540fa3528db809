import { scheduleSearchParams, type TScheduleRoutesAnswer } from '@portal/domain';
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

export function sailingsOfCarrier(answer: TScheduleRoutesAnswer, carrierId: string): number {
  return answer.routes.filter((r) => r.origin.carrierId === carrierId).length;
}

/** The schedule search in picker mode on the lane and carrier: its Choose hands the sailing back (features/schedule). */
export function sailingPickerHref(lane: Lane): string {
  const query = new URLSearchParams({ ...scheduleSearchParams(search(lane)), isPicker: 'true' });
  return `${paths.schedule.getHref()}?${query.toString()}`;
}

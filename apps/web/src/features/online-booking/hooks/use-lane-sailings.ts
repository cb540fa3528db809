import { skipToken, useQuery } from '@tanstack/react-query';
import { scheduleSearchParams, type TScheduleRoutesAnswer } from '@portal/domain';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A lane and carrier the wizard knows without a chosen sailing (typed, or given by a quote). */
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

/**
 * How many sailings the carrier has on the lane in the next four weeks (GET /api/routes). The key is the
 * schedule screen's, so the picker opens on results already fetched.
 */
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

export function useLaneSailings(lane: Lane | null) {
  return useQuery({
    ...(lane ? laneSailingsQuery(lane) : { queryKey: queryKeys.schedule.routes(null), queryFn: skipToken }),
    select: (answer) => sailingsOfCarrier(answer, lane!.carrierId),
  });
}

/** The schedule search in picker mode on the lane and carrier: its Choose hands the sailing back to the wizard. */
export function sailingPickerHref(lane: Lane): string {
  const query = new URLSearchParams({ ...scheduleSearchParams(search(lane)), isPicker: 'true' });
  return `${paths.schedule.getHref()}?${query.toString()}`;
}

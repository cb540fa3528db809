import { useQuery } from '@tanstack/react-query';
import { scheduleSearchParams, type TScheduleRoutesAnswer } from '@portal/domain';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';

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
export function useLaneSailings(lane: Lane | null) {
  return useQuery({
    queryKey: ['schedule', 'routes', lane ? search(lane) : null],
    queryFn: ({ signal }) =>
      api.get<TScheduleRoutesAnswer>(
        `/routes?${new URLSearchParams(scheduleSearchParams(search(lane!)))}`,
        signal,
      ),
    enabled: lane !== null,
    staleTime: 2 * 60_000,
    retry: false,
    select: (answer) => answer.routes.filter((r) => r.origin.carrierId === lane!.carrierId).length,
  });
}

/** The schedule search in picker mode on the lane and carrier: its Choose hands the sailing back to the wizard. */
export function sailingPickerHref(lane: Lane): string {
  const query = new URLSearchParams({ ...scheduleSearchParams(search(lane)), isPicker: 'true' });
  return `${paths.schedule.getHref()}?${query.toString()}`;
}

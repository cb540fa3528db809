import { skipToken, useQuery } from '@tanstack/react-query';
import { laneSailingsQuery, sailingsOfCarrier, type Lane } from '../../../lib/lane-sailings.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// The lane's sailings and the schedule picker are shared with the request page (lib/lane-sailings.ts).
export {
  laneSailingsQuery,
  sailingPickerHref,
  sailingsOfCarrier,
  type Lane,
  type PickerQuote,
} from '../../../lib/lane-sailings.ts';

/** How many sailings the carrier has on the lane in the next four weeks that may still be booked online. */
export function useLaneSailings(lane: Lane | null) {
  return useQuery({
    ...(lane ? laneSailingsQuery(lane) : { queryKey: queryKeys.schedule.routes(null), queryFn: skipToken }),
    select: (answer) => sailingsOfCarrier(answer, lane!.carrierId, new Date()),
  });
}

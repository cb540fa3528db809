import { useLocation, useNavigate } from 'react-router';
import {
  CHOSEN_SCHEDULE_STORAGE_KEY,
  PICKED_SCHEDULE_STORAGE_KEY,
  SCHEDULE_PICKED_MESSAGE,
  type TChosenSchedule,
  type TSchedulePickedMessage,
  type TScheduleRoute,
} from '@portal/domain';
import { paths } from '../../../lib/paths.ts';
import type { RoutesRequest } from '../api.ts';

function store(storage: Storage, key: string, value: TChosenSchedule): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the next page then simply starts without a schedule.
  }
}

/** Book Now and picker-mode Choose: hand the chosen sailing to the page that continues with it. */
export function useChooseRoute(request: RoutesRequest | null) {
  const navigate = useNavigate();
  const location = useLocation();

  const chosen = (route: TScheduleRoute): TChosenSchedule => ({
    route,
    search: {
      origin: request?.origin ?? route.origin.port.id,
      destination: request?.destination ?? route.destination.port.id,
      date: request?.date ?? route.origin.departure.slice(0, 10),
      weeks: request?.weeks ?? 4,
    },
    chosenAt: new Date().toISOString(),
  });

  return {
    /** Spec 000 §2: store the chosen schedule locally and go to /online-booking. */
    bookNow: (route: TScheduleRoute) => {
      store(localStorage, CHOSEN_SCHEDULE_STORAGE_KEY, chosen(route));
      void navigate(paths.onlineBooking.getHref());
    },
    /** Picker mode: post the route to the window that opened us, or go back to the page before us. */
    pick: (route: TScheduleRoute) => {
      const schedule = chosen(route);
      store(sessionStorage, PICKED_SCHEDULE_STORAGE_KEY, schedule);
      const opener = window.opener as Window | null;
      if (opener && !opener.closed) {
        const message: TSchedulePickedMessage = { type: SCHEDULE_PICKED_MESSAGE, schedule };
        opener.postMessage(message, window.location.origin);
        window.close();
        return;
      }
      // 'default' is the first page of this tab: there is nothing to go back to.
      if (location.key !== 'default') void navigate(-1);
      else void navigate(paths.home.getHref());
    },
  };
}

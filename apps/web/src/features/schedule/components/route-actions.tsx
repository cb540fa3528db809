import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  canBookNow,
  formatPortTime,
  ONLINE_BOOKING_CLOSED,
  SCHEDULE_TEXT,
  type TScheduleRoute,
} from '@portal/domain';
import { paths } from '../../../lib/paths.ts';

export interface RouteActionsProps {
  route: TScheduleRoute;
  now: Date;
  isPicker: boolean;
  /** Whether this visitor may open Get Quote (anonymous visitors and customers; spec 001 §2.1). */
  canRequestQuote: boolean;
  onBookNow: (route: TScheduleRoute) => void;
  onPick: (route: TScheduleRoute) => void;
  /** Picker mode with a quote: why this sailing is outside the quote's validity (null inside it). */
  validityNote?: string | null;
}

/** Get Quote prefilled with this sailing's ports and its departure day at the port of loading. */
function quoteHref(route: TScheduleRoute): string {
  const query = new URLSearchParams({
    origin: route.origin.port.id,
    destination: route.destination.port.id,
    date: formatPortTime(route.origin.departure, route.origin.utcOffsetMinutes, 'yyyy-MM-dd'),
  });
  return `${paths.quotesGet.getHref()}?${query.toString()}`;
}

/**
 * The next step with a route: Choose (picker mode) or Book Now, and Request Quote. Both follow the 4-day rule: a
 * sailing closer than that says online booking is closed instead (the server refuses it as well).
 */
export function RouteActions({
  route,
  now,
  isPicker,
  canRequestQuote,
  onBookNow,
  onPick,
  validityNote = null,
}: RouteActionsProps) {
  const bookable = canBookNow(route.origin.departure, now);
  return (
    <Stack spacing={1} sx={{ width: { xs: '100%', md: 176 } }}>
      {!bookable ? (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 0.5 }}>
          {ONLINE_BOOKING_CLOSED}
        </Typography>
      ) : isPicker ? (
        <Button variant="contained" color="secondary" onClick={() => onPick(route)}>
          Choose
        </Button>
      ) : (
        <Button variant="contained" color="secondary" onClick={() => onBookNow(route)}>
          {SCHEDULE_TEXT.bookNow}
        </Button>
      )}
      {bookable && validityNote && (
        <Typography variant="caption" color="text.primary" sx={{ textAlign: 'center', fontWeight: 500 }}>
          {validityNote}
        </Typography>
      )}
      {canRequestQuote && (
        <Button variant="outlined" component={RouterLink} to={quoteHref(route)}>
          {SCHEDULE_TEXT.requestQuote}
        </Button>
      )}
    </Stack>
  );
}

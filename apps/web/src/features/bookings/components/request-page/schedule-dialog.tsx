import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  formatPortTime,
  orderByQuoteValidity,
  readSchedulePickedMessage,
  validityIntro,
  validityNote,
  validityStanding,
  type TScheduleRoute,
} from '@portal/domain';
import { useEffect } from 'react';
import {
  bookableSailingsOf,
  laneSailingsQuery,
  sailingPickerHref,
  type Lane,
  type PickerQuote,
} from '../../../../lib/lane-sailings.ts';

export const SCHEDULE_DIALOG_TITLE = 'Choose the schedule that best suits your needs';

function Sailing({
  route,
  note,
  onChoose,
}: {
  route: TScheduleRoute;
  /** Why the sailing is outside the request's quote validity, or null. */
  note: string | null;
  onChoose: () => void;
}) {
  const { origin, destination } = route;
  return (
    <ListItem divider sx={{ px: 0, py: 1.5, gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {origin.vessel.name} · Voy. {origin.voyageNumber}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          ETS {formatPortTime(origin.departure, origin.utcOffsetMinutes)} · ETA{' '}
          {formatPortTime(destination.arrival, destination.utcOffsetMinutes)} · {route.transitDays} days
          {route.intermediate.length > 0
            ? ` · via ${route.intermediate.map((s) => s.port.name).join(', ')}`
            : ''}
        </Typography>
        {note && (
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {note}
          </Typography>
        )}
      </Box>
      <Button
        variant="outlined"
        size="small"
        onClick={onChoose}
        aria-label={`Choose ${origin.vessel.name} ${origin.voyageNumber}`}
      >
        Choose
      </Button>
    </ListItem>
  );
}

/**
 * 'Choose the schedule that best suits your needs' (spec 000 §2): the carrier's sailings on the request's lane
 * for the next four weeks, and the full schedule search in picker mode for anything else (a window whose
 * Choose posts the sailing back, features/schedule's contract).
 */
export function ScheduleDialog({
  lane,
  quote = null,
  onChoose,
  onClose,
}: {
  lane: Lane;
  /** The request's quote: the sailings its validity covers come first, and the picker window is told (issue 20). */
  quote?: PickerQuote | null;
  onChoose: (route: TScheduleRoute) => void;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const sailings = useQuery({
    ...laneSailingsQuery(lane),
    // Only what may still be booked online (more than 4 days ahead): the server refuses the others.
    select: (answer) =>
      orderByQuoteValidity(bookableSailingsOf(answer, lane.carrierId, new Date()), quote?.validity ?? null),
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const picked = readSchedulePickedMessage(event.data);
      if (picked) onChoose(picked.route);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onChoose]);

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="schedule-title"
    >
      <DialogTitle id="schedule-title">{SCHEDULE_DIALOG_TITLE}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Sailings of {lane.carrierId} from {lane.origin} to {lane.destination} in the next four weeks.
        </Typography>
        {quote && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {validityIntro(quote.validity, quote.id)}
          </Typography>
        )}
        {sailings.isLoading && (
          <Stack spacing={1}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        )}
        {sailings.isError && (
          <Alert severity="error" variant="outlined">
            The sailings could not be loaded. Search the schedule instead.
          </Alert>
        )}
        {sailings.data?.length === 0 && (
          <Alert severity="info" variant="outlined">
            {lane.carrierId} has no sailing on this lane in the next four weeks that can still be booked
            online (online booking closes 4 days before departure). Search the schedule for other dates.
          </Alert>
        )}
        {sailings.data && sailings.data.length > 0 && (
          <List disablePadding aria-label="Sailings">
            {sailings.data.map((route) => (
              <Sailing
                key={`${route.origin.vessel.name}-${route.origin.voyageNumber}-${route.origin.departure}`}
                route={route}
                note={quote ? validityNote(validityStanding(route, quote.validity), quote.validity) : null}
                onChoose={() => onChoose(route)}
              />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
        <Button
          startIcon={<OpenInNewIcon />}
          onClick={() => window.open(sailingPickerHref(lane, quote), 'schedule-picker')}
        >
          Search the schedule
        </Button>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import {
  formatPortTime,
  sailingChoiceRefusal,
  type TCarrierOption,
  type TScheduleRoute,
} from '@portal/domain';
import { carrierLook } from '../format.ts';
import {
  sailingPickerHref,
  useLaneSailings,
  type Lane,
  type PickerQuote,
} from '../hooks/use-lane-sailings.ts';
import { CarrierMark } from './carrier-mark.tsx';

function Moment({ label, port, at }: { label: string; port: string; at: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label} · {port}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {at}
      </Typography>
    </Box>
  );
}

export interface ChosenSailingProps {
  route: TScheduleRoute;
  carriers: readonly TCarrierOption[] | undefined;
  /** Lets go of the sailing; the ports and carrier can then be changed. */
  onRemove?: () => void;
}

/** The sailing chosen with Book Now on the schedule screen, as a compact card. */
export function ChosenSailing({ route, carriers, onRemove }: ChosenSailingProps) {
  const { origin, destination } = route;
  // A sailing chosen days ago may have come within 4 days of departure since: the server would refuse it.
  const closed = sailingChoiceRefusal(origin.departure, new Date());
  const carrier = carrierLook(origin.carrierId, carriers);
  const hubs = route.intermediate.map((s) => s.port.name).join(', ');
  return (
    <Paper
      variant="outlined"
      aria-label="Chosen sailing"
      sx={(theme) => ({
        p: 2,
        borderRadius: 2.5,
        borderColor: alpha(theme.palette.primary.main, 0.25),
        bgcolor: alpha(theme.palette.primary.main, 0.03),
      })}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <DirectionsBoatOutlinedIcon color="primary" sx={{ mt: 0.25 }} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
              {origin.vessel.name} · Voy. {origin.voyageNumber}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary">
              <CarrierMark name={carrier.name} color={carrier.color} />
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ mt: 1.25, flexWrap: 'wrap', columnGap: { xs: 3, sm: 4 }, rowGap: 1 }}>
            <Moment
              label="ETS"
              port={origin.port.name}
              at={formatPortTime(origin.departure, origin.utcOffsetMinutes)}
            />
            <Moment
              label="ETA"
              port={destination.port.name}
              at={formatPortTime(destination.arrival, destination.utcOffsetMinutes)}
            />
            <Moment
              label="Transit"
              port={route.intermediate.length ? `via ${hubs}` : 'direct'}
              at={`${route.transitDays} days`}
            />
          </Stack>
        </Box>
        {onRemove && (
          <Button
            size="small"
            color="inherit"
            startIcon={<CloseIcon />}
            onClick={onRemove}
            sx={{ flexShrink: 0 }}
          >
            Remove
          </Button>
        )}
      </Stack>
      {closed && (
        <Alert severity="error" variant="outlined" sx={{ mt: 1.5 }}>
          {closed}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * No sailing chosen yet, but lane and carrier are known (typed, or given by a quote): offers the carrier's
 * sailings through the schedule search in picker mode, so the request does not go out without one.
 */
export function ChooseSailing({
  lane,
  carrierName,
  quote = null,
}: {
  lane: Lane;
  carrierName: string;
  /** The applied quote: the picker puts the sailings its validity covers first. */
  quote?: PickerQuote | null;
}) {
  const navigate = useNavigate();
  const sailings = useLaneSailings(lane);
  const count = sailings.data ?? 0;
  if (sailings.isSuccess && count === 0) {
    return (
      <Alert severity="info" variant="outlined" aria-label="Sailing">
        {carrierName} has no sailing on this lane in the next four weeks that can still be booked online
        (online booking closes 4 days before departure): our booking agents will find one for you.
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      variant="outlined"
      icon={<EventAvailableOutlinedIcon />}
      aria-label="Sailing"
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          onClick={() => void navigate(sailingPickerHref(lane, quote))}
          sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}
        >
          Choose sailing
        </Button>
      }
    >
      {sailings.isSuccess
        ? `No sailing chosen yet: ${carrierName} sails this lane ${count === 1 ? 'once' : `${count} times`} in the next four weeks.`
        : 'No sailing chosen yet: choose the sailing you want to book.'}
    </Alert>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { formatPortTime, type TCarrierOption, type TScheduleRoute } from '@portal/domain';
import { carrierLook } from '../format.ts';
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
    </Paper>
  );
}

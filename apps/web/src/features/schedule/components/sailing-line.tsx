import DirectionsBoatFilledOutlinedIcon from '@mui/icons-material/DirectionsBoatFilledOutlined';
import { Box, Typography } from '@mui/material';
import { DAY_FORMAT, formatPortTime, type TRoutePortStop, type TScheduleRoute } from '@portal/domain';

function PortEnd({
  caption,
  stop,
  time,
  align,
}: {
  caption: string;
  stop: TRoutePortStop;
  time: string;
  align: 'left' | 'right';
}) {
  return (
    <Box sx={{ minWidth: 0, textAlign: align }}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase' }}
      >
        {caption}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' }, lineHeight: 1.3 }}>
        {formatPortTime(time, stop.utcOffsetMinutes, `EEE ${DAY_FORMAT}`)}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatPortTime(time, stop.utcOffsetMinutes, 'HH:mm')} · {stop.port.name} ({stop.port.id})
      </Typography>
      {stop.terminal && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          noWrap
          title={stop.terminal.name}
        >
          {stop.terminal.name}
        </Typography>
      )}
    </Box>
  );
}

function stopsText(route: TScheduleRoute): string {
  const hubs = route.intermediate.map((s) => s.port.id);
  if (hubs.length === 0) return 'Direct';
  return hubs.length === 1 ? '1 transshipment' : `${hubs.length} transshipments`;
}

/** Departure, the sea leg with transit time and transshipments, and arrival; times on the port clock. */
export function SailingLine({ route }: { route: TScheduleRoute }) {
  return (
    <Box
      sx={{
        display: 'grid',
        // On phones the sea leg goes below departure and arrival, which keep half the width each.
        gridTemplateColumns: {
          xs: 'minmax(0,1fr) minmax(0,1fr)',
          sm: 'minmax(0,1fr) minmax(96px,0.8fr) minmax(0,1fr)',
        },
        gridTemplateAreas: { xs: '"departure arrival" "leg leg"', sm: '"departure leg arrival"' },
        columnGap: { xs: 1.5, sm: 2.5 },
        rowGap: 1.5,
        alignItems: { xs: 'start', sm: 'center' },
      }}
    >
      <Box sx={{ gridArea: 'departure', minWidth: 0 }}>
        <PortEnd caption="Departure (ETS)" stop={route.origin} time={route.origin.departure} align="left" />
      </Box>
      <Box sx={{ gridArea: 'leg', textAlign: 'center', minWidth: 0 }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {route.transitDays} days
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'primary.light', my: 0.5 }}>
          <Box sx={{ flex: 1, borderTop: '2px dashed' }} />
          <DirectionsBoatFilledOutlinedIcon sx={{ fontSize: 20 }} />
          <Box sx={{ flex: 1, borderTop: '2px dashed' }} />
        </Box>
        <Typography
          variant="caption"
          component="div"
          noWrap
          title={stopsText(route)}
          sx={{ fontWeight: 600 }}
        >
          {stopsText(route)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap title={route.routing}>
          {route.routing}
        </Typography>
      </Box>
      <Box sx={{ gridArea: 'arrival', minWidth: 0 }}>
        <PortEnd
          caption="Arrival (ETA)"
          stop={route.destination}
          time={route.destination.arrival}
          align="right"
        />
      </Box>
    </Box>
  );
}

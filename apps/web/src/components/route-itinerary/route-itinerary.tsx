import AnchorOutlinedIcon from '@mui/icons-material/AnchorOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import SyncAltOutlinedIcon from '@mui/icons-material/SyncAltOutlined';
import {
  Box,
  Link,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
  carrierDisplayName,
  formatPortTime,
  routeStops,
  type TRoutePortStop,
  type TScheduleRoute,
} from '@portal/domain';

function StopIcon({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        width: 28,
        height: 28,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: alpha(theme.palette.primary.main, 0.1),
        color: 'primary.main',
        '& svg': { fontSize: 16 },
      })}
    >
      {children}
    </Box>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="caption" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}{' '}
      </Box>
      {value}
    </Typography>
  );
}

interface StopProps {
  stop: TRoutePortStop;
  /** Set when this stop's vessel belongs to another line than the first leg's. */
  otherCarrier?: string;
  role: 'first' | 'hub' | 'last';
  /** Staff: the vessel-tracking link for this stop's vessel. */
  trackingHref?: (stop: TRoutePortStop) => string | null;
}

function StopDetails({ stop, role, otherCarrier, trackingHref }: StopProps) {
  const at = (iso: string) => formatPortTime(iso, stop.utcOffsetMinutes);
  const href = trackingHref?.(stop) ?? null;
  return (
    <Stack spacing={0.25} sx={{ mt: 0.5 }}>
      {stop.terminal && (
        <Typography variant="caption" color="text.secondary" component="div">
          {stop.terminal.name}
        </Typography>
      )}
      {role !== 'first' && <Line label="ETA" value={at(stop.arrival)} />}
      {role !== 'last' && <Line label="ETS" value={at(stop.departure)} />}
      <Typography variant="caption" component="div">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {role === 'last' ? 'Arrives on ' : 'Vessel '}
        </Box>
        {href ? (
          <Link href={href} target="_blank" rel="noopener" underline="hover" title="Track this vessel">
            {stop.vessel.name}
          </Link>
        ) : (
          stop.vessel.name
        )}
        {' · '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          Voy.{' '}
        </Box>
        {stop.voyageNumber}
        {otherCarrier && ` · ${otherCarrier}`}
      </Typography>
    </Stack>
  );
}

const ROLE_TITLE = { first: 'Port of loading', hub: 'Transshipment', last: 'Port of discharge' } as const;
const ROLE_ICON = {
  first: <AnchorOutlinedIcon />,
  hub: <SyncAltOutlinedIcon />,
  last: <FlagOutlinedIcon />,
} as const;

/**
 * The itinerary as a stepper (spec 000 §2): per stop the port, terminal, dates, vessel and voyage number. The
 * schedule screen and the booking review both show a sailing this way.
 */
export function RouteItinerary({
  route,
  trackingHref,
}: {
  route: TScheduleRoute;
  trackingHref?: StopProps['trackingHref'];
}) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const stops = routeStops(route);
  return (
    <Stepper
      activeStep={-1}
      orientation={wide ? 'horizontal' : 'vertical'}
      alternativeLabel={wide}
      aria-label="Itinerary"
      sx={{
        '& .MuiStepConnector-line': { borderColor: 'divider' },
        '& .MuiStepConnector-lineHorizontal': { borderTopStyle: 'dashed' },
        '& .MuiStepConnector-lineVertical': { borderLeftStyle: 'dashed', minHeight: 16 },
        // Vertical (phones): the icon stays beside the port name, not centred on the whole block.
        '& .MuiStepLabel-vertical': { alignItems: 'flex-start' },
        // Inactive steps grey out their labels; here every stop is equally relevant.
        '& .MuiStepLabel-label, & .MuiStepLabel-label.Mui-disabled, & .MuiStepLabel-labelContainer': {
          color: 'text.primary',
        },
      }}
    >
      {stops.map((stop, i) => {
        const role = i === 0 ? 'first' : i === stops.length - 1 ? 'last' : 'hub';
        return (
          <Step key={`${stop.port.id}-${i}`} expanded>
            <StepLabel
              icon={<StopIcon>{ROLE_ICON[role]}</StopIcon>}
              optional={
                <StopDetails
                  stop={stop}
                  role={role}
                  trackingHref={trackingHref}
                  otherCarrier={
                    stop.carrierId === route.origin.carrierId ? undefined : carrierDisplayName(stop.carrierId)
                  }
                />
              }
            >
              <Typography
                variant="caption"
                color="text.secondary"
                component="div"
                sx={{ fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase' }}
              >
                {ROLE_TITLE[role]}
              </Typography>
              <Typography variant="body2" component="div" sx={{ fontWeight: 700 }}>
                {stop.port.name} ({stop.port.id})
              </Typography>
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}

import AnchorOutlinedIcon from '@mui/icons-material/AnchorOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import SyncAltOutlinedIcon from '@mui/icons-material/SyncAltOutlined';
import { Box, Stack, Step, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { formatPortTime, routeStops, type TRoutePortStop, type TScheduleRoute } from '@portal/domain';

const ROLE_TITLE = { first: 'Port of loading', hub: 'Transshipment', last: 'Port of discharge' } as const;
const ROLE_ICON = {
  first: <AnchorOutlinedIcon />,
  hub: <SyncAltOutlinedIcon />,
  last: <FlagOutlinedIcon />,
} as const;

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

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="caption" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}{' '}
      </Box>
      {value}
    </Typography>
  );
}

function StopDetails({ stop, role }: { stop: TRoutePortStop; role: keyof typeof ROLE_TITLE }) {
  const at = (iso: string) => formatPortTime(iso, stop.utcOffsetMinutes);
  return (
    <Stack spacing={0.25} sx={{ mt: 0.5 }}>
      {stop.terminal && (
        <Typography variant="caption" color="text.secondary" component="div">
          {stop.terminal.name}
        </Typography>
      )}
      {role !== 'first' && <Fact label="ETA" value={at(stop.arrival)} />}
      {role !== 'last' && <Fact label="ETS" value={at(stop.departure)} />}
      <Fact label={role === 'last' ? 'Arrives on' : 'Vessel'} value={stop.vessel.name} />
      <Fact label="Voyage" value={stop.voyageNumber} />
    </Stack>
  );
}

/** The sailing as an itinerary (000 §2 review): per stop the port, terminal, ETS/ETA, vessel and voyage. */
export function SailingItinerary({ route }: { route: TScheduleRoute }) {
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
        '& .MuiStepLabel-vertical': { alignItems: 'flex-start' },
        '& .MuiStepLabel-label, & .MuiStepLabel-label.Mui-disabled, & .MuiStepLabel-labelContainer': {
          color: 'text.primary',
        },
      }}
    >
      {stops.map((stop, i) => {
        const role = i === 0 ? 'first' : i === stops.length - 1 ? 'last' : 'hub';
        return (
          <Step key={`${stop.port.id}-${i}`} expanded>
            <StepLabel icon={<StopIcon>{ROLE_ICON[role]}</StopIcon>}>
              <Typography
                variant="overline"
                color="text.secondary"
                sx={{ lineHeight: 1.6, display: 'block' }}
              >
                {ROLE_TITLE[role]}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {stop.port.name} ({stop.port.id})
              </Typography>
              <StopDetails stop={stop} role={role} />
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}

import AlarmOutlinedIcon from '@mui/icons-material/AlarmOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import {
  Box,
  Button,
  Card,
  Collapse,
  Divider,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { TCarrierOption, TRoutePortStop, TScheduleRoute } from '@portal/domain';
import { CarrierMark, carrierLook } from './carrier-mark.tsx';
import { CopyRouteButtons } from './copy-route-buttons.tsx';
import { RouteActions, type RouteActionsProps } from './route-actions.tsx';
import { RouteDeadlines } from './route-deadlines.tsx';
import { RouteItinerary } from '../../../components/route-itinerary/index.ts';
import { SailingLine } from './sailing-line.tsx';
import { SpaceInfoChip } from './space-info-chip.tsx';

type Detail = 'itinerary' | 'closings';

export interface RouteCardProps extends Omit<RouteActionsProps, 'route'> {
  route: TScheduleRoute;
  carriers: readonly TCarrierOption[] | undefined;
  /** Staff only: the tracking link of a stop's vessel, or null. */
  trackingHref: (stop: TRoutePortStop) => string | null;
}

/** One sailing: carrier, service, space, the sea leg, next steps, and on demand its itinerary or closings. */
export function RouteCard({ route, carriers, trackingHref, ...actions }: RouteCardProps) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const carrier = carrierLook(route.origin.carrierId, carriers);
  const tracking = trackingHref(route.origin);
  const title = `${carrier.name}, ${route.origin.port.id} to ${route.destination.port.id}`;

  return (
    <Card
      component="article"
      aria-label={title}
      data-departure={route.origin.departure}
      sx={{ borderLeft: 4, borderLeftColor: carrier.color }}
    >
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 2.5 }, pb: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}
        >
          <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
            <CarrierMark name={carrier.name} color={carrier.color} />
            <Typography variant="body2" color="text.secondary" noWrap title={route.service}>
              {route.service} · {route.origin.vessel.name} · Voy. {route.origin.voyageNumber}
            </Typography>
          </Box>
          {route.spaceInfo && <SpaceInfoChip text={route.spaceInfo} color={route.spaceInfoColor} />}
        </Stack>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 2, md: 4 }}
          sx={{ alignItems: 'center' }}
        >
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <SailingLine route={route} />
          </Box>
          <RouteActions route={route} {...actions} />
        </Stack>
      </Box>
      <Divider />
      <Stack
        direction="row"
        sx={{
          px: { xs: 1.5, sm: 2.5 },
          py: 1,
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: 1,
          rowGap: 0.5,
        }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={detail}
          onChange={(_event, next: Detail | null) => setDetail(next)}
          aria-label="Show details"
          sx={{ '& .MuiToggleButton-root': { px: 1.5, py: 0.5, gap: 0.75, textTransform: 'none' } }}
        >
          <ToggleButton value="itinerary">
            <RouteOutlinedIcon fontSize="small" /> Itinerary
          </ToggleButton>
          <ToggleButton value="closings">
            <AlarmOutlinedIcon fontSize="small" /> Closings
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <CopyRouteButtons route={route} />
        {tracking && (
          <Button
            size="small"
            href={tracking}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon fontSize="small" />}
          >
            Track vessel
          </Button>
        )}
      </Stack>
      <Collapse in={detail !== null} unmountOnExit>
        <Box sx={{ px: { xs: 2, sm: 3 }, py: 2.5, borderTop: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
          {detail === 'itinerary' && <RouteItinerary route={route} trackingHref={trackingHref} />}
          {detail === 'closings' && <RouteDeadlines route={route} now={actions.now} />}
        </Box>
      </Collapse>
    </Card>
  );
}

import { Box, Card, Stack, Typography } from '@mui/material';
import { offeredVesselCarriers, VESSEL_MESSAGES, type TVesselVoyage } from '@portal/domain';
import { useState } from 'react';
import { ListEmpty } from '../../components/list-filters/index.ts';
import { LoadError } from '../../components/page/load-error.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { usePageTitle } from '../../lib/page-title.ts';
import { useCarriers } from '../../lib/reference-data.ts';
import { useSession } from '../../lib/session.ts';
import { useVesselVoyages } from './api.ts';
import { VESSEL_TEXT } from './texts.ts';
import { VesselBookingsDialog } from './vessel-bookings-dialog.tsx';
import { VesselCard } from './vessel-card.tsx';
import { VesselFiltersBar } from './vessel-filters.tsx';
import { useVesselFilters } from './vessel-params.ts';

/**
 * /vessel (spec 002 §2 "Vessel Overview", staff): filters in the address, one card per vessel with its voyage,
 * and the dialog of a card's bookings. Live: its queries sit under 'booking', which every booking change
 * publishes.
 */
export function VesselOverviewPage() {
  usePageTitle(VESSEL_TEXT.title);
  const { session } = useSession();
  const carriers = useCarriers();
  const { filters, update, reset, filtered, query } = useVesselFilters();
  const overview = useVesselVoyages(query);
  const [open, setOpen] = useState<TVesselVoyage | null>(null);

  const all = (carriers.data ?? []).filter((c) => !c.disabled);
  const offeredIds = offeredVesselCarriers(
    session.user?.carriers ?? null,
    all.map((c) => c.id),
  );
  const offered = all.filter((c) => offeredIds.includes(c.id));
  const answer = overview.data;

  let body;
  if (overview.isPending)
    body = (
      <Box aria-busy="true" aria-label={VESSEL_TEXT.loading} sx={gridSx}>
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} variant="outlined" sx={{ height: 156, bgcolor: 'action.hover' }} />
        ))}
      </Box>
    );
  else if (overview.isError && !answer)
    body = (
      <LoadError
        title={VESSEL_TEXT.loadFailed}
        error={overview.error}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  else if (!answer || answer.items.length === 0)
    body = (
      <ListEmpty
        message={VESSEL_MESSAGES.empty}
        action={filtered ? { label: VESSEL_TEXT.reset, onClick: reset } : undefined}
      />
    );
  else
    body = (
      <Box
        sx={gridSx}
        component="ul"
        aria-label={VESSEL_TEXT.list}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {answer.items.map((item) => (
          <li key={item.id}>
            <VesselCard item={item} onOpen={() => setOpen(item)} />
          </li>
        ))}
      </Box>
    );

  return (
    <Stack spacing={3}>
      <PageHeader title={VESSEL_TEXT.title} subtitle={VESSEL_TEXT.subtitle} />
      <Card sx={{ overflow: 'visible' }} data-tour="vessel-filters">
        <Box sx={{ p: 2 }}>
          <VesselFiltersBar
            filters={filters}
            carriers={offered}
            filtered={filtered}
            onChange={update}
            onClear={reset}
          />
        </Box>
      </Card>
      <Box
        component="section"
        aria-label={VESSEL_TEXT.list}
        aria-busy={overview.isFetching}
        data-tour="vessel-cards"
      >
        {answer && answer.items.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }} aria-live="polite">
            {VESSEL_TEXT.count(answer.items.length)}
          </Typography>
        )}
        {body}
      </Box>
      <VesselBookingsDialog item={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

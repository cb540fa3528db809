import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { formatDay, type TVesselVoyage } from '@portal/domain';
import { VESSEL_TEXT } from './texts.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" noWrap sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One vessel with its voyage (spec 002 §2): clicking it opens the dialog of its bookings. */
export function VesselCard({ item, onOpen }: { item: TVesselVoyage; onOpen: () => void }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        onClick={onOpen}
        sx={{ height: '100%', p: 2, alignItems: 'stretch' }}
        aria-haspopup="dialog"
      >
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <DirectionsBoatOutlinedIcon fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
            <Typography
              variant="subtitle1"
              component="h3"
              noWrap
              sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}
            >
              {item.vessel}{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {item.voyage}
              </Box>
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" label={item.carrierId} variant="outlined" />
            <Chip
              size="small"
              label={item.category}
              color={item.category === 'Export' ? 'primary' : 'secondary'}
              variant="outlined"
            />
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
            <Fact label={VESSEL_TEXT.ets} value={formatDay(item.ets)} />
            <Fact label={VESSEL_TEXT.eta} value={item.eta ? formatDay(item.eta) : '–'} />
            <Fact label={VESSEL_TEXT.pod} value={item.pod?.name ?? '–'} />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {VESSEL_TEXT.bookings(item.bookingCount)} · {VESSEL_TEXT.teu(item.teu)}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import { Box, Button, Card, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { SCHEDULE_TEXT } from '@portal/domain';

/** The empty result of spec 001 §8: 'No Results :(' and the default text; with a carrier filter, a way out. */
export function NoResults({ onShowAllCarriers }: { onShowAllCarriers?: () => void }) {
  return (
    <Card component="section" aria-label={SCHEDULE_TEXT.emptyTitle}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 5, sm: 7 } }}>
        <Box
          sx={(theme) => ({
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette.primary.main, 0.08),
            color: 'primary.main',
            mb: 0.5,
          })}
        >
          <TravelExploreOutlinedIcon />
        </Box>
        <Typography variant="h5" component="h2">
          {SCHEDULE_TEXT.emptyTitle}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ maxWidth: 520 }}>
          {SCHEDULE_TEXT.emptyText}
        </Typography>
        {onShowAllCarriers && (
          <Button variant="outlined" onClick={onShowAllCarriers} sx={{ mt: 1 }}>
            Show all carriers
          </Button>
        )}
      </Stack>
    </Card>
  );
}

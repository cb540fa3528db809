import { Box, Card, CardContent, Grid, Skeleton, Stack } from '@mui/material';

export function SectionSkeleton({ lines }: { lines: number }) {
  return (
    <Card>
      <Stack direction="row" spacing={1.5} sx={{ px: 2.5, py: 1.75, alignItems: 'center' }}>
        <Skeleton variant="rounded" width={34} height={34} />
        <Skeleton variant="text" width="35%" sx={{ fontSize: '1.1rem' }} />
      </Stack>
      <CardContent sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2 }}>
          {Array.from({ length: lines }, (_, i) => (
            <Box key={i}>
              <Skeleton variant="text" width="40%" sx={{ fontSize: '0.7rem' }} />
              <Skeleton variant="text" width="75%" />
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The booking page's shape while it loads: header, tabs, the summary sections and the side panel. */
export function BookingPageSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading booking">
      <Box>
        <Skeleton variant="text" width={90} />
        <Skeleton variant="text" width="30%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="text" width="25%" />
      </Box>
      <Skeleton variant="rounded" height={44} sx={{ maxWidth: 420 }} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <SectionSkeleton lines={12} />
            <SectionSkeleton lines={6} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <SectionSkeleton lines={5} />
            <SectionSkeleton lines={2} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

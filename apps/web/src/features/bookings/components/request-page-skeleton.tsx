import { Box, Card, CardContent, Grid, Skeleton, Stack } from '@mui/material';

function SectionSkeleton({ lines }: { lines: number }) {
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

/** The request page's shape while it loads. */
export function RequestPageSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading booking request">
      <Box>
        <Skeleton variant="text" width={90} />
        <Skeleton variant="text" width="45%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="text" width="25%" />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <SectionSkeleton lines={9} />
            <SectionSkeleton lines={6} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <SectionSkeleton lines={3} />
            <SectionSkeleton lines={1} />
          </Stack>
        </Grid>
      </Grid>
    </Stack>
  );
}

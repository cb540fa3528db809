import { Card, CardContent, Grid, Skeleton, Stack } from '@mui/material';

/** The group page's shape while it loads: overview, then a panel per carrier. */
export function GroupSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading quote group">
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Grid container spacing={3}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Grid key={i} size={{ xs: 6, md: i === 0 ? 4 : 2 }}>
                <Skeleton variant="text" width="40%" />
                <Skeleton variant="text" width="80%" />
              </Grid>
            ))}
          </Grid>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Skeleton variant="rounded" width={80} height={32} />
            <Skeleton variant="rounded" width={80} height={32} />
          </Stack>
        </CardContent>
      </Card>
      {[0, 1, 2].map((i) => (
        <Card key={i}>
          <CardContent sx={{ p: 3, display: 'flex', gap: 3, alignItems: 'center' }}>
            <Skeleton variant="text" width="25%" sx={{ fontSize: '1.2rem' }} />
            <Skeleton variant="text" width="12%" />
            <Skeleton variant="text" width="12%" />
            <Skeleton variant="text" width="20%" sx={{ ml: 'auto' }} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

import { Card, CardContent, Grid, Skeleton, Stack } from '@mui/material';

function CardSkeleton({ lines }: { lines: number }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Skeleton variant="rounded" width={40} height={40} />
          <Skeleton variant="text" width="40%" sx={{ fontSize: '1.1rem' }} />
        </Stack>
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} variant="text" width={`${85 - i * 15}%`} />
        ))}
      </CardContent>
    </Card>
  );
}

/** The page's shape while the profile loads. */
export function ProfileSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading profile">
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: 3 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Skeleton variant="circular" width={64} height={64} />
            <Stack sx={{ flex: 1 }}>
              <Skeleton variant="text" width="30%" sx={{ fontSize: '1.5rem' }} />
              <Skeleton variant="text" width="45%" />
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <CardSkeleton lines={2} />
            <CardSkeleton lines={1} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CardSkeleton lines={4} />
        </Grid>
      </Grid>
    </Stack>
  );
}

import { Card, CardContent, Grid, Skeleton, Stack } from '@mui/material';

/** The single quote's shape while it loads. */
export function QuoteSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading quote">
      <Card>
        <CardContent sx={{ p: 3 }}>
          <Skeleton variant="rounded" height={40} />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="text" width={`${70 - i * 12}%`} sx={{ mt: 1 }} />
          ))}
        </CardContent>
      </Card>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent sx={{ p: 3 }}>
              {Array.from({ length: 8 }, (_, i) => (
                <Skeleton key={i} variant="text" sx={{ my: 0.5 }} />
              ))}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card>
            <CardContent sx={{ p: 3 }}>
              <Skeleton variant="rounded" height={72} />
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} variant="text" sx={{ mt: 1 }} />
              ))}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
}

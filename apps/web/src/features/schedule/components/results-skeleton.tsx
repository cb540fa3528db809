import { Box, Card, Divider, Skeleton, Stack } from '@mui/material';

function RouteCardSkeleton() {
  return (
    <Card sx={{ borderLeft: 4, borderLeftColor: 'divider' }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, pb: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Box sx={{ width: '45%' }}>
            <Skeleton variant="text" width={120} sx={{ fontSize: '1rem' }} />
            <Skeleton variant="text" width="100%" />
          </Box>
          <Skeleton variant="rounded" width={120} height={24} sx={{ borderRadius: 4 }} />
        </Stack>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 2, md: 4 }}
          sx={{ alignItems: 'center' }}
        >
          <Stack direction="row" spacing={3} sx={{ flex: 1, width: '100%', alignItems: 'center' }}>
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="50%" />
              <Skeleton variant="text" width="80%" sx={{ fontSize: '1.25rem' }} />
              <Skeleton variant="text" width="65%" />
            </Box>
            <Skeleton variant="text" width="20%" />
            <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
              <Skeleton variant="text" width="50%" />
              <Skeleton variant="text" width="80%" sx={{ fontSize: '1.25rem' }} />
              <Skeleton variant="text" width="65%" />
            </Box>
          </Stack>
          <Stack spacing={1} sx={{ width: { xs: '100%', md: 176 } }}>
            <Skeleton variant="rounded" height={36} />
            <Skeleton variant="rounded" height={36} />
          </Stack>
        </Stack>
      </Box>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ px: 2.5, py: 1.25 }}>
        <Skeleton variant="rounded" width={180} height={30} />
        <Box sx={{ flex: 1 }} />
        <Skeleton variant="rounded" width={200} height={30} />
      </Stack>
    </Card>
  );
}

/** The results' shape while the search runs. */
export function ResultsSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Searching sailings">
      {[0, 1, 2].map((i) => (
        <RouteCardSkeleton key={i} />
      ))}
    </Stack>
  );
}

import { Box, Card, Skeleton, Stack } from '@mui/material';
import type { ListView } from '../hooks/use-list-view.ts';

function RowSkeleton() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ px: 2, py: 1.75, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
    >
      <Skeleton variant="text" width={110} />
      <Skeleton variant="text" width={90} />
      <Stack sx={{ flex: 1 }}>
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="40%" sx={{ fontSize: '0.7rem' }} />
      </Stack>
      <Stack sx={{ flex: 1 }}>
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="35%" sx={{ fontSize: '0.7rem' }} />
      </Stack>
      <Skeleton variant="rounded" width={84} height={22} sx={{ borderRadius: 4 }} />
      <Skeleton variant="text" width={96} />
    </Stack>
  );
}

/** The list's shape while the first page loads. */
export function RequestsSkeleton({ view }: { view: ListView }) {
  if (view === 'cards')
    return (
      <Box
        aria-busy="true"
        aria-label="Loading requests"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} sx={{ p: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
              <Skeleton variant="text" width={120} />
              <Skeleton variant="rounded" width={84} height={22} sx={{ borderRadius: 4 }} />
            </Stack>
            <Skeleton variant="text" width="45%" />
            <Skeleton variant="text" width="65%" />
            <Skeleton variant="rounded" height={48} sx={{ my: 1.5 }} />
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="60%" />
          </Card>
        ))}
      </Box>
    );
  return (
    <Box aria-busy="true" aria-label="Loading requests">
      {Array.from({ length: 6 }, (_, i) => (
        <RowSkeleton key={i} />
      ))}
    </Box>
  );
}

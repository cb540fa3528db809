import { Box, Skeleton, Stack } from '@mui/material';

/** Rows of the list's shape while it loads. */
export function QuoteGroupsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack aria-busy="true" aria-label="Loading quotes" sx={{ px: 2 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Stack
          key={i}
          direction="row"
          spacing={3}
          sx={{ alignItems: 'center', py: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Skeleton variant="text" width={64} />
          <Skeleton variant="text" width={84} sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="55%" />
            <Skeleton variant="text" width="35%" />
          </Box>
          <Skeleton variant="rounded" width={72} height={24} />
          <Skeleton variant="text" width={90} sx={{ display: { xs: 'none', md: 'block' } }} />
        </Stack>
      ))}
    </Stack>
  );
}

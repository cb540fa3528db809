import { Box, Skeleton, Stack } from '@mui/material';

/** The table's shape while the first page loads. */
export function TasksSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Box aria-busy="true" aria-label="Loading tasks">
      {Array.from({ length: rows }, (_, i) => (
        <Stack
          key={i}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Skeleton variant="rounded" width={18} height={18} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Skeleton variant="text" width="35%" />
            <Skeleton variant="text" width="60%" sx={{ fontSize: '0.7rem' }} />
          </Box>
          <Skeleton variant="text" width={90} sx={{ display: { xs: 'none', md: 'block' } }} />
          <Skeleton variant="text" width={80} sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Skeleton variant="text" width={110} sx={{ display: { xs: 'none', md: 'block' } }} />
          <Skeleton variant="text" width={70} sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Skeleton variant="rounded" width={76} height={24} sx={{ borderRadius: 4 }} />
          <Skeleton variant="rounded" width={72} height={28} sx={{ display: { xs: 'none', md: 'block' } }} />
        </Stack>
      ))}
    </Box>
  );
}

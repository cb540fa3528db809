import { Box, Skeleton, Stack } from '@mui/material';

/** The table's shape while the first answer loads. */
export function ListSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <Box aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Stack
          key={i}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Skeleton variant="text" width={110} />
          <Skeleton variant="rounded" width={76} height={22} sx={{ borderRadius: 4 }} />
          <Skeleton variant="text" sx={{ flex: 1 }} />
          <Skeleton variant="text" width={90} sx={{ display: { xs: 'none', md: 'block' } }} />
          <Skeleton variant="text" width={120} sx={{ display: { xs: 'none', md: 'block' } }} />
        </Stack>
      ))}
    </Box>
  );
}

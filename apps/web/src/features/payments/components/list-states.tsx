import { Box, Skeleton, Stack } from '@mui/material';
import { LoadError } from '../../../components/page/load-error.tsx';

/** The table's shape while the first page loads. */
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
          <Skeleton variant="rounded" width={18} height={18} />
          <Skeleton variant="text" width={100} />
          <Skeleton variant="text" width={80} sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Skeleton variant="text" sx={{ flex: 1 }} />
          <Skeleton variant="text" width={90} sx={{ display: { xs: 'none', md: 'block' } }} />
          <Skeleton variant="text" width={100} sx={{ display: { xs: 'none', md: 'block' } }} />
          <Skeleton variant="rounded" width={76} height={22} sx={{ borderRadius: 4 }} />
        </Stack>
      ))}
    </Box>
  );
}

export function ListError({ title, error, onRetry, retrying }: Parameters<typeof LoadError>[0]) {
  return (
    <Box sx={{ p: 2 }}>
      <LoadError title={title} error={error} onRetry={onRetry} retrying={retrying} />
    </Box>
  );
}

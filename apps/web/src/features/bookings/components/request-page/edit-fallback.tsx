import { Box, Skeleton } from '@mui/material';

/** The shape of an edit section while its code loads (the first Edit of a visit). */
export function EditFallback({ rows }: { rows: number }) {
  return (
    <Box sx={{ px: { xs: 2, sm: 2.5 }, py: 2.5, display: 'grid', gap: 1.5 }} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={40} />
      ))}
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Label-over-value facts in a responsive grid, as the summary and cargo sections show them. */
export function FactGrid({ children, min = 200 }: { children: ReactNode; min?: number }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(auto-fill, minmax(${min}px, 1fr))` },
        columnGap: 3,
        rowGap: 2,
      }}
    >
      {children}
    </Box>
  );
}

export function Fact({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography
        component="dt"
        variant="caption"
        color="text.secondary"
        sx={{ fontWeight: 600, display: 'block' }}
      >
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function Missing({ children = '–' }: { children?: ReactNode }) {
  return (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      {children}
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs in a responsive grid, as the review shows them. */
export function FactList({
  facts,
  columns = 3,
  phoneColumns = 2,
}: {
  facts: readonly Fact[];
  columns?: 2 | 3 | 4;
  /** Long values (file names, free text) read better one per row on phones. */
  phoneColumns?: 1 | 2;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: {
          xs: `repeat(${phoneColumns}, minmax(0, 1fr))`,
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {facts.map((f) => (
        <Box key={f.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {f.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {f.value === '' || f.value === null || f.value === undefined ? '–' : f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Text for screen readers only: it joins an element's accessible name where the screen shows a symbol or nothing
 * (WCAG 2.5.3 wants the visible text inside the name, so a control is named by its content, not by an aria-label
 * that says something else).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        border: 0,
        clip: 'rect(0 0 0 0)',
        height: '1px',
        margin: '-1px',
        overflow: 'hidden',
        padding: 0,
        position: 'absolute',
        whiteSpace: 'nowrap',
        width: '1px',
      }}
    >
      {children}
    </Box>
  );
}

import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Text for screen readers only: it joins an element's accessible name where the screen shows a symbol or nothing
 * (WCAG 2.5.3 wants the visible text inside the name, so a control is named by its content, not by an aria-label
 * that says something else).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  // Pinned to its containing block's corner: left at its place, a span at the far end of a table that scrolls
  // sideways (the table's own box is not positioned) stretched the whole page on a phone.
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
        top: 0,
        left: 0,
        whiteSpace: 'nowrap',
        width: '1px',
      }}
    >
      {children}
    </Box>
  );
}

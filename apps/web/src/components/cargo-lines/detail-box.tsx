import { Box, Grid, Stack, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';

export interface DetailBoxProps {
  icon?: ComponentType<SvgIconProps>;
  title: string;
  /** Controls on the right of the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** A tinted block of a cargo line's extra details (reefer, IMO, OOG, references). */
export function DetailBox({ icon: Icon, title, action, children }: DetailBoxProps) {
  return (
    <Box
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2, bgcolor: 'action.hover' }}
      role="group"
      aria-label={title}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, minHeight: 28 }}>
        {Icon && <Icon sx={{ fontSize: 18, color: 'text.secondary' }} />}
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ fontWeight: 700, flex: 1, letterSpacing: '0.02em' }}
        >
          {title}
        </Typography>
        {action}
      </Stack>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

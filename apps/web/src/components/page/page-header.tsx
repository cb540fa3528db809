import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
  back?: { to: string; label: string };
  /** Something above the title, e.g. the carrier mark. */
  eyebrow?: ReactNode;
}

/** The title block of a screen: back link, optional eyebrow, title, subtitle and actions. */
export function PageHeader({ title, subtitle, actions, back, eyebrow }: PageHeaderProps) {
  return (
    <Box component="header">
      {back && (
        <Button
          component={RouterLink}
          to={back.to}
          startIcon={<ArrowBackIcon />}
          size="small"
          color="inherit"
          sx={{ color: 'text.secondary', ml: -1, mb: 1 }}
          data-print="hide"
        >
          {back.label}
        </Button>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          {eyebrow}
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 600, fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body1" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}
            data-print="hide"
            data-tour="page-actions"
          >
            {actions}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

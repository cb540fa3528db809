import { Avatar, Box, Stack, Typography, type SvgIconProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';

export interface SectionTitleProps {
  icon: ComponentType<SvgIconProps>;
  title: string;
  subtitle?: ReactNode;
  /** Controls on the right of the title. */
  action?: ReactNode;
}

/** A card section's title with the tinted icon the profile and quote cards use. */
export function SectionTitle({ icon: Icon, title, subtitle, action }: SectionTitleProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
      <Avatar
        variant="rounded"
        sx={(theme) => ({
          bgcolor: alpha(theme.palette.primary.main, 0.1),
          color: 'primary.main',
          borderRadius: 2,
          width: 36,
          height: 36,
        })}
      >
        <Icon fontSize="small" />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" component="div">
            {subtitle}
          </Typography>
        )}
      </Box>
      {action}
    </Stack>
  );
}

import { Box, Stack, Typography, type SvgIconProps } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';

/** A calm, centred message for an empty list or log, with an optional next step. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  dense = false,
}: {
  icon: ComponentType<SvgIconProps>;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  dense?: boolean;
}) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: dense ? 3 : 7, px: 2 }}>
      <Box
        sx={(theme) => ({
          width: dense ? 44 : 64,
          height: dense ? 44 : 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: alpha(theme.palette.primary.main, 0.08),
          color: 'primary.main',
        })}
      >
        <Icon fontSize={dense ? 'small' : 'medium'} />
      </Box>
      <Typography variant={dense ? 'subtitle2' : 'h6'} component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 440 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ pt: 1 }}>{action}</Box>}
    </Stack>
  );
}

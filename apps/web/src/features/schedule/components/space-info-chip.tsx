import { Chip } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';

/** Space info as a soft chip with a dot in its colour; green, orange and red use the theme's status colours. */
export function SpaceInfoChip({ text, color }: { text: string; color: string | null }) {
  const theme = useTheme();
  const named: Record<string, string> = {
    green: theme.palette.success.main,
    orange: theme.palette.warning.main,
    red: theme.palette.error.main,
  };
  const main = (color && named[color.toLowerCase()]) || color || theme.palette.text.secondary;
  // alpha() understands hex and rgb() only; any other CSS colour keeps a neutral background.
  const tint = /^(#|rgb)/.test(main) ? alpha(main, 0.1) : theme.palette.action.hover;
  return (
    <Chip
      size="small"
      label={text}
      sx={{
        bgcolor: tint,
        color: 'text.primary',
        fontWeight: 600,
        '&::before': {
          content: '""',
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: main,
          ml: 1,
          flexShrink: 0,
        },
        '& .MuiChip-label': { pl: 0.75 },
      }}
    />
  );
}

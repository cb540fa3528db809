import { Box, Stack, Typography } from '@mui/material';

/** A carrier's colour square and name; `compact` shows only the colour and the short name. */
export function CarrierMark({
  name,
  color,
  size = 'medium',
}: {
  name: string;
  color: string;
  size?: 'small' | 'medium' | 'large';
}) {
  const square = { small: 10, medium: 12, large: 16 }[size];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{ width: square, height: square, borderRadius: 0.75, bgcolor: color, flexShrink: 0 }}
      />
      <Typography
        component="span"
        noWrap
        sx={{
          fontWeight: 700,
          fontSize: { small: '0.8rem', medium: '0.9rem', large: '1rem' }[size],
          letterSpacing: '0.02em',
        }}
      >
        {name}
      </Typography>
    </Stack>
  );
}

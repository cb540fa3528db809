import { Box, Typography } from '@mui/material';

/** A carrier as its brand colour and display name, as the schedule and quote screens show it. */
export function CarrierMark({
  name,
  color,
  dense = false,
}: {
  name: string;
  color: string;
  dense?: boolean;
}) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }}>
      <Box
        aria-hidden
        sx={{
          width: dense ? 8 : 10,
          height: dense ? 8 : 10,
          borderRadius: '50%',
          bgcolor: color,
          flexShrink: 0,
        }}
      />
      <Typography
        component="span"
        variant={dense ? 'body2' : 'body1'}
        sx={{ fontWeight: 700, letterSpacing: '0.02em' }}
        noWrap
      >
        {name}
      </Typography>
    </Box>
  );
}

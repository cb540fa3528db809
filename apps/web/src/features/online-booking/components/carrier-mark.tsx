import { Box, Typography } from '@mui/material';

/** The carrier as a colour dot and its display name. */
export function CarrierMark({ name, color }: { name: string; color: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }}
      />
      <Typography component="span" sx={{ fontWeight: 700, letterSpacing: '0.02em', font: 'inherit' }} noWrap>
        {name}
      </Typography>
    </Box>
  );
}

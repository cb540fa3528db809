import { Box } from '@mui/material';

/** The carrier's colour marker (spec 002 §2): a dot in the carrier's colour, decorative beside its name. */
export function CarrierMarker({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 12,
        height: 12,
        borderRadius: '50%',
        bgcolor: color,
        flexShrink: 0,
        display: 'inline-block',
      }}
    />
  );
}

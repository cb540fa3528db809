import { Box, Typography } from '@mui/material';
import { CARRIERS, carrierDisplayName, type TCarrierOption } from '@portal/domain';

/** Display name and brand colour of a carrier id: the server's list first, the domain's list as fallback. */
export function carrierLook(id: string, carriers: readonly TCarrierOption[] | undefined) {
  const known = carriers?.find((c) => c.id === id) ?? CARRIERS.find((c) => c.id === id);
  return { name: known?.displayName ?? carrierDisplayName(id), color: known?.color ?? '#5b6675' };
}

/** The carrier as a colour dot and its display name. */
export function CarrierMark({ name, color }: { name: string; color: string }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} />
      <Typography component="span" sx={{ fontWeight: 700, letterSpacing: '0.02em' }} noWrap>
        {name}
      </Typography>
    </Box>
  );
}

import { Chip, Stack, Tooltip } from '@mui/material';
import type { TQuoteContainer } from '@portal/domain';
import { cargoLabel } from '../format.ts';

/** The cargo as chips, '2 × 20DC', with type, commodity and depot in the tooltip. */
export function CargoChips({
  containers,
  size = 'small',
}: {
  containers: readonly TQuoteContainer[];
  size?: 'small' | 'medium';
}) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {containers.map((line, i) => (
        <Tooltip
          key={`${line.containerType.id}-${i}`}
          title={[
            line.containerType.description,
            line.commodityType.name,
            line.pickupLocation && `Pickup: ${line.pickupLocation.name}, ${line.pickupLocation.city}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        >
          <Chip
            label={cargoLabel(line)}
            size={size}
            variant="outlined"
            sx={{ fontWeight: 600, borderRadius: 1.5, bgcolor: 'background.paper' }}
          />
        </Tooltip>
      ))}
    </Stack>
  );
}

import { Box, MenuItem, TextField } from '@mui/material';
import type { TCarrierOption } from '@portal/domain';
import { ALL_SHOWN, filterFieldSx } from './field-styles.ts';

interface Props {
  carriers: readonly TCarrierOption[];
  carrier: string | null;
  onChange: (carrier: string | null) => void;
  /** A staff member restricted to one carrier sees it applied and cannot change it. */
  locked?: boolean;
}

/** The carrier of a list's filter bar: 'All carriers' or one carrier with its colour dot. */
export function CarrierFilter({ carriers, carrier, onChange, locked = false }: Props) {
  return (
    <TextField
      select
      size="small"
      label="Carrier"
      value={carrier ?? ''}
      slotProps={ALL_SHOWN}
      disabled={locked}
      onChange={(event) => onChange(event.target.value || null)}
      sx={filterFieldSx}
    >
      <MenuItem value="">All carriers</MenuItem>
      {carriers.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          <Box
            component="span"
            aria-hidden
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: option.color, mr: 1, flexShrink: 0 }}
          />
          {option.displayName}
        </MenuItem>
      ))}
      {/* A linked carrier not (yet) among the options still shows what is applied. */}
      {carrier && !carriers.some((c) => c.id === carrier) && (
        <MenuItem value={carrier} sx={{ display: 'none' }}>
          {carrier}
        </MenuItem>
      )}
    </TextField>
  );
}

import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { Grid, TextField } from '@mui/material';
import { containerNumbersFor } from '@portal/domain';
import { DetailBox } from './detail-box.tsx';

export interface ContainerNumbersFieldProps {
  idPrefix: string;
  quantity: number;
  numbers: readonly string[];
  issues: Record<string, string>;
  onChange: (numbers: string[]) => void;
}

/** Shipper-owned lines: one container number per unit, following the quantity (000 §4, §5). */
export function ContainerNumbersField({
  idPrefix,
  quantity,
  numbers,
  issues,
  onChange,
}: ContainerNumbersFieldProps) {
  const slots = containerNumbersFor(quantity, numbers);
  return (
    <DetailBox icon={Inventory2OutlinedIcon} title="Container numbers (shipper owned)">
      {slots.map((value, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            id={`${idPrefix}-container-${i}`}
            label={`Container ${i + 1}`}
            fullWidth
            value={value === 'NOT AVAILABLE' ? '' : value}
            placeholder="e.g. MSKU1234565"
            onChange={(e) => onChange(slots.map((n, j) => (j === i ? e.target.value.toUpperCase() : n)))}
            error={Boolean(issues[`containerNumbers.${i}`])}
            helperText={issues[`containerNumbers.${i}`]}
            slotProps={{ htmlInput: { maxLength: 20, spellCheck: false } }}
          />
        </Grid>
      ))}
    </DetailBox>
  );
}

import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { ALL_SHOWN, filterFieldSx } from '../../../components/list-filters/index.ts';
import { PAYMENTS_TEXT } from '../texts.ts';

interface Props<T extends string> {
  label: string;
  value: readonly T[];
  options: readonly { value: T; label: string }[];
  onChange: (value: T[]) => void;
}

/** A filter of several values (statuses): none chosen reads 'Any'. */
export function MultiSelectFilter<T extends string>({ label, value, options, onChange }: Props<T>) {
  const labelOf = (v: T) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value as T[]}
      onChange={(event) => {
        const next = event.target.value as unknown as T[] | string;
        const list = (typeof next === 'string' ? next.split(',') : next) as T[];
        // Keep the options' order, so the address reads the same whatever the clicking order.
        onChange(options.map((o) => o.value).filter((v) => list.includes(v)));
      }}
      slotProps={{
        ...ALL_SHOWN,
        select: {
          ...ALL_SHOWN.select,
          multiple: true,
          renderValue: (selected) =>
            (selected as T[]).length === 0 ? PAYMENTS_TEXT.any : (selected as T[]).map(labelOf).join(', '),
        },
      }}
      sx={{ ...filterFieldSx, maxWidth: { sm: 240 } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} dense>
          <Checkbox size="small" checked={value.includes(option.value)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText>{option.label}</ListItemText>
        </MenuItem>
      ))}
    </TextField>
  );
}

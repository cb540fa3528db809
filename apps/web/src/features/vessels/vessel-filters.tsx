import { Box, Button, Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { BOOKING_CATEGORIES, DAY_FORMAT, fromIsoDate, toIsoDate, type BookingCategory } from '@portal/domain';
import { ALL_SHOWN, filterFieldSx } from '../../components/list-filters/index.ts';
import { VESSEL_TEXT } from './texts.ts';
import type { VesselFilters } from './vessel-params.ts';

interface Props {
  filters: VesselFilters;
  /** The carriers the filter offers (spec 002 §6: the user's own, all for a user without a list). */
  carriers: readonly { id: string; name: string }[];
  filtered: boolean;
  onChange: (changes: Partial<VesselFilters>) => void;
  onClear: () => void;
}

function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <DatePicker
      label={label}
      format={DAY_FORMAT}
      value={fromIsoDate(value)}
      onChange={(date) => {
        const day = toIsoDate(date);
        if (day) onChange(day);
      }}
      slotProps={{ textField: { size: 'small', sx: { ...filterFieldSx, width: { sm: 170 } } } }}
    />
  );
}

/** /vessel's filters (spec 002 §2): category, carriers and the ETS date range. */
export function VesselFiltersBar({ filters, carriers, filtered, onChange, onClear }: Props) {
  const nameOf = (id: string) => carriers.find((c) => c.id === id)?.name ?? id;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={VESSEL_TEXT.category}
        value={filters.category ?? ''}
        onChange={(event) => onChange({ category: (event.target.value || null) as BookingCategory | null })}
        slotProps={ALL_SHOWN}
        sx={{ ...filterFieldSx, maxWidth: { sm: 200 } }}
      >
        <MenuItem value="">{VESSEL_TEXT.allCategories}</MenuItem>
        {BOOKING_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={VESSEL_TEXT.carriers}
        value={filters.carriers}
        onChange={(event) => {
          const next = event.target.value as unknown as string[] | string;
          const list = typeof next === 'string' ? next.split(',') : next;
          onChange({ carriers: carriers.map((c) => c.id).filter((id) => list.includes(id)) });
        }}
        slotProps={{
          ...ALL_SHOWN,
          select: {
            ...ALL_SHOWN.select,
            multiple: true,
            renderValue: (selected) =>
              (selected as string[]).length === 0
                ? VESSEL_TEXT.ownCarriers
                : (selected as string[]).map(nameOf).join(', '),
          },
        }}
        sx={{ ...filterFieldSx, maxWidth: { sm: 260 } }}
      >
        {carriers.map((carrier) => (
          <MenuItem key={carrier.id} value={carrier.id} dense>
            <Checkbox size="small" checked={filters.carriers.includes(carrier.id)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText>{carrier.name}</ListItemText>
          </MenuItem>
        ))}
      </TextField>
      <DayField label={VESSEL_TEXT.from} value={filters.from} onChange={(from) => onChange({ from })} />
      <DayField label={VESSEL_TEXT.to} value={filters.to} onChange={(to) => onChange({ to })} />
      {filtered && (
        <Button size="small" color="inherit" onClick={onClear} sx={{ color: 'text.secondary' }}>
          {VESSEL_TEXT.reset}
        </Button>
      )}
    </Box>
  );
}

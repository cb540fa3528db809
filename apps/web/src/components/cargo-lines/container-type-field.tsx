import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { ContainerTypeOption } from '../../lib/reference-data.ts';

export interface ContainerTypeFieldProps {
  id: string;
  value: ContainerTypeOption | null;
  options: readonly ContainerTypeOption[];
  loading: boolean;
  onChange: (type: ContainerTypeOption) => void;
}

/** The ISO code of a type id: shipper-owned variants carry a suffix ('22G1-SO'). */
function isoCode(id: string): string {
  return id.replace(/-SO$/, '');
}

/** ISO container type, shown with the portal label and the description ('40RH · 45R1, 40' High Cube Reefer'). */
export function ContainerTypeField({ id, value, options, loading, onChange }: ContainerTypeFieldProps) {
  return (
    <Autocomplete
      id={id}
      options={options}
      value={value}
      loading={loading}
      autoHighlight
      disableClearable={value !== null}
      getOptionLabel={(t) => `${t.label} · ${isoCode(t.id)}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(list, { inputValue }) => {
        const needle = inputValue.trim().toLowerCase();
        if (!needle) return list;
        return list.filter((t) =>
          [t.id, t.label, t.description].some((text) => text.toLowerCase().includes(needle)),
        );
      }}
      onChange={(_e, type) => type && onChange(type)}
      renderOption={({ key, ...props }, t) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <Typography
            component="span"
            sx={{ fontWeight: 700, minWidth: 44, fontVariantNumeric: 'tabular-nums', color: 'primary.main' }}
          >
            {t.label}
          </Typography>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {t.description}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              ISO {isoCode(t.id)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Container type" required helperText={value?.description ?? ' '} />
      )}
    />
  );
}

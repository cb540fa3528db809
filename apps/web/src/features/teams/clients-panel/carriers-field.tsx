import { Autocomplete, Chip, TextField } from '@mui/material';
import { useCarriers } from '../../../lib/reference-data.ts';

export interface CarriersFieldProps {
  label: string;
  /** Null: every carrier. */
  value: string[] | null;
  onChange: (value: string[] | null) => void;
  helperText?: string;
  error?: boolean;
}

/** A multi-select of carriers where none chosen means every carrier, as the API reads a carrier list. */
export function CarriersField({ label, value, onChange, helperText, error }: CarriersFieldProps) {
  const carriers = useCarriers();
  const options = (carriers.data ?? []).map((c) => c.id);
  const name = (id: string) => carriers.data?.find((c) => c.id === id)?.displayName ?? id;
  return (
    <Autocomplete
      multiple
      options={options}
      value={value ?? []}
      onChange={(_, next) => onChange(next.length > 0 ? next : null)}
      getOptionLabel={name}
      loading={carriers.isPending}
      renderValue={(chosen, getItemProps) =>
        chosen.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={name(id)} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value?.length ? undefined : 'Every carrier'}
          helperText={helperText}
          error={error}
        />
      )}
    />
  );
}

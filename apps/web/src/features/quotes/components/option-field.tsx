import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useMemo, type Ref } from 'react';

export interface OptionFieldProps<T extends { id: string }> {
  id?: string;
  label: string;
  options: readonly T[];
  /** The chosen option's id, or null. */
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur?: () => void;
  getLabel: (option: T) => string;
  /** A second, quieter line under the option (e.g. a container type's description). */
  getDetail?: (option: T) => string;
  groupBy?: (option: T) => string;
  loading?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  helperText?: string;
  placeholder?: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
}

/** A type-ahead select over reference records, holding the record's id. */
export function OptionField<T extends { id: string }>({
  id,
  label,
  options,
  value,
  onChange,
  onBlur,
  getLabel,
  getDetail,
  groupBy,
  loading,
  inputRef,
  error,
  helperText,
  placeholder,
  size,
  disabled,
}: OptionFieldProps<T>) {
  const selected = useMemo(() => options.find((option) => option.id === value) ?? null, [options, value]);
  return (
    <Autocomplete<T>
      id={id}
      options={options}
      value={selected}
      onChange={(_event, next) => onChange(next?.id ?? null)}
      onBlur={onBlur}
      getOptionLabel={getLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      groupBy={groupBy}
      loading={loading}
      disabled={disabled}
      autoHighlight
      size={size}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {getLabel(option)}
            </Typography>
            {getDetail && (
              <Typography variant="caption" color="text.secondary" component="div" noWrap>
                {getDetail(option)}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={inputRef}
          placeholder={placeholder}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

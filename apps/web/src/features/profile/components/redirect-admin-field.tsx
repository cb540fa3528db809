import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { TUserSummary } from '@portal/domain';
import { fullName } from '../format.ts';

interface RedirectAdminFieldProps {
  options: TUserSummary[];
  value: TUserSummary | null;
  onChange: (value: TUserSummary | null) => void;
  onBlur: () => void;
  loading: boolean;
  required: boolean;
  error?: string | undefined;
}

/** 'Redirect to': the admin who receives my notifications while redirection is on. */
export function RedirectAdminField({
  options,
  value,
  onChange,
  onBlur,
  loading,
  required,
  error,
}: RedirectAdminFieldProps) {
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      onBlur={onBlur}
      loading={loading}
      getOptionLabel={fullName}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {fullName(option)}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {option.emailAddress}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Redirect to"
          required={required}
          error={Boolean(error)}
          helperText={
            error ?? (required ? 'The admin who receives your notifications while you are away.' : ' ')
          }
        />
      )}
    />
  );
}

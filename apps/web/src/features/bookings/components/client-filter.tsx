import { Autocomplete, Box, TextField } from '@mui/material';
import type { ClientOption } from '../api.ts';

interface Props {
  clients: readonly ClientOption[];
  clientId: string | null | undefined;
  onChange: (clientId: string | null) => void;
  /** The field's width from the small breakpoint on (each filter bar sizes its fields). */
  width: number;
}

/** The staff's client filter of the request and booking lists: a client by name, with its city and country. */
export function ClientFilter({ clients, clientId, onChange, width }: Props) {
  const client = clients.find((c) => c.id === clientId) ?? null;
  return (
    <Autocomplete<ClientOption>
      size="small"
      options={clients}
      value={client}
      onChange={(_event, next) => onChange(next?.id ?? null)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps}>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ fontWeight: 500 }}>{option.name}</Box>
            {option.city && (
              <Box sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
                {option.city}
                {option.countryCode ? `, ${option.countryCode}` : ''}
              </Box>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Client"
          placeholder="All clients"
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps?.inputLabel, shrink: true },
          }}
        />
      )}
      sx={{ minWidth: { xs: '100%', sm: width }, flex: { xs: 1, sm: '0 0 auto' } }}
    />
  );
}

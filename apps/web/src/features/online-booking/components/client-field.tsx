import { Autocomplete, TextField } from '@mui/material';
import type { ClientOption } from '../api.ts';
import type { BookingWizard } from '../hooks/use-booking-wizard.ts';

export interface ClientFieldProps {
  wizard: BookingWizard;
  clients: readonly ClientOption[];
  loading: boolean;
}

/** Staff booking on behalf of a client pick the client first. */
export function ClientField({ wizard, clients, loading }: ClientFieldProps) {
  const { draft, errors, update, fieldRef } = wizard;
  const value = clients.find((c) => c.id === draft.clientId) ?? null;
  return (
    <Autocomplete
      id="booking-client"
      options={clients}
      value={value}
      loading={loading}
      autoHighlight
      getOptionLabel={(c) => (c.city ? `${c.name}, ${c.city}` : c.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, client) => update({ clientId: client?.id ?? null })}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Client"
          inputRef={fieldRef('clientId')}
          error={Boolean(errors.clientId)}
          helperText={errors.clientId ?? 'The company this booking is for'}
        />
      )}
    />
  );
}

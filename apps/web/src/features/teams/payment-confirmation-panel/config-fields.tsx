import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { ConfigType, TCarrierOption, TClient } from '@portal/domain';
import { PortAutocomplete } from '../../../components/schedule-search-bar/index.ts';
import { CarrierPicker } from '../reassign-panel/pickers.tsx';
import type { ConfigFormValues } from './config-form.ts';
import { EmailChipsField, emailListError } from '../../../components/email-chips-field.tsx';

export interface ConfigField {
  key: string;
  label: string;
  /** The table column the field shows in: two lists of addresses, or the two clients, share one. */
  column: string;
  node: ReactNode;
}

/** The table's columns of each type, in order (the fields' `column`). */
export const CONFIG_COLUMNS: Record<ConfigType, string[]> = {
  CARRIER_SETTINGS: ['Carrier', 'Port of discharge', 'Contact To and CC'],
  CUSTOMER_SETTINGS: ['Carrier', 'Import/Export', 'Client and statistic client', 'Contacts'],
};

/** The first message of a field, or of the first wrong item of a list field. */
/**
 * The editable fields of a setting (spec 002 §2): carrier settings carrier, port of discharge, contactTo and
 * contactCC; customer settings carrier, Import/Export, client, statistic client and contacts. `idPrefix` keeps
 * the ids of each row's fields apart; `labelled` says whether each field shows its label (the add row) or is named
 * for screen readers by the table's column and the row (`rowName`).
 */
export function configFields<Out>({
  type,
  control,
  carriers,
  clients,
  idPrefix,
  rowName,
}: {
  type: ConfigType;
  control: Control<ConfigFormValues, unknown, Out>;
  carriers: readonly TCarrierOption[];
  clients: readonly TClient[];
  idPrefix: string;
  rowName?: string;
}): ConfigField[] {
  const named = (label: string) => (rowName ? `${label}, ${rowName}` : label);
  const carrier: ConfigField = {
    key: 'carrier',
    label: 'Carrier',
    column: 'Carrier',
    node: (
      <Controller
        control={control}
        name="carrierId"
        render={({ field, fieldState }) => (
          <CarrierPicker
            fullWidth
            label={named('Carrier')}
            carriers={carriers}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            sx={{ minWidth: 120 }}
          />
        )}
      />
    ),
  };
  const emails = (name: 'contactTo' | 'contactCc', label: string, column: string): ConfigField => ({
    key: name,
    label,
    column,
    node: (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <EmailChipsField
            label={named(label)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={emailListError(fieldState.error)}
            sx={{ minWidth: 170 }}
          />
        )}
      />
    ),
  });
  const clientPicker = (
    name: 'clientId' | 'statisticClientId',
    label: string,
    clearable: boolean,
  ): ConfigField => ({
    key: name,
    label,
    column: 'Client and statistic client',
    node: (
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            size="small"
            label={named(label)}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value === '' && clearable ? null : e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            sx={{ minWidth: 150 }}
          >
            {clearable && (
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
            )}
            {clients.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    ),
  });
  if (type === 'CARRIER_SETTINGS')
    return [
      carrier,
      {
        key: 'port',
        label: 'Port of discharge',
        column: 'Port of discharge',
        node: (
          <Controller
            control={control}
            name="portId"
            render={({ field, fieldState }) => (
              <PortAutocomplete
                id={`${idPrefix}-port`}
                label={named('Port of discharge')}
                value={field.value}
                onChange={(code) => field.onChange(code)}
                inputRef={field.ref}
                error={fieldState.error?.message ?? null}
              />
            )}
          />
        ),
      },
      emails('contactTo', 'Contact To', 'Contact To and CC'),
      emails('contactCc', 'Contact CC', 'Contact To and CC'),
    ];
  return [
    carrier,
    {
      key: 'category',
      label: 'Import/Export',
      column: 'Import/Export',
      node: (
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              size="small"
              label={named('Import/Export')}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              sx={{ minWidth: 120 }}
            >
              <MenuItem value="">
                <em>Both</em>
              </MenuItem>
              <MenuItem value="Import">Import</MenuItem>
              <MenuItem value="Export">Export</MenuItem>
            </TextField>
          )}
        />
      ),
    },
    clientPicker('clientId', 'Client', false),
    clientPicker('statisticClientId', 'Statistic client', true),
    emails('contactTo', 'Contacts', 'Contacts'),
  ];
}

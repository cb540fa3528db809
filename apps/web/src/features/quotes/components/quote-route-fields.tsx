import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Grid, InputAdornment, MenuItem, TextField } from '@mui/material';
import { startOfToday } from 'date-fns';
import { memo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { carrierDisplayName, DAY_FORMAT, fromIsoDate, toIsoDate, WEEK_OPTIONS } from '@portal/domain';
import { PortAutocomplete } from '../../../components/schedule-search-bar/index.ts';
import { focusDateField, LazyDatePicker } from '../../../lib/lazy-date-picker.tsx';
import type { QuoteFormValues } from '../get-quote/quote-form.ts';
import type { ClientOption } from '../reference-api.ts';
import { OptionField } from './option-field.tsx';

export interface QuoteRouteFieldsProps {
  control: Control<QuoteFormValues>;
  /** Staff ask on behalf of a client and choose it first; null for customers. */
  clients: { options: readonly ClientOption[]; loading: boolean } | null;
  /** The carriers a restricted visitor gets quotes from (000 §6, 001 §6); null: every carrier. */
  carriers: readonly string[] | null;
}

/** The carrier restriction, shown locked: one carrier is the one asked, several are the only ones asked. */
function LockedCarriers({ carriers }: { carriers: readonly string[] }) {
  const sole = carriers.length === 1;
  return (
    <TextField
      id="quote-carrier"
      label={sole ? 'Carrier' : 'Carriers'}
      value={carriers.map(carrierDisplayName).join(', ')}
      fullWidth
      helperText={sole ? 'The only carrier your account books with' : 'Quotes come from these carriers only'}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <LockOutlinedIcon fontSize="small" color="disabled" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Client (staff), origin, destination, earliest date and weeks: the first fields in the spec's order. */
export const QuoteRouteFields = memo(function QuoteRouteFields({
  control,
  clients,
  carriers,
}: QuoteRouteFieldsProps) {
  return (
    <Grid container spacing={2}>
      {clients && (
        <Grid size={12}>
          <Controller
            control={control}
            name="clientId"
            render={({ field, fieldState }) => (
              <OptionField
                id="quote-client"
                label="Client"
                options={clients.options}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                getLabel={(c) => c.name}
                getDetail={(c) => [c.city, c.countryCode].filter(Boolean).join(', ')}
                loading={clients.loading}
                error={fieldState.error?.message}
                helperText="The company you ask for quotes for."
              />
            )}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 6 }}>
        <Controller
          control={control}
          name="origin"
          render={({ field, fieldState }) => (
            <PortAutocomplete
              id="quote-origin"
              label="Origin port"
              value={field.value}
              onChange={(code) => field.onChange(code)}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Controller
          control={control}
          name="destination"
          render={({ field, fieldState }) => (
            <PortAutocomplete
              id="quote-destination"
              label="Destination port"
              value={field.value}
              onChange={(code) => field.onChange(code)}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 7, sm: 6 }}>
        <Controller
          control={control}
          name="date"
          render={({ field, fieldState }) => (
            <LazyDatePicker
              id="quote-date"
              label="Earliest date"
              format={DAY_FORMAT}
              value={fromIsoDate(field.value)}
              onChange={(date) => field.onChange(toIsoDate(date))}
              onBlur={field.onBlur}
              minDate={startOfToday()}
              // The field is a list of day, month and year sections: focus goes to the first one.
              rootRef={(root) => field.ref(root && { focus: () => focusDateField(root) })}
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 5, sm: 6 }}>
        <Controller
          control={control}
          name="weeks"
          render={({ field, fieldState }) => (
            <TextField
              select
              id="quote-weeks"
              label="Weeks"
              fullWidth
              value={field.value ?? ''}
              onChange={(event) => field.onChange(Number(event.target.value) || null)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {WEEK_OPTIONS.map((weeks) => (
                <MenuItem key={weeks} value={weeks}>
                  {weeks === 1 ? '1 week' : `${weeks} weeks`}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      {carriers && (
        <Grid size={12}>
          <LockedCarriers carriers={carriers} />
        </Grid>
      )}
    </Grid>
  );
});

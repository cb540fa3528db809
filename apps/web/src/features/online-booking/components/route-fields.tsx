import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Grid, InputAdornment, MenuItem, TextField } from '@mui/material';
import type { TCarrierOption } from '@portal/domain';
import { PortAutocomplete, portLabel, usePort } from '../../../components/schedule-search-bar/index.ts';
import type { BookingWizard } from '../hooks/use-booking-wizard.ts';
import { carrierLocked, validityOf } from '../wizard/draft.ts';
import { CarrierMark } from './carrier-mark.tsx';
import { ChooseSailing } from './chosen-sailing.tsx';

/** A port the chosen sailing fixed: shown, not edited (the server checks the sailing runs between them). */
function LockedPort({ id, label, code }: { id: string; label: string; code: string | null }) {
  const port = usePort(code);
  return (
    <TextField
      id={id}
      label={label}
      value={code ? portLabel(port.data ?? code) : ''}
      fullWidth
      helperText="Given by the chosen sailing"
      slotProps={{
        input: {
          readOnly: true,
          startAdornment: (
            <InputAdornment position="start">
              <PlaceOutlinedIcon fontSize="small" color="action" />
            </InputAdornment>
          ),
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

export interface RouteFieldsProps {
  wizard: BookingWizard;
  carriers: readonly TCarrierOption[];
}

/** Origin and destination ports and the carrier (001 §5 step 1); locked where sailing or quote give them. */
export function RouteFields({ wizard, carriers }: RouteFieldsProps) {
  const { draft, errors, update, fieldRef } = wizard;
  const fromSailing = draft.schedule !== null;
  const locked = carrierLocked(draft, wizard.soleCarrier);
  const lockReason = draft.schedule
    ? 'Given by the chosen sailing'
    : draft.quote
      ? `Given by quote ${draft.quote.id}`
      : wizard.soleCarrier
        ? 'The only carrier your account books with'
        : undefined;
  // A carrier given by a sailing or quote is shown even if it is not in the visitor's list.
  const options =
    draft.carrierId && !carriers.some((c) => c.id === draft.carrierId)
      ? [
          ...carriers,
          {
            id: draft.carrierId,
            name: draft.carrierId,
            displayName: draft.carrierId,
            color: '#5b6675',
            disabled: false,
          },
        ]
      : carriers;

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        {fromSailing ? (
          <LockedPort id="booking-origin" label="Origin port" code={draft.origin} />
        ) : (
          <PortAutocomplete
            id="booking-origin"
            label="Origin port"
            value={draft.origin}
            onChange={(code) => update({ origin: code })}
            inputRef={fieldRef('origin')}
            error={errors.origin}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {fromSailing ? (
          <LockedPort id="booking-destination" label="Destination port" code={draft.destination} />
        ) : (
          <PortAutocomplete
            id="booking-destination"
            label="Destination port"
            value={draft.destination}
            onChange={(code) => update({ destination: code })}
            inputRef={fieldRef('destination')}
            error={errors.destination}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          select
          id="booking-carrier"
          label="Carrier"
          fullWidth
          value={draft.carrierId ?? ''}
          onChange={(e) => update({ carrierId: e.target.value || null })}
          disabled={locked}
          inputRef={fieldRef('carrierId')}
          error={Boolean(errors.carrierId)}
          helperText={errors.carrierId ?? lockReason}
          slotProps={{
            input: locked
              ? {
                  endAdornment: (
                    <InputAdornment position="end" sx={{ mr: 3 }}>
                      <LockOutlinedIcon fontSize="small" color="disabled" />
                    </InputAdornment>
                  ),
                }
              : undefined,
          }}
        >
          {options.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              <CarrierMark name={c.displayName} color={c.color} />
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {!fromSailing && draft.origin && draft.destination && draft.carrierId && (
        <Grid size={12}>
          <ChooseSailing
            lane={{
              origin: draft.origin,
              destination: draft.destination,
              carrierId: draft.carrierId,
              date: wizard.today,
            }}
            carrierName={options.find((c) => c.id === draft.carrierId)?.displayName ?? draft.carrierId}
            quote={draft.quote ? { id: draft.quote.id, validity: validityOf(draft.quote) } : null}
          />
        </Grid>
      )}
    </Grid>
  );
}

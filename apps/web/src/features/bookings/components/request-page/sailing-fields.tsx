import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { Button, Grid, MenuItem, TextField, Typography } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import {
  DATE_TIME_FORMAT,
  formatPortTime,
  hasInternalBl,
  type TBookingRequestDetail,
  type TScheduleRoute,
} from '@portal/domain';
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useCarriers } from '../../api.ts';
import { FormTextField } from './form-text-field.tsx';
import { fromPortWallClock, portWallClock, todayIso } from './port-clock.ts';
import { ScheduleDialog } from './schedule-dialog.tsx';
import type { RequestEditor, RequestForm } from './use-request-editor.ts';

function PortTimeField({
  name,
  label,
  offset,
}: {
  name: 'etd' | 'eta';
  label: string;
  offset: number | null;
}) {
  const { field, fieldState } = useController<RequestForm, 'etd' | 'eta'>({ name });
  return (
    <DateTimePicker
      label={label}
      value={portWallClock(field.value, offset)}
      onChange={(date) => field.onChange(fromPortWallClock(date, offset))}
      format={DATE_TIME_FORMAT}
      ampm={false}
      inputRef={field.ref}
      slotProps={{
        textField: {
          size: 'small',
          fullWidth: true,
          name,
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message ?? 'Port time',
        },
      }}
    />
  );
}

function CarrierField() {
  const carriers = useCarriers();
  const { setValue } = useFormContext<RequestForm>();
  const { field, fieldState } = useController<RequestForm, 'carrierId'>({ name: 'carrierId' });
  return (
    <TextField
      select
      label="Carrier"
      size="small"
      fullWidth
      value={carriers.data ? field.value : ''}
      inputRef={field.ref}
      onChange={(e) => {
        field.onChange(e.target.value);
        // The internal B/L number exists only for HSG (spec 000 §3).
        if (!hasInternalBl(e.target.value)) setValue('intBlNumber', '', { shouldDirty: true });
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      {(carriers.data ?? []).map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.displayName || c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The sailing while editing: carrier, vessel, voyage and the itinerary dates (staff), and the schedule chosen in
 * 'Choose the schedule that best suits your needs' (everyone who may edit), which fills them all.
 */
export function SailingFields({ detail, editor }: { detail: TBookingRequestDetail; editor: RequestEditor }) {
  const { setValue } = useFormContext<RequestForm>();
  const [choosing, setChoosing] = useState(false);
  const [carrierId, schedule] = useWatch<RequestForm, ['carrierId', 'schedule']>({
    name: ['carrierId', 'schedule'],
  });
  const staff = editor.may('vessel');
  const { portOfLoading, portOfDischarge } = detail.itinerary;

  const choose = (route: TScheduleRoute) => {
    const dirty = { shouldDirty: true, shouldValidate: true };
    setValue('schedule', route, dirty);
    if (staff) {
      setValue('carrierId', route.origin.carrierId, dirty);
      setValue('vessel', route.origin.vessel.name, dirty);
      setValue('voyage', route.origin.voyageNumber, dirty);
      setValue('etd', route.origin.departure, dirty);
      setValue('eta', route.destination.arrival, dirty);
    }
    setChoosing(false);
  };

  return (
    <>
      {staff && (
        <>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <CarrierField />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField name="vessel" label="Vessel" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField name="voyage" label="Voyage" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PortTimeField
              name="etd"
              label={`ETS ${portOfLoading.port.name}`}
              offset={portOfLoading.utcOffsetMinutes}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PortTimeField
              name="eta"
              label={`ETA ${portOfDischarge.port.name}`}
              offset={portOfDischarge.utcOffsetMinutes}
            />
          </Grid>
        </>
      )}
      <Grid size={12} sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<EventAvailableOutlinedIcon />}
          onClick={() => setChoosing(true)}
        >
          Choose schedule
        </Button>
        <Typography variant="body2" color="text.secondary">
          {schedule
            ? `New sailing: ${schedule.origin.vessel.name} / ${schedule.origin.voyageNumber}, ETS ${formatPortTime(
                schedule.origin.departure,
                schedule.origin.utcOffsetMinutes,
              )}`
            : 'Pick one of the carrier’s sailings on this lane.'}
        </Typography>
      </Grid>
      {choosing && (
        <ScheduleDialog
          lane={{
            origin: detail.origin.id,
            destination: detail.destination.id,
            carrierId: carrierId || detail.carrier.id,
            date: todayIso(),
          }}
          quote={
            detail.quoteValidity && detail.quoteNumber !== null
              ? { id: detail.quoteNumber, validity: detail.quoteValidity }
              : null
          }
          onChoose={choose}
          onClose={() => setChoosing(false)}
        />
      )}
    </>
  );
}

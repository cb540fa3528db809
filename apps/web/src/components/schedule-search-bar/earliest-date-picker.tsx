import { Box } from '@mui/material';
import { DatePicker, PickerDay, type PickerDayProps } from '@mui/x-date-pickers';
import { DAY_FORMAT, isoWeekLabel } from '@portal/domain';
import { DateLocalization } from '../../lib/date-localization.tsx';
import type { EarliestDateFieldProps } from './earliest-date-field.tsx';

/** A calendar day; Sundays carry their ISO week number beside them (spec 000 §2), like a week column. */
function WeekNumberDay(props: PickerDayProps) {
  const week = props.outsideCurrentMonth ? null : isoWeekLabel(props.day as Date);
  if (!week) return <PickerDay {...props} />;
  return (
    <PickerDay {...props} sx={{ position: 'relative', overflow: 'visible' }}>
      {(props.day as Date).getDate()}
      <Box
        component="span"
        aria-hidden
        data-testid="iso-week"
        sx={{
          position: 'absolute',
          left: 'calc(100% + 3px)',
          top: '50%',
          transform: 'translateY(-50%)',
          fontSize: '0.625rem',
          fontWeight: 600,
          color: 'text.secondary',
          pointerEvents: 'none',
          whiteSpace: 'nowrap',
        }}
      >
        {week}
      </Box>
    </PickerDay>
  );
}

/**
 * The Earliest Date picker: day.month with the year (the domain's DAY_FORMAT), as every date field of the search
 * bars and filters reads, so a date past New Year is not mistaken; the calendar marks ISO weeks on Sundays.
 * Loaded on demand by EarliestDateField, with the pickers' localization.
 */
export function EarliestDatePicker({
  label,
  value,
  onChange,
  onAccept,
  open,
  onOpenChange,
  error,
  autoFocus,
}: EarliestDateFieldProps & { autoFocus?: boolean }) {
  return (
    <DateLocalization>
      <DatePicker
        autoFocus={autoFocus}
        label={label}
        format={DAY_FORMAT}
        value={value}
        onChange={(date) => onChange(date)}
        onAccept={(date) => onAccept(date)}
        open={open}
        onOpen={() => onOpenChange(true)}
        onClose={() => onOpenChange(false)}
        slots={{ day: WeekNumberDay }}
        slotProps={{
          textField: { fullWidth: true, error: Boolean(error), helperText: error || undefined },
          // Room on the right of the day grid for the week numbers beside Sundays.
          layout: {
            sx: {
              '& .MuiDateCalendar-root': { width: 344 },
              '& .MuiDayCalendar-header, & .MuiDayCalendar-weekContainer': { pr: 3 },
            },
          },
        }}
      />
    </DateLocalization>
  );
}

import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateLocalization } from './date-localization.tsx';
import type { LazyDatePickerProps } from './lazy-date-picker.tsx';

/** The real picker behind LazyDatePicker, loaded on demand with the pickers' localization. */
export function LoadedDatePicker({
  id,
  label,
  format,
  value,
  onChange,
  onBlur,
  minDate,
  maxDate,
  disablePast,
  fullWidth,
  required,
  error,
  helperText,
  rootRef,
  size,
  sx,
  clearable,
  autoFocus,
  open,
  onOpenChange,
}: LazyDatePickerProps & { autoFocus: boolean; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DateLocalization>
      <DatePicker
        ref={rootRef}
        autoFocus={autoFocus}
        label={label}
        format={format}
        value={value}
        onChange={(date) => onChange(date)}
        minDate={minDate}
        maxDate={maxDate}
        disablePast={disablePast}
        open={open}
        onOpen={() => onOpenChange(true)}
        onClose={() => onOpenChange(false)}
        slotProps={{
          textField: { id, fullWidth, required, onBlur, error, helperText, size, sx },
          field: { clearable },
        }}
      />
    </DateLocalization>
  );
}

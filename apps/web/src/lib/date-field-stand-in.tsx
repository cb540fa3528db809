import {
  IconButton,
  InputAdornment,
  TextField,
  type InputBaseComponentProps,
  type SxProps,
  type Theme,
} from '@mui/material';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { format as formatDate, isValid } from 'date-fns';
import { forwardRef, useId, type ReactNode, type Ref } from 'react';

export interface DateFieldStandInProps {
  /** The real field's id (the stand-in's label points at it the same way); a generated one when left out. */
  id?: string;
  label: ReactNode;
  value: Date | null;
  /** The real field's date-fns pattern, e.g. the domain's DAY_FORMAT. */
  format: string;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  required?: boolean;
  /** The field's outer element, as the real picker's `ref` gives it (to move the focus into it). */
  rootRef?: Ref<HTMLDivElement>;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** The pointer came over it, or focus or a touch arrived: time to fetch the real field. */
  onWake: () => void;
  /** Focus entered (true) or left (false): the real field takes the focus over when it arrives. */
  onFocusChange: (focused: boolean) => void;
  /** The calendar button was pressed, or the field tapped on a touch screen (where the real one opens then). */
  onOpen: () => void;
}

/**
 * The value as text in the input's place and box, like the picker's field shows its sections (an input element
 * would keep the text out of the group's accessible content).
 */
const ShownValue = forwardRef<HTMLDivElement, InputBaseComponentProps>(function ShownValue(
  { value, className, id, onFocus, onBlur },
  ref,
) {
  return (
    <div ref={ref} id={id} className={className} tabIndex={0} onFocus={onFocus} onBlur={onBlur}>
      {String(value ?? '')}
    </div>
  );
});

/**
 * What a MUI date picker's field looks like (an outlined field with the label, the date in the picker's pattern
 * and the calendar button, an accessible group named by the label), built from the text field every form
 * already loads. The picker, its own field, the calendar and the date adapter load when the visitor reaches for
 * it; the real field then takes this one's place without anything moving.
 */
export function DateFieldStandIn({
  id: givenId,
  label,
  value,
  format,
  error = false,
  helperText,
  fullWidth,
  required,
  rootRef,
  size,
  sx,
  onWake,
  onFocusChange,
  onOpen,
}: DateFieldStandInProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const text = value && isValid(value) ? formatDate(value, format) : '';
  const touch = () =>
    typeof window.matchMedia === 'function' && !window.matchMedia('(pointer: fine)').matches;
  return (
    <TextField
      ref={rootRef}
      id={id}
      label={label}
      value={text}
      error={error}
      helperText={helperText}
      fullWidth={fullWidth}
      required={required}
      size={size}
      sx={sx}
      onPointerEnter={onWake}
      onTouchStart={onWake}
      onFocus={() => {
        onWake();
        onFocusChange(true);
      }}
      onBlur={() => onFocusChange(false)}
      onClick={() => {
        if (touch()) onOpen();
      }}
      slotProps={{
        // Said outright: the text field learns "filled" from an input element's value, which this one has not.
        inputLabel: { shrink: text !== '' },
        input: {
          inputComponent: ShownValue,
          role: 'group',
          'aria-labelledby': `${id}-label`,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={text ? `Choose date, selected date is ${text}` : 'Choose date'}
                onClick={onOpen}
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

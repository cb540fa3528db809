import type { SxProps, Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { DateFieldStandIn } from './date-field-stand-in.tsx';
import { lazyModule, useLazyModule } from './lazy-module.ts';

export interface LazyDatePickerProps {
  /** The text field's id. */
  id?: string;
  label: string;
  /** The date-fns pattern, e.g. the domain's DAY_FORMAT. */
  format: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  onBlur?: () => void;
  minDate?: Date;
  /** The latest day the calendar offers (a range that may not start after today). */
  maxDate?: Date;
  disablePast?: boolean;
  fullWidth?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** The field's outer element (a form library's ref moves the focus into it, see focusDateField). */
  rootRef?: (root: HTMLDivElement | null) => void;
  /** The text field's size and style (a filter bar's small fields). */
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** The real field shows a clear button (a filter that may be emptied). */
  clearable?: boolean;
}

// A MUI date picker with its calendar and date adapter is a large part of a form page's code: it loads when the
// visitor reaches for the field (pointer, focus, touch).
const picker = lazyModule(() => import('./loaded-date-picker.tsx'));

/** Moves the focus into a date field's root: the picker's first section, or the stand-in's value. */
export function focusDateField(root: HTMLElement): void {
  root.querySelector<HTMLElement>('[role="spinbutton"], [tabindex="0"]')?.focus();
}

/**
 * A MUI DatePicker (with the pickers' localization) that costs nothing until it is reached for: until then a
 * stand-in drawn with the text field every form already loads shows the same label, value and error in the same
 * place (lib/date-field-stand-in.tsx); the real picker takes its place without anything moving and keeps the focus.
 */
export function LazyDatePicker(props: LazyDatePickerProps) {
  const [module, wake] = useLazyModule(picker);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  if (module) {
    return <module.LoadedDatePicker {...props} autoFocus={focused} open={open} onOpenChange={setOpen} />;
  }
  return (
    <DateFieldStandIn
      id={props.id}
      label={props.label}
      value={props.value}
      format={props.format}
      error={props.error}
      helperText={props.helperText}
      fullWidth={props.fullWidth}
      required={props.required}
      rootRef={props.rootRef}
      size={props.size}
      sx={props.sx}
      onWake={wake}
      onFocusChange={(now) => {
        setFocused(now);
        if (!now) props.onBlur?.();
      }}
      onOpen={() => {
        wake();
        setOpen(true);
      }}
    />
  );
}

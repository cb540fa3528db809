import { IconButton, InputAdornment } from '@mui/material';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import type { PickersSectionElement } from '@mui/x-date-pickers/PickersSectionList';
import { PickersTextField } from '@mui/x-date-pickers/PickersTextField';
import { format as formatDate, isValid } from 'date-fns';
import { useRef, type ReactNode } from 'react';

export interface DateFieldStandInProps {
  label: ReactNode;
  value: Date | null;
  /** The real field's date-fns pattern, e.g. the domain's DAY_FORMAT. */
  format: string;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  /** The pointer came over it, or focus or a touch arrived: time to fetch the real field. */
  onWake: () => void;
  /** Focus entered (true) or left (false): the real field takes the focus over when it arrives. */
  onFocusChange: (focused: boolean) => void;
  /** The calendar button was pressed, or the field tapped on a touch screen (where the real one opens then). */
  onOpen: () => void;
}

const noop = () => undefined;

/** The pattern's sections (dd, MM, yyyy) with the separators after them, as the real field shows them. */
function sectionsOf(pattern: string, value: Date | null): PickersSectionElement[] {
  const tokens = pattern.split(/([A-Za-z]+)/).filter(Boolean);
  const elements: PickersSectionElement[] = [];
  let before = '';
  for (const token of tokens) {
    if (!/^[A-Za-z]/.test(token)) {
      const last = elements.at(-1);
      if (last) last.after = { children: token };
      else before += token;
      continue;
    }
    elements.push({
      container: {},
      content: {
        children: value ? formatDate(value, token) : token.toUpperCase(),
        // Reached by Tab where the real field's first section is; focusing it brings the real field.
        tabIndex: elements.length === 0 ? 0 : -1,
        'data-range-position': undefined,
      },
      before: { children: elements.length === 0 ? before : '' },
      after: { children: '' },
    });
  }
  return elements;
}

/**
 * What a MUI date picker's field looks like, drawn with the picker's own text field (PickersTextField: same
 * frame, label, sections and calendar button, same accessible group) but without the picker, its calendar and
 * the date adapter, which load when the visitor reaches for the field. Nothing moves when the real one replaces it.
 */
export function DateFieldStandIn({
  label,
  value,
  format,
  error = false,
  helperText,
  fullWidth,
  onWake,
  onFocusChange,
  onOpen,
}: DateFieldStandInProps) {
  const sectionListRef = useRef(null);
  const shown = value && isValid(value) ? value : null;
  const text = shown ? formatDate(shown, format) : '';
  const touch = () =>
    typeof window.matchMedia === 'function' && !window.matchMedia('(pointer: fine)').matches;
  return (
    <PickersTextField
      label={label}
      elements={sectionsOf(format, shown)}
      areAllSectionsEmpty={!shown}
      sectionListRef={sectionListRef}
      contentEditable={false}
      value={text}
      onChange={noop}
      readOnly
      error={error}
      helperText={helperText}
      fullWidth={fullWidth}
      disabled={false}
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
      onMouseDown={noop}
      onKeyDown={noop}
      onInput={noop}
      onPaste={noop}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={text ? `Choose date, selected date is ${text}` : 'Choose date'}
            onClick={onOpen}
          >
            <CalendarIcon />
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

import { useEffect, useState } from 'react';
import { DAY_FORMAT } from '@portal/domain';
import { DateFieldStandIn } from '../../lib/date-field-stand-in.tsx';
import { lazyModule, useLazyModule } from '../../lib/lazy-module.ts';

export interface EarliestDateFieldProps {
  label: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  /** Called when a date was picked in the calendar (the picker closes then). */
  onAccept: (date: Date | null) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  error?: string | null;
}

// The date picker, its calendar and date adapter are a third of the landing page's code: they load when the
// visitor reaches for the field (pointer, focus, touch) or the search bar opens the calendar.
const picker = lazyModule(() => import('./earliest-date-picker.tsx'));

/**
 * The Earliest Date field: day.month with the year (the domain's DAY_FORMAT), as every date field of the search
 * bars and filters reads; the calendar marks ISO weeks on Sundays. Until the picker has loaded, a stand-in drawn
 * with the picker's own text field shows the same value in the same place.
 */
export function EarliestDateField(props: EarliestDateFieldProps) {
  const [module, wake] = useLazyModule(picker);
  const [focused, setFocused] = useState(false);
  const { open, onOpenChange } = props;
  useEffect(() => {
    if (open) wake();
  }, [open, wake]);
  if (module) return <module.EarliestDatePicker {...props} autoFocus={focused} />;
  return (
    <DateFieldStandIn
      label={props.label}
      value={props.value}
      format={DAY_FORMAT}
      error={Boolean(props.error)}
      helperText={props.error || undefined}
      fullWidth
      onWake={wake}
      onFocusChange={setFocused}
      onOpen={() => onOpenChange(true)}
    />
  );
}

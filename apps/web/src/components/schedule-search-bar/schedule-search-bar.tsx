import SearchIcon from '@mui/icons-material/Search';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import { useRef, useState } from 'react';
import {
  firstMissingSearchField,
  fromIsoDate,
  nextEmptySearchField,
  SCHEDULE_TEXT,
  SHORTCUTS,
  toIsoDate,
  WEEK_OPTIONS,
  type ScheduleSearchField,
  type ScheduleSearchValues,
} from '@portal/domain';
import { useShortcut } from '../../lib/shortcuts.ts';
import { EarliestDateField } from './earliest-date-field.tsx';
import { PortAutocomplete } from './port-autocomplete.tsx';

/** A complete search: every field of the bar has a value. */
export interface CompleteScheduleSearch {
  origin: string;
  destination: string;
  date: string;
  weeks: number;
}

export interface ScheduleSearchBarProps {
  /** Values to start from; when they change (e.g. the page address), the bar shows them. */
  initial: ScheduleSearchValues;
  onSearch: (search: CompleteScheduleSearch) => void;
  /** Messages under fields, e.g. the server's answer to an unknown port. */
  errors?: Partial<Record<ScheduleSearchField, string>>;
  searching?: boolean;
}

const sameValues = (a: ScheduleSearchValues, b: ScheduleSearchValues) =>
  a.origin === b.origin && a.destination === b.destination && a.date === b.date && a.weeks === b.weeks;

/**
 * Origin port, Destination port, Earliest Date, Weeks and Search (spec 000 §2). Search checks the fields in the
 * order origin, destination, date, weeks and focuses or opens the first missing one instead of searching; after
 * a value is chosen focus moves on to the next empty field. 'g s' focuses the origin.
 */
export function ScheduleSearchBar({ initial, onSearch, errors, searching }: ScheduleSearchBarProps) {
  const [values, setValues] = useState<ScheduleSearchValues>(initial);
  const [shownInitial, setShownInitial] = useState(initial);
  if (!sameValues(initial, shownInitial)) {
    setShownInitial(initial);
    setValues(initial);
  }
  const [dateOpen, setDateOpen] = useState(false);
  const [weeksOpen, setWeeksOpen] = useState(false);
  const originRef = useRef<HTMLInputElement>(null);
  const destinationRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLButtonElement>(null);

  useShortcut(SHORTCUTS.focusScheduleOrigin, () => originRef.current?.focus());

  const attend = (field: ScheduleSearchField | null) => {
    // After the current event (a closing list or calendar hands focus back to its field first).
    setTimeout(() => {
      if (field === 'origin') originRef.current?.focus();
      else if (field === 'destination') destinationRef.current?.focus();
      else if (field === 'date') setDateOpen(true);
      else if (field === 'weeks') setWeeksOpen(true);
      else searchRef.current?.focus();
    }, 0);
  };

  const choose = (field: ScheduleSearchField, patch: Partial<ScheduleSearchValues>, moveOn: boolean) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (moveOn && next[field] !== null) attend(nextEmptySearchField(next, field));
  };

  const submit = () => {
    const missing = firstMissingSearchField(values);
    if (missing) return attend(missing);
    onSearch(values as CompleteScheduleSearch);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Schedule search"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 1.5 },
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0,1fr) minmax(0,1fr)',
          sm: 'minmax(0,1fr) auto minmax(0,1fr) minmax(0,1fr)',
          md: 'minmax(0,1.35fr) auto minmax(0,1.35fr) minmax(0,0.8fr) minmax(0,0.7fr) auto',
        },
        gridTemplateAreas: {
          xs: '"origin origin" "destination destination" "date weeks" "search search"',
          sm: '"origin swap destination destination" "date date weeks search"',
          md: '"origin swap destination date weeks search"',
        },
      }}
    >
      <Box sx={{ gridArea: 'origin' }}>
        <PortAutocomplete
          id="schedule-origin"
          label={SCHEDULE_TEXT.origin}
          value={values.origin}
          inputRef={originRef}
          error={errors?.origin}
          onChange={(origin, chosen) => choose('origin', { origin }, chosen)}
        />
      </Box>
      <Box sx={{ gridArea: 'swap', display: { xs: 'none', sm: 'flex' }, height: 56, alignItems: 'center' }}>
        <Tooltip title="Swap origin and destination">
          <IconButton
            aria-label="Swap origin and destination"
            size="small"
            onClick={() => setValues({ ...values, origin: values.destination, destination: values.origin })}
          >
            <SwapHorizIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ gridArea: 'destination' }}>
        <PortAutocomplete
          id="schedule-destination"
          label={SCHEDULE_TEXT.destination}
          value={values.destination}
          inputRef={destinationRef}
          error={errors?.destination}
          onChange={(destination, chosen) => choose('destination', { destination }, chosen)}
        />
      </Box>
      <Box sx={{ gridArea: 'date' }}>
        <EarliestDateField
          label={SCHEDULE_TEXT.earliestDate}
          value={fromIsoDate(values.date)}
          onChange={(date) => setValues((v) => ({ ...v, date: toIsoDate(date) }))}
          onAccept={(date) => choose('date', { date: toIsoDate(date) }, true)}
          open={dateOpen}
          onOpenChange={setDateOpen}
          error={errors?.date}
        />
      </Box>
      <Box sx={{ gridArea: 'weeks' }}>
        <TextField
          select
          fullWidth
          id="schedule-weeks"
          label={SCHEDULE_TEXT.weeks}
          value={values.weeks ?? ''}
          error={Boolean(errors?.weeks)}
          helperText={errors?.weeks}
          onChange={(event) => choose('weeks', { weeks: Number(event.target.value) }, true)}
          slotProps={{
            select: { open: weeksOpen, onOpen: () => setWeeksOpen(true), onClose: () => setWeeksOpen(false) },
          }}
        >
          {WEEK_OPTIONS.map((weeks) => (
            <MenuItem key={weeks} value={weeks}>
              {weeks === 1 ? '1 week' : `${weeks} weeks`}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ gridArea: 'search' }}>
        <Button
          ref={searchRef}
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={searching}
          loadingPosition="start"
          startIcon={<SearchIcon />}
          sx={{ height: 56, px: 3.5, whiteSpace: 'nowrap' }}
        >
          {SCHEDULE_TEXT.search}
        </Button>
      </Box>
    </Box>
  );
}

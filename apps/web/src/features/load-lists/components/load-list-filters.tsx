import { Autocomplete, Box, Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import {
  actorOfSession,
  handledCarriers,
  LOAD_LIST_DAY_FORMAT,
  type TLoadListQuery,
  type TPortOption,
} from '@portal/domain';
import { format, parseISO } from 'date-fns';
import { useMemo, useState } from 'react';
import { ALL_SHOWN, filterFieldSx } from '../../../components/list-filters/index.ts';
import { usePort, usePortSearch } from '../../../components/schedule-search-bar/ports-api.ts';
import { LazyDatePicker } from '../../../lib/lazy-date-picker.tsx';
import { useCarriers } from '../../../lib/reference-data.ts';
import { useSession } from '../../../lib/session.ts';

export type LoadListFilter = Required<Pick<TLoadListQuery, 'from' | 'to'>> &
  Pick<TLoadListQuery, 'carriers' | 'pol'>;

interface Props {
  filter: LoadListFilter;
  onChange: (changes: Partial<LoadListFilter>) => void;
}

const day = (d: Date | null) => (d && !Number.isNaN(d.getTime()) ? format(d, 'yyyy-MM-dd') : null);

/**
 * Spec 002 §2: carriers (only the user's own; all for a user without a list), origin port and the ETS range,
 * whose start is at most today ("latest date is today").
 */
export function LoadListFilters({ filter, onChange }: Props) {
  const { session } = useSession();
  const carriers = useCarriers();
  const own = handledCarriers(actorOfSession(session));
  const offered = useMemo(
    () => (carriers.data ?? []).filter((c) => !c.disabled && (!own || own.includes(c.id))),
    [carriers.data, own],
  );
  const chosen = filter.carriers ?? [];
  return (
    // Two to a row on a phone (the dates), as the other filter bars; the carriers and the port take a row each there.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, rowGap: 2 }}>
      <TextField
        select
        size="small"
        label="Carriers"
        value={chosen}
        onChange={(event) => {
          const next = event.target.value as unknown as string[] | string;
          const list = typeof next === 'string' ? next.split(',') : next;
          onChange({
            carriers: list.length ? offered.map((c) => c.id).filter((id) => list.includes(id)) : undefined,
          });
        }}
        slotProps={{
          ...ALL_SHOWN,
          select: {
            ...ALL_SHOWN.select,
            multiple: true,
            renderValue: (value) => {
              const ids = value as string[];
              if (ids.length === 0) return own ? 'My carriers' : 'All carriers';
              return ids.map((id) => offered.find((c) => c.id === id)?.displayName ?? id).join(', ');
            },
          },
        }}
        sx={filterFieldSx}
      >
        {offered.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            <Checkbox size="small" checked={chosen.includes(c.id)} sx={{ p: 0.5, mr: 1 }} />
            <Box
              component="span"
              aria-hidden
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: c.color, mr: 1, flexShrink: 0 }}
            />
            <ListItemText primary={c.displayName} />
          </MenuItem>
        ))}
      </TextField>
      <OriginPortFilter value={filter.pol ?? null} onChange={(pol) => onChange({ pol: pol ?? undefined })} />
      <LazyDatePicker
        label="ETS from"
        format={LOAD_LIST_DAY_FORMAT}
        size="small"
        value={parseISO(filter.from)}
        maxDate={new Date()}
        onChange={(d) => {
          const from = day(d);
          if (from) onChange(from > filter.to ? { from, to: from } : { from });
        }}
        sx={filterFieldSx}
      />
      <LazyDatePicker
        label="ETS to"
        format={LOAD_LIST_DAY_FORMAT}
        size="small"
        value={parseISO(filter.to)}
        minDate={parseISO(filter.from)}
        onChange={(d) => {
          const to = day(d);
          if (to) onChange({ to });
        }}
        sx={filterFieldSx}
      />
    </Box>
  );
}

/** The origin port (POL): a port looked up by code or name; the address keeps its UN/LOCODE. */
function OriginPortFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (pol: string | null) => void;
}) {
  const [text, setText] = useState('');
  const search = usePortSearch(text.trim(), text.trim().length >= 2);
  const current = usePort(value);
  const selected: TPortOption | null = value ? (current.data ?? null) : null;
  const options = search.data ?? [];
  return (
    <Autocomplete
      size="small"
      options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
      value={selected}
      onChange={(_event, port) => onChange(port?.id ?? null)}
      onInputChange={(_event, next) => setText(next)}
      getOptionLabel={(port) => `${port.name} (${port.id})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      noOptionsText={text.trim().length < 2 ? 'Type 2 letters of a port' : 'No port found'}
      loading={search.isFetching}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Origin port"
          placeholder="All ports"
          // Keep the Autocomplete's own slot props (the input's ref, class and popup button): replacing them drops
          // the small size and the arrow.
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps?.inputLabel, shrink: true },
          }}
        />
      )}
      // Wide enough for a port's name and code ("Port Klang (MYPKG)") beside the arrow and the clear button.
      sx={{ ...filterFieldSx, minWidth: { xs: 220, sm: 280 } }}
    />
  );
}

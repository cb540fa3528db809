import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type Ref } from 'react';
import {
  portCodeFromText,
  SEARCH_DEBOUNCE_MS,
  UNKNOWN_PORT_MESSAGE,
  UNLOCODE_PATTERN,
  type TPortOption,
} from '@portal/domain';
import { portKeys, portQuery, portSearchQuery, usePort, usePortSearch } from './ports-api.ts';

export interface PortAutocompleteProps {
  id: string;
  label: string;
  /** The chosen port code, or null. */
  value: string | null;
  /** `chosen` is true when the user picked or entered a value, false when it was taken on leaving the field. */
  onChange: (code: string | null, chosen: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | null;
}

type Value = TPortOption | string;

export function portLabel(port: Value): string {
  return typeof port === 'string' ? port : `${port.id} – ${port.name}, ${port.countryCode}`;
}

/** Options must match the text typed now: results of an older text may still be on screen while the next loads. */
function matching(options: TPortOption[], text: string): TPortOption[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return options;
  return options.filter(
    (p) =>
      p.id.toLowerCase().startsWith(needle) ||
      p.name.toLowerCase().includes(needle) ||
      p.city.toLowerCase().includes(needle),
  );
}

function useDebounced(text: string): string {
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return debounced;
}

/**
 * The port typed text stands for: the first suggestion on screen (Enter picks what the user sees, even before
 * the list highlights it), else a known code (spec 000 §3 free entry: upper-cased), else the one port or the
 * port of that exact name the search finds. Null when nothing is known by it.
 */
async function resolvePort(
  text: string,
  shown: TPortOption[],
  fetchPort: (code: string) => Promise<TPortOption>,
  searchPorts: (text: string) => Promise<TPortOption[]>,
): Promise<TPortOption | null> {
  const code = portCodeFromText(text);
  if (code === null) return null;
  const exact = shown.find((p) => p.id === code);
  if (exact ?? shown[0]) return exact ?? shown[0]!;
  const known = await fetchPort(code).catch(() => null);
  if (known) return known;
  const found = await searchPorts(text.trim()).catch(() => []);
  const named = found.find((p) => [p.name, p.city].some((n) => n.toUpperCase() === code));
  return named ?? (found.length === 1 ? found[0]! : null);
}

/**
 * A port field searching GET /api/ports as the user types. Typed text that is not picked from the list is
 * resolved to a known port (resolvePort) or answered with a field error, so a search never runs on a port
 * that does not exist.
 */
export function PortAutocomplete({ id, label, value, onChange, inputRef, error }: PortAutocompleteProps) {
  const queryClient = useQueryClient();
  const port = usePort(value);
  const selected: Value | null = value === null ? null : (port.data ?? value);
  const [inputValue, setInputValue] = useState(selected ? portLabel(selected) : '');
  const [open, setOpen] = useState(false);
  const [unknown, setUnknown] = useState(false);
  const typed = useDebounced(inputValue);
  const searchText = selected && typed === portLabel(selected) ? '' : typed.trim();
  const search = usePortSearch(searchText, open && searchText.length > 0);

  // When the port's name arrives (or the value changes from outside), show it unless the user is typing.
  const shown = selected ? portLabel(selected) : '';
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    // A field cleared for unknown text keeps the text, so the user sees what the error is about.
    if (shown || !unknown) setInputValue(shown);
  }

  const pick = (next: TPortOption, chosen: boolean) => {
    // The list already knows the port: keep it so the field shows its name without another request.
    queryClient.setQueryData(portKeys.one(next.id), next);
    setUnknown(false);
    onChange(next.id, chosen);
  };

  const commitText = async (text: string, chosen: boolean) => {
    const shownOptions = searchText ? matching(search.data ?? [], text) : [];
    const code = portCodeFromText(text);
    // A code as such is taken at once (free entry, spec 000 §3) and checked after; other text waits for its port.
    const early = shownOptions.length === 0 && code !== null && UNLOCODE_PATTERN.test(code);
    if (early) onChange(code, chosen);
    const port = await resolvePort(
      text,
      shownOptions,
      (c) => queryClient.fetchQuery(portQuery(c)),
      async (q) => (await queryClient.fetchQuery(portSearchQuery(q))).data,
    );
    if (port && early && port.id === code) {
      queryClient.setQueryData(portKeys.one(port.id), port);
      return setUnknown(false);
    }
    if (port) return pick(port, chosen);
    setUnknown(true);
    onChange(null, false);
  };
  const shownError = unknown ? UNKNOWN_PORT_MESSAGE : error;

  return (
    <Autocomplete<Value, false, false, true>
      id={id}
      freeSolo
      autoHighlight
      autoSelect
      selectOnFocus
      handleHomeEndKeys
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      inputValue={inputValue}
      options={searchText ? matching(search.data ?? [], inputValue) : []}
      loading={search.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={portLabel}
      isOptionEqualToValue={(option, current) =>
        (typeof option === 'string' ? option : option.id) ===
        (typeof current === 'string' ? current : current.id)
      }
      noOptionsText={
        searchText ? 'No port matches. Enter a UN/LOCODE such as DEHAM.' : 'Type a port name or code'
      }
      onInputChange={(_event, text, reason) => {
        setInputValue(text);
        if (reason === 'input') setUnknown(false);
        if (reason === 'clear' || (reason === 'input' && text.trim() === '')) onChange(null, false);
      }}
      onChange={(_event, next, reason) => {
        if (next === null) return onChange(null, false);
        const chosen = reason !== 'blur';
        if (typeof next === 'string') {
          // Leaving the field takes its text too (autoSelect); the shown label is no new entry.
          if (selected && next === portLabel(selected)) return;
          void commitText(next, chosen);
          return;
        }
        pick(next, chosen);
      }}
      renderOption={({ key, ...props }, option) => {
        if (typeof option === 'string') return null;
        return (
          <Box component="li" key={key} {...props} sx={{ gap: 1.5, alignItems: 'center' }}>
            <Typography
              component="span"
              sx={{
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                fontWeight: 700,
                fontSize: '0.8rem',
                letterSpacing: '0.04em',
                color: 'primary.main',
                bgcolor: 'action.hover',
                borderRadius: 1,
                px: 0.75,
                py: 0.25,
                flexShrink: 0,
              }}
            >
              {option.id}
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {option.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {option.city === option.name ? option.countryName : `${option.city}, ${option.countryName}`}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={inputRef}
          error={Boolean(shownError)}
          helperText={shownError || undefined}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start" sx={{ ml: 0.5, mr: 0 }}>
                  <PlaceOutlinedIcon fontSize="small" color="action" />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, spellCheck: false, autoComplete: 'off' },
          }}
        />
      )}
    />
  );
}

import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type Ref } from 'react';
import { portCodeFromText, SEARCH_DEBOUNCE_MS, type TPortOption } from '@portal/domain';
import { portKeys, usePort, usePortSearch } from './ports-api.ts';

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
 * A port field searching GET /api/ports as the user types. Free entry is allowed: typed text that is not picked
 * from the list becomes an upper-cased code (spec 000 §3), which the server then checks.
 */
export function PortAutocomplete({ id, label, value, onChange, inputRef, error }: PortAutocompleteProps) {
  const queryClient = useQueryClient();
  const port = usePort(value);
  const selected: Value | null = value === null ? null : (port.data ?? value);
  const [inputValue, setInputValue] = useState(selected ? portLabel(selected) : '');
  const [open, setOpen] = useState(false);
  const typed = useDebounced(inputValue);
  const searchText = selected && typed === portLabel(selected) ? '' : typed.trim();
  const search = usePortSearch(searchText, open && searchText.length > 0);

  // When the port's name arrives (or the value changes from outside), show it unless the user is typing.
  const shown = selected ? portLabel(selected) : '';
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    setInputValue(shown);
  }

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
        if (reason === 'clear' || (reason === 'input' && text.trim() === '')) onChange(null, false);
      }}
      onChange={(_event, next, reason) => {
        if (next === null) return onChange(null, false);
        const chosen = reason !== 'blur';
        if (typeof next === 'string') {
          // Leaving the field takes its text as free entry (autoSelect); the shown label is no new entry.
          if (selected && next === portLabel(selected)) return;
          return onChange(portCodeFromText(next), chosen);
        }
        // The list already knows the port: keep it so the field shows its name without another request.
        queryClient.setQueryData(portKeys.one(next.id), next);
        onChange(next.id, chosen);
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
          error={Boolean(error)}
          helperText={error || undefined}
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

import { Autocomplete, createFilterOptions, TextField } from '@mui/material';
import type { CommodityOption } from '../../lib/reference-data.ts';

/** A known commodity, or free text to add as a new one. */
type Choice = { id: string | null; name: string; isNew?: boolean };

const filter = createFilterOptions<Choice>({ stringify: (c) => c.name });

export interface CommodityFieldProps {
  id: string;
  commodityTypeId: string | null;
  commodityName: string | null;
  options: readonly CommodityOption[];
  loading: boolean;
  /** The lines form's message for a commodity typed in (too long). */
  error?: string;
  onChange: (value: { commodityTypeId: string | null; commodityName: string | null }) => void;
}

/** Commodity type; free text is upper-cased as a new option (000 §5). */
export function CommodityField({
  id,
  commodityTypeId,
  commodityName,
  options,
  loading,
  error,
  onChange,
}: CommodityFieldProps) {
  const value: Choice | null =
    (commodityTypeId && options.find((c) => c.id === commodityTypeId)) ||
    (commodityName ? { id: null, name: commodityName } : null);

  const choose = (choice: Choice | string | null) => {
    if (choice === null) return onChange({ commodityTypeId: null, commodityName: null });
    const name = (typeof choice === 'string' ? choice : choice.name).trim().toUpperCase();
    if (!name) return onChange({ commodityTypeId: null, commodityName: null });
    // Typed text that names a known commodity is that commodity.
    const known = typeof choice !== 'string' && choice.id ? choice : options.find((c) => c.name === name);
    onChange(
      known?.id
        ? { commodityTypeId: known.id, commodityName: null }
        : { commodityTypeId: null, commodityName: name },
    );
  };

  return (
    <Autocomplete<Choice, false, false, true>
      id={id}
      freeSolo
      autoHighlight
      selectOnFocus
      handleHomeEndKeys
      options={options as Choice[]}
      value={value}
      loading={loading}
      getOptionLabel={(c) => (typeof c === 'string' ? c : c.name)}
      isOptionEqualToValue={(a, b) => a.name === (typeof b === 'string' ? b : b.name)}
      filterOptions={(list, state) => {
        const filtered = filter(list, state);
        const typed = state.inputValue.trim().toUpperCase();
        if (typed && !list.some((c) => c.name === typed))
          filtered.push({ id: null, name: typed, isNew: true });
        return filtered;
      }}
      renderOption={({ key, ...props }, c) => (
        <li key={key} {...props}>
          {c.isNew ? `Add "${c.name}"` : c.name}
        </li>
      )}
      onChange={(_e, choice) => choose(choice)}
      onBlur={(e) => {
        // Leaving the field with typed text keeps it as a new commodity.
        const typed = (e.target as HTMLInputElement).value;
        if (typed && typed.trim().toUpperCase() !== value?.name) choose(typed);
      }}
      renderInput={(params) => (
        <TextField {...params} label="Commodity" required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

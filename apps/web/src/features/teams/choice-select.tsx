import { Autocomplete, Chip, TextField } from '@mui/material';

export interface Choice {
  id: string;
  label: string;
}

export interface ChoiceSelectProps {
  label: string;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Shown when nothing is chosen, e.g. "All carriers" where none means every one. */
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  /** Chips shown while the field is not focused ("+n" for the rest), to keep a row short. */
  limitTags?: number;
}

/**
 * A multi-select of Team Management's rows (users, carriers, categories, checklist items, task types): typing
 * filters, Enter or a click chooses, Backspace takes the last one off. Ids the list no longer has (an archived
 * member) stay shown by their id, so saving does not drop them unseen.
 */
export function ChoiceSelect({
  label,
  choices,
  value,
  onChange,
  placeholder,
  error,
  disabled,
  limitTags,
}: ChoiceSelectProps) {
  const byId = new Map(choices.map((c) => [c.id, c]));
  const selected = value.map((id) => byId.get(id) ?? { id, label: id });
  return (
    <Autocomplete
      multiple
      size="small"
      disableCloseOnSelect
      options={choices as Choice[]}
      value={selected}
      disabled={disabled}
      limitTags={limitTags}
      onChange={(_, next) => onChange(next.map((c) => c.id))}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) => option.label}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? placeholder : undefined}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}

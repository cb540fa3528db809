import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { PAYMENTS_TEXT } from '../texts.ts';

interface Props {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
}

/** E-mail addresses as chips: typed, then Enter, comma, space or leaving the field makes a chip. */
export function EmailChipsField({ label, value, onChange, onBlur, error, helperText }: Props) {
  const [text, setText] = useState('');
  const commit = (raw: string) => {
    const added = raw
      .split(/[\s,;]+/)
      .map((v) => v.trim())
      .filter(Boolean);
    if (added.length === 0) return;
    onChange([...value, ...added.filter((a) => !value.includes(a))]);
    setText('');
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value as string[]}
      inputValue={text}
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' && /[\s,;]$/.test(next)) commit(next);
        else setText(next);
      }}
      onChange={(_event, next) => onChange(next.map((v) => v.trim()).filter(Boolean))}
      onBlur={() => {
        commit(text);
        onBlur?.();
      }}
      renderValue={(chips, getItemProps) =>
        chips.map((chip, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={chip} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size="small"
          error={Boolean(error)}
          helperText={error ?? helperText ?? PAYMENTS_TEXT.addressHint}
        />
      )}
    />
  );
}

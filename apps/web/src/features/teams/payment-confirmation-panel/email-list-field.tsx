import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { isValidEmail } from '@portal/domain';

interface Props {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
}

/**
 * A list of e-mail addresses as chips (contactTo, contactCC, contacts): typed, then Enter, comma, space or leaving
 * the field makes a chip. A chip that is not an address is marked at once; the domain's schema names it on save.
 */
export function EmailListField({ label, value, onChange, onBlur, error }: Props) {
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
  const invalid = value.filter((v) => !isValidEmail(v));
  const message = error ?? (invalid.length > 0 ? `"${invalid[0]}" is not an e-mail address.` : undefined);
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      size="small"
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
          return (
            <Chip
              key={key}
              size="small"
              label={chip}
              color={isValidEmail(chip) ? 'default' : 'error'}
              {...props}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(message)}
          helperText={message}
          placeholder={value.length === 0 ? 'name@company.com' : undefined}
        />
      )}
      sx={{ minWidth: 170 }}
    />
  );
}

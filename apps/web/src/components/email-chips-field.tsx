import { Autocomplete, Chip, TextField, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { isValidEmail } from '@portal/domain';

interface Props {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** The form's message for the list (its own, or one address's: see emailListError). */
  error?: string;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/**
 * A list of e-mail addresses as chips (payment confirmations' recipients, the settings' contacts): typed, then
 * Enter, comma, semicolon, space or leaving the field makes a chip. A chip that is not an address is marked at once;
 * the domain's schema names it again on save.
 */
export function EmailChipsField({ label, value, onChange, onBlur, error, helperText, sx }: Props) {
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
  const invalid = value.find((v) => !isValidEmail(v));
  const message = error ?? (invalid ? `"${invalid}" is not an e-mail address.` : undefined);
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
          helperText={message ?? helperText}
          placeholder={value.length === 0 ? 'name@company.com' : undefined}
        />
      )}
      {...(sx ? { sx } : {})}
    />
  );
}

/** The first message of an address list's errors in react-hook-form: the list's own, or one of its addresses'. */
export function emailListError(
  error: FieldError | (FieldError | undefined)[] | undefined,
): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find((e) => e?.message)?.message;
  return (
    error.message ??
    (Object.values(error).find((e) => (e as FieldError | undefined)?.message) as FieldError | undefined)
      ?.message
  );
}

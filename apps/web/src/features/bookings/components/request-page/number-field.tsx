import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';

const parse = (text: string) => {
  const t = text.trim().replace(',', '.');
  return t === '' || t === '-' ? Number.NaN : Number(t);
};
const shown = (n: number) => (Number.isFinite(n) ? String(n) : '');

/**
 * A number typed as text: what is typed stays on screen ('-', '12.'), the form gets the number it reads, or NaN,
 * which the form schema answers with its message ('The quantity is a number.').
 */
export function NumberField({
  value,
  onValue,
  ...props
}: { value: number; onValue: (n: number) => void } & Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [text, setText] = useState(() => shown(value));
  // A value set from outside (a picked quote, a reload) replaces the text typed so far.
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!Object.is(parse(text), value)) setText(shown(value));
  }
  return (
    <TextField
      {...props}
      value={text}
      onChange={(e) => {
        const next = e.target.value.replace(/[^\d.,-]/g, '');
        setText(next);
        const n = parse(next);
        setSeen(n);
        onValue(n);
      }}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'decimal', ...(props.slotProps?.htmlInput ?? {}) },
      }}
    />
  );
}

import { TextField, type TextFieldProps } from '@mui/material';
import { useController } from 'react-hook-form';
import type { RequestForm } from './use-request-editor.ts';

/** The form's plain text values. */
export type TextName = {
  [K in keyof RequestForm]: RequestForm[K] extends string ? K : never;
}[keyof RequestForm];

/** A text value of the edit form with its message from the form schema. */
export function FormTextField({
  name,
  ...props
}: { name: TextName } & Omit<TextFieldProps, 'name' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController<RequestForm>({ name });
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
      fullWidth
      size="small"
    />
  );
}

import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { TCarrierOption, TDirectoryUser } from '@portal/domain';

export const personName = (u: Pick<TDirectoryUser, 'firstName' | 'lastName'>) =>
  `${u.firstName} ${u.lastName}`;

type PickerProps = Omit<TextFieldProps, 'select' | 'children' | 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A staff member picker: a select, so it works with the keyboard and needs no typing on a phone. */
export function UserPicker({
  users,
  value,
  onChange,
  ...props
}: PickerProps & { users: readonly TDirectoryUser[] }) {
  return (
    <TextField select size="small" value={value} onChange={(e) => onChange(e.target.value)} {...props}>
      {users.map((u) => (
        <MenuItem key={u.id} value={u.id}>
          {personName(u)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A carrier picker, by the carrier's display name. */
export function CarrierPicker({
  carriers,
  value,
  onChange,
  ...props
}: PickerProps & { carriers: readonly TCarrierOption[] }) {
  return (
    <TextField select size="small" value={value} onChange={(e) => onChange(e.target.value)} {...props}>
      {carriers.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.displayName}
        </MenuItem>
      ))}
    </TextField>
  );
}

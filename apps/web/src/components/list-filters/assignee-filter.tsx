import { MenuItem, TextField } from '@mui/material';
import type { TDirectoryUser } from '@portal/domain';
import { filterFieldSx } from './field-styles.ts';

interface Props {
  label?: string;
  /** 'me', a user's id, or one of the list's own choices (`choices`). */
  value: string;
  /** The list's fixed choices, first 'Me' (the signed-in user), then e.g. 'Unassigned' or 'Everyone'. */
  choices: readonly { value: string; label: string }[];
  /** Staff users to choose from; the signed-in user is 'Me' and is not repeated. */
  users: readonly TDirectoryUser[];
  userId: string;
  onChange: (value: string) => void;
}

/** The staff's assignee filter of a list (bookings, My Day): fixed choices, then every other staff user. */
export function AssigneeFilter({ label = 'Assignee', value, choices, users, userId, onChange }: Props) {
  const known = choices.some((c) => c.value === value) || users.some((u) => u.id === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={filterFieldSx}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
      {users
        .filter((user) => user.id !== userId)
        .map((user) => (
          <MenuItem key={user.id} value={user.id}>
            {user.firstName} {user.lastName}
          </MenuItem>
        ))}
      {/* A linked choice of someone not (yet) listed still shows what is applied. */}
      {!known && (
        <MenuItem value={value} sx={{ display: 'none' }}>
          Another user
        </MenuItem>
      )}
    </TextField>
  );
}

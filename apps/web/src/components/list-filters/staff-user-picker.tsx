import { Autocomplete, TextField } from '@mui/material';
import type { TDirectoryUser } from '@portal/domain';

interface Props {
  label: string;
  users: readonly TDirectoryUser[];
  loading: boolean;
  value: TDirectoryUser | null;
  onChange: (user: TDirectoryUser | null) => void;
}

const nameOf = (user: TDirectoryUser) => `${user.firstName} ${user.lastName}`;

/** A staff user picked by name: the bulk 'Assign task to user' of the request list and of My Day. */
export function StaffUserPicker({ label, users, loading, value, onChange }: Props) {
  return (
    <Autocomplete<TDirectoryUser>
      size="small"
      options={users as TDirectoryUser[]}
      value={value}
      loading={loading}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, next) => option.id === next.id}
      renderInput={(params) => <TextField {...params} label={label} sx={{ bgcolor: 'background.paper' }} />}
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
}

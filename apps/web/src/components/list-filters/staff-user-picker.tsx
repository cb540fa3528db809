import { Autocomplete, TextField } from '@mui/material';
import { mayBeAssignedAll, type TDirectoryUser } from '@portal/domain';

interface Props {
  label: string;
  users: readonly TDirectoryUser[];
  /** The carriers of the selected rows: only staff who handle all of them are offered. */
  carrierIds: readonly string[];
  loading: boolean;
  value: TDirectoryUser | null;
  onChange: (user: TDirectoryUser | null) => void;
}

const nameOf = (user: TDirectoryUser) => `${user.firstName} ${user.lastName}`;

/** A staff user picked by name: the bulk 'Assign task to user' of the request list and of My Day. */
export function StaffUserPicker({ label, users, carrierIds, loading, value, onChange }: Props) {
  return (
    <Autocomplete<TDirectoryUser>
      size="small"
      options={users.filter((u) => mayBeAssignedAll(u, carrierIds))}
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

import { Autocomplete, Avatar, Box, TextField, Typography } from '@mui/material';
import { QUOTE_MESSAGES, type TQuoteGroup, initialsOf } from '@portal/domain';
import { useMemo } from 'react';
import { useNotify } from '../../../lib/notify.ts';
import { useAssignGroup } from '../api.ts';
import { useStaffUsers, type UserOption } from '../reference-api.ts';

const nameOf = (user: Pick<UserOption, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

/**
 * Staff assign one staff user to every quote of the group at once (spec 001 §6 "Group assignment"), with the
 * spec's messages 'Saved user successfully!' and 'There was an error {error}'.
 */
export function AssigneePicker({ group }: { group: Pick<TQuoteGroup, 'id' | 'assignedTo'> }) {
  const users = useStaffUsers(true);
  const assign = useAssignGroup(group.id);
  const notify = useNotify();
  const current = group.assignedTo.length === 1 ? group.assignedTo[0]!.id : null;
  const value = useMemo(() => users.data?.find((u) => u.id === current) ?? null, [users.data, current]);
  const several = group.assignedTo.length > 1;

  return (
    <Autocomplete<UserOption>
      id={`assignee-${group.id}`}
      options={users.data ?? []}
      value={value}
      loading={users.isLoading}
      disabled={assign.isPending}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onChange={(_event, next) =>
        assign.mutate(next?.id ?? null, {
          onSuccess: () => notify.success(QUOTE_MESSAGES.assigned),
          onError: (error) => notify.error(QUOTE_MESSAGES.assignFailed(error.message)),
        })
      }
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <Avatar sx={{ width: 28, height: 28, fontSize: '0.75rem', bgcolor: 'primary.light' }}>
            {initialsOf(nameOf(option))}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {nameOf(option)}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {option.emailAddress}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Assignee"
          placeholder={several ? group.assignedTo.map((p) => p.name).join(', ') : 'Unassigned'}
          helperText={
            several
              ? `Quotes are assigned to ${group.assignedTo.map((p) => p.name).join(', ')}; choose one for all.`
              : 'Assigns every quote of this group.'
          }
        />
      )}
    />
  );
}

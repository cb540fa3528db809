import { zodResolver } from '@hookform/resolvers/zod';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import type { z } from 'zod';
import { Controller, useForm } from 'react-hook-form';
import {
  DEFAULT_ADMIN_ROLE,
  SAVE_MESSAGES,
  STAFF_ROLES,
  ZAdminGrant,
  type StaffRole,
  type TAdminGrant,
  type TDirectoryUser,
} from '@portal/domain';
import { useNotify } from '../../../lib/notify.ts';
import { useGrantAdmin } from './admins-api.ts';

export interface AddAdminDialogProps {
  open: boolean;
  onClose: () => void;
  /** The users who may become admins (domain mayBecomeAdmin), by first name. */
  candidates: readonly TDirectoryUser[];
}

type GrantForm = TAdminGrant;

const roleLabel: Record<StaffRole, string> = {
  superadmin: 'Superadmin',
  sales: 'Sales',
  operations: 'Operations',
};

/**
 * "Add admin" (spec 002 §4, §5): a chosen user is required; the role defaults to the first of the roles. The
 * user becomes admin with that role.
 */
export function AddAdminDialog({ open, onClose, candidates }: AddAdminDialogProps) {
  const titleId = useId();
  const notify = useNotify();
  const grant = useGrantAdmin();
  const { control, handleSubmit, reset } = useForm<GrantForm, unknown, z.output<typeof ZAdminGrant>>({
    resolver: zodResolver(ZAdminGrant),
    defaultValues: { userId: '', role: DEFAULT_ADMIN_ROLE },
  });
  const close = () => {
    reset({ userId: '', role: DEFAULT_ADMIN_ROLE });
    onClose();
  };
  const submit = handleSubmit((values) =>
    grant.mutate(values, {
      onSuccess: () => {
        notify.success(SAVE_MESSAGES.saved, 1500);
        close();
      },
      onError: (error) => notify.error(`${error.message}!`),
    }),
  );

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Add admin</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="userId"
              render={({ field, fieldState }) => (
                <Autocomplete
                  options={candidates as TDirectoryUser[]}
                  value={candidates.find((c) => c.id === field.value) ?? null}
                  onChange={(_, user) => field.onChange(user?.id ?? '')}
                  getOptionLabel={(user) => `${user.firstName} ${user.lastName} (${user.emailAddress})`}
                  noOptionsText="No user without admin rights and role"
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label="User"
                      required
                      autoFocus
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    />
                  )}
                />
              )}
            />
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <TextField select label="Role" {...field}>
                  {STAFF_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {roleLabel[role]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" loading={grant.isPending}>
            Add admin
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

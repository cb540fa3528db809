import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/Save';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  adminRowChanged,
  adminRowFormOf,
  formatDateTime,
  NEVER_SIGNED_IN,
  SAVE_MESSAGES,
  ZAdminRowForm,
  type TAdminRowForm,
  type TAdminUser,
} from '@portal/domain';
import { useNotify } from '../../../lib/notify.ts';
import { ChoiceSelect, type Choice } from '../choice-select.tsx';
import { useSaveAdmin } from './admins-api.ts';

export interface AdminRowProps {
  user: TAdminUser;
  carriers: readonly Choice[];
  /** The other admins, whom this user's notifications may go to. */
  redirectTargets: readonly TAdminUser[];
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** One's own row cannot be selected: removing one's own admin rights is refused. */
  isSelf: boolean;
}

/** Select, name and e-mail, role, carriers, vacation, redirect to, last session, Save. Stacked on a phone. */
export const ADMIN_ROW_COLUMNS = {
  xs: '1fr',
  md: '40px minmax(160px, 1.3fr) 88px minmax(150px, 1.2fr) 64px minmax(140px, 1fr) 128px 76px',
};

const roleLabel = { superadmin: 'Superadmin', sales: 'Sales', operations: 'Operations' } as const;

/**
 * A row of the admin table (spec 002 §2, §4 "Notification redirection"): the carriers the user handles, the
 * vacation switch and the admin who receives their notifications meanwhile, saved with the version read. Save
 * shows only when the row differs from the stored user (domain adminRowChanged).
 */
export function AdminRow({ user, carriers, redirectTargets, selected, onSelect, isSelf }: AdminRowProps) {
  const notify = useNotify();
  const save = useSaveAdmin();
  const { control, handleSubmit, reset } = useForm<TAdminRowForm>({
    resolver: zodResolver(ZAdminRowForm),
    defaultValues: adminRowFormOf(user),
  });
  useEffect(() => reset(adminRowFormOf(user)), [user, reset]);
  const form = useWatch({ control }) as TAdminRowForm;
  const changed = adminRowChanged(user, { ...adminRowFormOf(user), ...form });
  const name = `${user.firstName} ${user.lastName}`;

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: user.id, ...values, version: user.version },
      {
        onSuccess: () => notify.success(SAVE_MESSAGES.saved, 1500),
        onError: (error) => notify.error(`${error.message}!`),
      },
    ),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={`Admin ${name}`}
      data-testid="admin-row"
      sx={{
        display: 'grid',
        gridTemplateColumns: ADMIN_ROW_COLUMNS,
        gap: 1.5,
        alignItems: 'center',
        p: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Checkbox
        checked={selected}
        disabled={isSelf}
        onChange={(event) => onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Select ${name}` } }}
        sx={{ justifySelf: 'start' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.emailAddress}
        </Typography>
      </Box>
      <Typography variant="body2">
        <Box component="span" sx={{ display: { md: 'none' }, color: 'text.secondary' }}>
          Role:{' '}
        </Box>
        {user.role ? roleLabel[user.role] : '—'}
      </Typography>
      <Controller
        control={control}
        name="carriers"
        render={({ field, fieldState }) => (
          <ChoiceSelect
            label="Carriers"
            placeholder="All carriers"
            choices={carriers}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="isRedirectionActive"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mx: 0 }}
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { 'aria-label': `Vacation of ${name}` } }}
              />
            }
            // The column header says it on a wide screen; a phone's card says it beside the switch.
            label={<Box sx={{ display: { md: 'none' } }}>Vacation</Box>}
          />
        )}
      />
      <Controller
        control={control}
        name="redirectedAdminId"
        render={({ field, fieldState }) => (
          <TextField
            select
            size="small"
            label="Redirect to"
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            <MenuItem value="">
              <em>Nobody</em>
            </MenuItem>
            {redirectTargets.map((admin) => (
              <MenuItem key={admin.id} value={admin.id}>
                {admin.firstName} {admin.lastName}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Typography variant="body2">
        <Box component="span" sx={{ display: { md: 'none' }, color: 'text.secondary' }}>
          Last session:{' '}
        </Box>
        {user.lastSession ? formatDateTime(user.lastSession) : NEVER_SIGNED_IN}
      </Typography>
      <Box sx={{ minHeight: { md: 40 }, display: 'flex', alignItems: 'center' }}>
        {changed && (
          <Button
            type="submit"
            variant="contained"
            size="small"
            startIcon={<SaveIcon />}
            loading={save.isPending}
            aria-label={`Save ${name}`}
          >
            Save
          </Button>
        )}
      </Box>
    </Box>
  );
}

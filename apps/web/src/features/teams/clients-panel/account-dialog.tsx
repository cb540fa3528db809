import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  STAFF_ROLES,
  ZAccountInput,
  type StaffRole,
  type TAccount,
  type TAccountInputParsed,
} from '@portal/domain';
import type { ApiRequestError } from '../../../lib/api.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useAccountMutations } from './accounts-api.ts';
import { CarriersField } from './carriers-field.tsx';

/** The form's fields for either kind of account; the domain's schema keeps those of the kind it is. */
interface FormValues {
  kind: 'customer' | 'staff';
  clientId: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  role: StaffRole | '';
  isAdmin: boolean;
  isCustomerAdmin: boolean;
  carriers: string[] | null;
  erpUserId: string;
}

// One schema for both kinds (a discriminated union on `kind`); the flat form fills the fields of either.
const resolver = zodResolver(ZAccountInput) as unknown as Resolver<FormValues, unknown, TAccountInputParsed>;

export interface AccountDialogProps {
  /** The company of a new customer account; null for a staff account. */
  clientId: string | null;
  companyName: string;
  account: TAccount | null;
  onClose: () => void;
}

/** Opens an account (the person gets the welcome e-mail) or changes one. */
export function AccountDialog({ clientId, companyName, account, onClose }: AccountDialogProps) {
  const titleId = useId();
  const notify = useNotify();
  const { saveAccount } = useAccountMutations();
  const kind = clientId ? 'customer' : 'staff';
  const form = useForm<FormValues, unknown, TAccountInputParsed>({
    resolver,
    defaultValues: {
      kind,
      clientId: clientId ?? '',
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      emailAddress: account?.emailAddress ?? '',
      role: account?.role ?? (kind === 'staff' ? STAFF_ROLES[0] : ''),
      isAdmin: account?.isAdmin ?? false,
      isCustomerAdmin: account?.isCustomerAdmin ?? false,
      carriers: account?.carriers ?? null,
      erpUserId: account?.erpUserId ?? '',
    },
  });
  const submit = form.handleSubmit((input) =>
    saveAccount.mutate(
      { id: account?.id ?? null, input, ...(account ? { version: account.version } : {}) },
      {
        onSuccess: (saved) => {
          notify.success(
            account ? 'Saved changes!' : `Saved changes! A welcome e-mail goes to ${saved.emailAddress}.`,
            3000,
          );
          onClose();
        },
        onError: (e) => notify.error(`${(e as ApiRequestError).message}!`),
      },
    ),
  );
  const text = (
    name: 'firstName' | 'lastName' | 'emailAddress' | 'erpUserId',
    label: string,
    required = false,
  ) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          required={required}
          fullWidth
          type={name === 'emailAddress' ? 'email' : 'text'}
          autoComplete="off"
          {...field}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
  const switchField = (name: 'isAdmin' | 'isCustomerAdmin', label: string) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
  const title = account
    ? `Edit ${account.firstName} ${account.lastName}`
    : kind === 'staff'
      ? 'Add a staff member'
      : `Add a user to ${companyName}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('firstName', 'First name', true)}
              {text('lastName', 'Last name', true)}
            </Stack>
            {text('emailAddress', 'E-mail address', true)}
            {kind === 'staff' && (
              <Controller
                name="role"
                control={form.control}
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label="Role"
                    required
                    {...field}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  >
                    {STAFF_ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {role}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
            <Controller
              name="carriers"
              control={form.control}
              render={({ field, fieldState }) => (
                <CarriersField
                  label={kind === 'staff' ? 'Carriers handled' : 'Carriers'}
                  value={field.value}
                  onChange={field.onChange}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'Leave empty for every carrier.'}
                />
              )}
            />
            {text('erpUserId', 'ERP user id')}
            {kind === 'staff'
              ? switchField('isAdmin', 'Admin')
              : switchField('isCustomerAdmin', "Company's admin (manages its API keys)")}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saveAccount.isPending}>
            {account ? 'Save' : 'Save and send welcome e-mail'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

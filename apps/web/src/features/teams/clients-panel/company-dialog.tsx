import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZAccountClientInput, type TAccountClient } from '@portal/domain';
import type { ApiRequestError } from '../../../lib/api.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useAccountMutations } from './accounts-api.ts';
import { CarriersField } from './carriers-field.tsx';

type FormIn = z.input<typeof ZAccountClientInput>;
type FormOut = z.output<typeof ZAccountClientInput>;

/** Adds a customer company or changes one (name, city, country, ERP client id, allowed carriers). */
export function CompanyDialog({ company, onClose }: { company: TAccountClient | null; onClose: () => void }) {
  const titleId = useId();
  const notify = useNotify();
  const { saveClient } = useAccountMutations();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZAccountClientInput),
    defaultValues: {
      name: company?.name ?? '',
      city: company?.city ?? '',
      countryCode: company?.countryCode ?? '',
      erpClientId: company?.erpClientId ?? '',
      carriers: company?.carriers ?? null,
    },
  });
  const submit = form.handleSubmit((input) =>
    saveClient.mutate(
      { id: company?.id ?? null, input, ...(company ? { version: company.version } : {}) },
      {
        onSuccess: () => {
          notify.success('Saved changes!', 1500);
          onClose();
        },
        onError: (e) => notify.error(`${(e as ApiRequestError).message}!`),
      },
    ),
  );
  const text = (name: 'name' | 'city' | 'countryCode' | 'erpClientId', label: string, required = false) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          required={required}
          fullWidth
          {...field}
          value={field.value ?? ''}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{company ? `Edit ${company.name}` : 'Add a company'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text('name', 'Company name', true)}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('city', 'City')}
              {text('countryCode', 'Country (ISO code)')}
            </Stack>
            {text('erpClientId', 'ERP client id', true)}
            <Controller
              name="carriers"
              control={form.control}
              render={({ field, fieldState }) => (
                <CarriersField
                  label="Allowed carriers"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'Leave empty for every carrier.'}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saveClient.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

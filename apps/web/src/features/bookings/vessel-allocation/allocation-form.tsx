import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextField } from '@mui/material';
import {
  ALLOCATION_MESSAGES,
  SNACKBAR,
  ZAllocationInput,
  type TAllocationInput,
  type TBookingSpace,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { showSnackbar } from '../../../lib/snackbars.tsx';
import { useSaveAllocation } from './api.ts';

/** Privileged staff edit the allocation (TEU and kg) at the dialog's port of loading, at the version they read. */
export function AllocationForm({ space }: { space: TBookingSpace }) {
  const save = useSaveAllocation(space.voyageId);
  const form = useForm<TAllocationInput>({
    resolver: zodResolver(ZAllocationInput),
    values: {
      polId: space.polId,
      teuAllocation: space.teuAllocation ?? 0,
      weightAllocation: space.weightAllocation ?? 0,
      version: space.allocationVersion,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () =>
        void showSnackbar(ALLOCATION_MESSAGES.saved, {
          variant: 'success',
          autoHideDuration: SNACKBAR.saveSuccessMs,
        }),
      onError: (error) =>
        void showSnackbar(error.message, { variant: 'error', autoHideDuration: SNACKBAR.errorMs }),
    }),
  );
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      aria-label="Edit allocation"
    >
      <TextField
        label="TEU allocation"
        type="number"
        size="small"
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
        {...form.register('teuAllocation', { valueAsNumber: true })}
        error={!!errors.teuAllocation}
        helperText={errors.teuAllocation?.message}
      />
      <TextField
        label="Weight allocation (kg)"
        type="number"
        size="small"
        slotProps={{ htmlInput: { min: 0, step: 1000 } }}
        {...form.register('weightAllocation', { valueAsNumber: true })}
        error={!!errors.weightAllocation}
        helperText={errors.weightAllocation?.message}
      />
      <Button type="submit" variant="contained" loading={save.isPending} disabled={!form.formState.isDirty}>
        Save
      </Button>
    </Stack>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import { Button, Stack } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import {
  reassignPickerOptions,
  ZReassignmentRuleInput,
  type TCarrierOption,
  type TDirectoryUser,
  type TReassignmentRuleInput,
} from '@portal/domain';
import type { z } from 'zod';
import { CarrierPicker, UserPicker } from './pickers.tsx';

type Output = z.output<typeof ZReassignmentRuleInput>;

/**
 * The add row (spec 002 §5): the user, the carrier and the reassign-to user are all required, and the two user
 * pickers exclude each other's choice. Cleared once the rule is added.
 */
export function RuleAddForm({
  users,
  carriers,
  adding,
  onAdd,
}: {
  users: readonly TDirectoryUser[];
  carriers: readonly TCarrierOption[];
  adding: boolean;
  onAdd: (rule: Output) => Promise<unknown>;
}) {
  const form = useForm<TReassignmentRuleInput, unknown, Output>({
    resolver: zodResolver(ZReassignmentRuleInput),
    defaultValues: { fromUserId: '', carrierId: '', toUserId: '' },
  });
  const [fromUserId, toUserId] = form.watch(['fromUserId', 'toUserId']);
  const submit = form.handleSubmit(async (rule) => {
    await onAdd(rule)
      .then(() => form.reset())
      .catch(() => undefined);
  });
  const field = { fullWidth: true, sx: { minWidth: { sm: 180 } } };
  return (
    <Stack
      component="form"
      aria-label="Add a reassignment rule"
      onSubmit={submit}
      noValidate
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <Controller
        control={form.control}
        name="fromUserId"
        render={({ field: f, fieldState }) => (
          <UserPicker
            {...field}
            label="User"
            users={reassignPickerOptions(users, toUserId || null)}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            inputRef={f.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="carrierId"
        render={({ field: f, fieldState }) => (
          <CarrierPicker
            {...field}
            label="Carrier"
            carriers={carriers}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            inputRef={f.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="toUserId"
        render={({ field: f, fieldState }) => (
          <UserPicker
            {...field}
            label="Reassign to"
            users={reassignPickerOptions(users, fromUserId || null)}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            inputRef={f.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<AddIcon />}
        loading={adding}
        sx={{ flexShrink: 0, minHeight: 40 }}
      >
        Add rule
      </Button>
    </Stack>
  );
}

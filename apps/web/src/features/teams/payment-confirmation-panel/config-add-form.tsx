import AddIcon from '@mui/icons-material/Add';
import { Box, Button, FormControlLabel, Switch } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import type { ConfigType, TCarrierOption, TClient, TPaymentConfirmationConfigInput } from '@portal/domain';
import { configFields } from './config-fields.tsx';
import { addResolver, emptyValues, type ConfigFormValues } from './config-form.ts';

/**
 * The add row of a panel (spec 002 §5): a carrier setting needs carrier and port, a customer setting carrier,
 * client and statistic client; the domain's schema says what is missing. Cleared once added.
 */
export function ConfigAddForm({
  type,
  carriers,
  clients,
  adding,
  onAdd,
}: {
  type: ConfigType;
  carriers: readonly TCarrierOption[];
  clients: readonly TClient[];
  adding: boolean;
  onAdd: (input: TPaymentConfirmationConfigInput) => Promise<unknown>;
}) {
  const form = useForm<ConfigFormValues, unknown, TPaymentConfirmationConfigInput>({
    resolver: addResolver(type),
    defaultValues: emptyValues(type),
  });
  const submit = form.handleSubmit(async (input) => {
    await onAdd(input)
      .then(() => form.reset(emptyValues(type)))
      .catch(() => undefined);
  });
  const fields = configFields({ type, control: form.control, carriers, clients, idPrefix: `add-${type}` });
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={type === 'CARRIER_SETTINGS' ? 'Add a carrier setting' : 'Add a customer setting'}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        alignItems: 'start',
      }}
    >
      {fields.map((f) => (
        <Box key={f.key}>{f.node}</Box>
      ))}
      <Controller
        control={form.control}
        name="automaticMessage"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label="Send message"
            sx={{ m: 0, minHeight: 40 }}
          />
        )}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<AddIcon />}
        loading={adding}
        sx={{ minHeight: 40 }}
      >
        Add
      </Button>
    </Box>
  );
}

import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { addDays, format } from 'date-fns';
import { Controller, useForm } from 'react-hook-form';
import { OFFER_CURRENCIES, ZSpecialOfferInput, type TSpecialOffer } from '@portal/domain';
import type { ApiRequestError } from '../../lib/api.ts';
import { useNotify } from '../../lib/notify.ts';
import { useCarriers, useContainerTypes } from '../../lib/reference-data.ts';
import { useOfferMutations } from './offers-api.ts';

interface FormValues {
  carrierId: string;
  containerTypeId: string;
  originId: string;
  destinationId: string;
  image: string;
  currency: (typeof OFFER_CURRENCIES)[number];
  amount: string;
  validUntil: string;
}

function initialValues(offer: TSpecialOffer | null): FormValues {
  return {
    carrierId: offer?.carrier.id ?? '',
    containerTypeId: offer?.containerType.id ?? '',
    originId: offer?.origin.id ?? '',
    destinationId: offer?.destination.id ?? '',
    image: offer?.image ?? '',
    currency: (offer?.price.currency as FormValues['currency'] | undefined) ?? 'USD',
    amount: offer ? String(offer.price.amount) : '',
    validUntil: format(offer ? new Date(offer.validUntil) : addDays(new Date(), 14), 'yyyy-MM-dd'),
  };
}

/** The form values as the API's input; the server's own schema checks them before sending. */
function toInput(v: FormValues) {
  return {
    carrierId: v.carrierId,
    containerTypeId: v.containerTypeId,
    originId: v.originId,
    destinationId: v.destinationId,
    image: v.image.trim() === '' ? null : v.image.trim(),
    price: { currency: v.currency, amount: v.amount },
    validUntil: `${v.validUntil}T23:59:59`,
  };
}

export function OfferForm({ offer, onDone }: { offer: TSpecialOffer | null; onDone: () => void }) {
  const carriers = useCarriers();
  const types = useContainerTypes();
  const { save } = useOfferMutations();
  const notify = useNotify();
  const { control, handleSubmit, setError } = useForm<FormValues>({ defaultValues: initialValues(offer) });

  const submit = handleSubmit((values) => {
    const parsed = ZSpecialOfferInput.safeParse(toInput(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field =
          issue.path[0] === 'price' ? (issue.path[1] === 'currency' ? 'currency' : 'amount') : issue.path[0];
        setError(field as keyof FormValues, { message: issue.message });
      }
      return;
    }
    save.mutate(
      { id: offer?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          notify.success('Saved changes!', 1500);
          onDone();
        },
        onError: (e) => notify.error(`${(e as ApiRequestError).message}!`),
      },
    );
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)}>
      <Controller
        name="carrierId"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Carrier"
            required
            {...field}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {(carriers.data ?? [])
              .filter((c) => !c.disabled || c.id === field.value)
              .map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.displayName}
                </MenuItem>
              ))}
          </TextField>
        )}
      />
      <Controller
        name="containerTypeId"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Container type"
            required
            {...field}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {(types.data ?? []).map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.label} – {t.description}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          name="originId"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              label="Origin (UN/LOCODE)"
              required
              fullWidth
              {...field}
              onChange={(e) => field.onChange(e.target.value.toUpperCase())}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="destinationId"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              label="Destination (UN/LOCODE)"
              required
              fullWidth
              {...field}
              onChange={(e) => field.onChange(e.target.value.toUpperCase())}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          name="currency"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Currency"
              required
              sx={{ minWidth: 120 }}
              {...field}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {OFFER_CURRENCIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="amount"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              label="Price"
              required
              type="number"
              fullWidth
              {...field}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="validUntil"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              label="Valid until"
              required
              type="date"
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              {...field}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Stack>
      <Controller
        name="image"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            label="Image address (optional)"
            placeholder="https://…"
            {...field}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? 'Without an image the card shows the carrier colour.'}
          />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {offer ? 'Save' : 'Create offer'}
        </Button>
      </Stack>
    </Stack>
  );
}

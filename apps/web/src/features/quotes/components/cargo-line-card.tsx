import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Collapse,
  FormControlLabel,
  Grid,
  IconButton,
  Paper,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { countryName, needsPickupLocation } from '@portal/domain';
import { type QuoteFormValues } from '../get-quote/quote-form.ts';
import type { CommodityOption, ContainerTypeOption, PickupLocationOption } from '../reference-api.ts';
import { OptionField } from './option-field.tsx';

export interface CargoLineCardProps {
  index: number;
  control: Control<QuoteFormValues>;
  containerTypes: readonly ContainerTypeOption[];
  commodities: readonly CommodityOption[];
  pickupLocations: readonly PickupLocationOption[];
  referenceLoading: boolean;
  showDepots: boolean;
  onRemove: () => void;
}

const IMO_FIELDS = [
  { name: 'imoClass', label: 'IMO class' },
  { name: 'unNumber', label: 'UN number' },
  { name: 'pgNumber', label: 'Packing group (PG)' },
] as const;

const OOG_FIELDS = [
  { name: 'length', label: 'Length (cm)' },
  { name: 'width', label: 'Width (cm)' },
  { name: 'height', label: 'Height (cm)' },
  { name: 'weight', label: 'Weight (kg)' },
] as const;

/** One cargo line of Get Quote: quantity, container and commodity type, depot, and the IMO and OOG details. */
export function CargoLineCard({
  index,
  control,
  containerTypes,
  commodities,
  pickupLocations,
  referenceLoading,
  showDepots,
  onRemove,
}: CargoLineCardProps) {
  const line = useWatch({ control, name: `lines.${index}` });
  const typeDescription = containerTypes.find((t) => t.id === line?.type)?.description;
  const askDepot = needsPickupLocation(typeDescription, showDepots);
  const prefix = `lines.${index}` as const;

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={`Cargo line ${index + 1}`}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1, fontWeight: 700 }}>
          Cargo line {index + 1}
        </Typography>
        <Tooltip title="Remove this line">
          <IconButton size="small" aria-label={`Remove cargo line ${index + 1}`} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 4, sm: 2 }}>
          <Controller
            control={control}
            name={`${prefix}.quantity`}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label="Quantity"
                type="number"
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { min: 1, max: 999, step: 1, inputMode: 'numeric' } }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 8, sm: 4 }}>
          <Controller
            control={control}
            name={`${prefix}.type`}
            render={({ field, fieldState }) => (
              <OptionField
                label="Container type"
                options={containerTypes}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                getLabel={(t) => t.label}
                getDetail={(t) => `${t.id} · ${t.description}`}
                loading={referenceLoading}
                error={fieldState.error?.message}
                helperText={typeDescription}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name={`${prefix}.commodity`}
            render={({ field, fieldState }) => (
              <OptionField
                label="Commodity type"
                options={commodities}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                getLabel={(c) => c.name}
                loading={referenceLoading}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
        {showDepots && (
          <Grid size={12}>
            {askDepot ? (
              <Controller
                control={control}
                name={`${prefix}.location`}
                render={({ field, fieldState }) => (
                  <OptionField
                    label="Pickup location"
                    placeholder="Empty container depot"
                    options={pickupLocations}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    getLabel={(l) => `${l.name}, ${l.city}`}
                    groupBy={(l) => countryName(l.countryCode)}
                    loading={referenceLoading}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                Shipper-owned container: no depot pickup needed.
              </Typography>
            )}
          </Grid>
        )}
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }} sx={{ mt: 1.5 }}>
        <Controller
          control={control}
          name={`${prefix}.imo`}
          render={({ field }) => (
            <FormControlLabel
              label="Dangerous goods (IMO)"
              control={
                <Switch
                  checked={field.value}
                  onChange={(_e, checked) => field.onChange(checked)}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
          )}
        />
        <Controller
          control={control}
          name={`${prefix}.oog`}
          render={({ field }) => (
            <FormControlLabel
              label="Out of gauge (OOG)"
              control={
                <Switch
                  checked={field.value}
                  onChange={(_e, checked) => field.onChange(checked)}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
          )}
        />
      </Stack>
      <Collapse in={Boolean(line?.imo)} unmountOnExit>
        <DetailFields title="Dangerous goods details">
          {IMO_FIELDS.map(({ name, label }) => (
            <Grid key={name} size={{ xs: 12, sm: 4 }}>
              <Controller
                control={control}
                name={`${prefix}.imoDetails.${name}`}
                render={({ field }) => <TextField {...field} inputRef={field.ref} label={label} fullWidth />}
              />
            </Grid>
          ))}
        </DetailFields>
      </Collapse>
      <Collapse in={Boolean(line?.oog)} unmountOnExit>
        <DetailFields title="Out-of-gauge measures">
          {OOG_FIELDS.map(({ name, label }) => (
            <Grid key={name} size={{ xs: 6, sm: 3 }}>
              <Controller
                control={control}
                name={`${prefix}.oogDetails.${name}`}
                render={({ field }) => (
                  <TextField
                    {...field}
                    inputRef={field.ref}
                    label={label}
                    type="number"
                    fullWidth
                    slotProps={{ htmlInput: { min: 0, inputMode: 'decimal' } }}
                  />
                )}
              />
            </Grid>
          ))}
        </DetailFields>
      </Collapse>
    </Paper>
  );
}

function DetailFields({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 1.5, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ fontWeight: 600, display: 'block', mb: 1.5 }}
      >
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

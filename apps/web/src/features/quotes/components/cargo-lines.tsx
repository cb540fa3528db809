import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { memo, useMemo, type Ref } from 'react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { countryOfPort } from '@portal/domain';
import { newCargoLine, type QuoteFormValues } from '../get-quote/quote-form.ts';
import type { CommodityOption, ContainerTypeOption, PickupLocationOption } from '../reference-api.ts';
import { CargoLineCard } from './cargo-line-card.tsx';

export interface CargoLinesProps {
  control: Control<QuoteFormValues>;
  addButtonRef: Ref<HTMLButtonElement>;
  containerTypes: readonly ContainerTypeOption[];
  commodities: readonly CommodityOption[];
  pickupLocations: readonly PickupLocationOption[];
  referenceLoading: boolean;
  showDepots: boolean;
  /** Origin and destination codes: depots in their countries are offered first. */
  route: { origin: string | null; destination: string | null };
}

/** The cargo lines of Get Quote with the add button (the focus target when no line is left). */
export const CargoLines = memo(function CargoLines({
  control,
  addButtonRef,
  containerTypes,
  commodities,
  pickupLocations,
  referenceLoading,
  showDepots,
  route,
}: CargoLinesProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const { errors } = useFormState({ control, name: 'lines' });
  const linesError = errors.lines?.message ?? errors.lines?.root?.message;

  // Depots of the route's countries; all depots when none lies there.
  const depots = useMemo(() => {
    const countries = [countryOfPort(route.origin), countryOfPort(route.destination)];
    const near = pickupLocations.filter((l) => countries.includes(l.countryCode));
    const list = near.length > 0 ? near : [...pickupLocations];
    return list.sort((a, b) => a.countryCode.localeCompare(b.countryCode) || a.city.localeCompare(b.city));
  }, [pickupLocations, route.origin, route.destination]);

  return (
    <Stack spacing={2}>
      {fields.map((field, index) => (
        <CargoLineCard
          key={field.id}
          index={index}
          control={control}
          containerTypes={containerTypes}
          commodities={commodities}
          pickupLocations={depots}
          referenceLoading={referenceLoading}
          showDepots={showDepots}
          onRemove={() => remove(index)}
        />
      ))}
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No cargo yet. Add a line for each container type you ship.
        </Typography>
      )}
      {linesError && (
        <Alert severity="error" variant="outlined" role="alert">
          {linesError}
        </Alert>
      )}
      <div>
        <Button
          ref={addButtonRef}
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => append(newCargoLine(), { shouldFocus: false })}
        >
          Add cargo line
        </Button>
      </div>
    </Stack>
  );
});

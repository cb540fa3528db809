import { Autocomplete, Grid, TextField } from '@mui/material';
import { countryName, DAY_FORMAT, fromIsoDate, toIsoDate } from '@portal/domain';
import { isValid } from 'date-fns';
import { useMemo } from 'react';
import { LazyDatePicker } from '../../lib/lazy-date-picker.tsx';
import type { PickupLocationOption } from '../../lib/reference-data.ts';

export interface PickupFieldsProps {
  idPrefix: string;
  locationId: string | null;
  date: string | null;
  locations: readonly PickupLocationOption[];
  /** Depots of the origin's country come first. */
  originCountry: string | null;
  loading: boolean;
  onChange: (patch: { pickupLocationId?: string | null; pickupDate?: string | null }) => void;
}

/** Where and when the empty containers are picked up (not for shipper-owned types). */
export function PickupFields({
  idPrefix,
  locationId,
  date,
  locations,
  originCountry,
  loading,
  onChange,
}: PickupFieldsProps) {
  const sorted = useMemo(
    () =>
      [...locations].sort(
        (a, b) =>
          Number(b.countryCode === originCountry) - Number(a.countryCode === originCountry) ||
          countryName(a.countryCode).localeCompare(countryName(b.countryCode)) ||
          a.name.localeCompare(b.name),
      ),
    [locations, originCountry],
  );
  const value = locations.find((l) => l.id === locationId) ?? null;
  const day = fromIsoDate(date);

  return (
    <>
      <Grid size={{ xs: 12, sm: 8, md: 6 }}>
        <Autocomplete
          id={`${idPrefix}-pickup-location`}
          options={sorted}
          value={value}
          loading={loading}
          autoHighlight
          groupBy={(l) => countryName(l.countryCode)}
          getOptionLabel={(l) => `${l.name}, ${l.city}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_e, location) => onChange({ pickupLocationId: location?.id ?? null })}
          renderInput={(params) => (
            <TextField {...params} label="Pickup location" placeholder="Empty container depot" required />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 3 }}>
        <LazyDatePicker
          id={`${idPrefix}-pickup-date`}
          label="Pickup date"
          format={DAY_FORMAT}
          value={day && isValid(day) ? day : null}
          disablePast
          onChange={(next) => onChange({ pickupDate: next && isValid(next) ? toIsoDate(next) : null })}
          fullWidth
          required
        />
      </Grid>
    </>
  );
}

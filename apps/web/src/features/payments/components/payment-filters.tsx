import { Box, Button, MenuItem, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  COMMISSION_STATUS_LABELS,
  COMMISSION_STATUSES,
  DAY_FORMAT,
  fromIsoDate,
  PAYMENT_CURRENCIES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PLATFORM_STATUS_FILTERS,
  PLATFORM_STATUS_LABELS,
  toIsoDate,
  type PaymentCurrency,
  type TCarrierOption,
} from '@portal/domain';
import { ALL_SHOWN, CarrierFilter, filterFieldSx } from '../../../components/list-filters/index.ts';
import type { PlatformStatusFilter, WeeklyPaymentFilters } from '../payment-params.ts';
import { PAYMENTS_TEXT } from '../texts.ts';
import { MultiSelectFilter } from './multi-select-filter.tsx';

export const STATUS_OPTIONS = PAYMENT_STATUSES.map((value) => ({
  value,
  label: PAYMENT_STATUS_LABELS[value],
}));
const PLATFORM_OPTIONS = PLATFORM_STATUS_FILTERS.map((value: PlatformStatusFilter) => ({
  value,
  label: value === 'NONE' ? PAYMENTS_TEXT.noPlatformStatus : PLATFORM_STATUS_LABELS[value],
}));
export const COMMISSION_OPTIONS = COMMISSION_STATUSES.map((value) => ({
  value,
  label: COMMISSION_STATUS_LABELS[value],
}));

export function CurrencyFilter({
  value,
  onChange,
}: {
  value: PaymentCurrency | null;
  onChange: (currency: PaymentCurrency | null) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={PAYMENTS_TEXT.currency}
      value={value ?? ''}
      slotProps={ALL_SHOWN}
      onChange={(event) => onChange((event.target.value || null) as PaymentCurrency | null)}
      sx={{ ...filterFieldSx, minWidth: { xs: 'calc(50% - 4px)', sm: 120 } }}
    >
      <MenuItem value="">{PAYMENTS_TEXT.allCurrencies}</MenuItem>
      {PAYMENT_CURRENCIES.map((currency) => (
        <MenuItem key={currency} value={currency}>
          {currency}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A day of a filter: dd.MM.yyyy with a clear button. */
export function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
}) {
  return (
    <DatePicker
      label={label}
      format={DAY_FORMAT}
      value={fromIsoDate(value)}
      onChange={(date) => {
        const day = toIsoDate(date);
        if (day || date === null) onChange(day);
      }}
      slotProps={{
        textField: { size: 'small', sx: { ...filterFieldSx, width: { sm: 184 } } },
        field: { clearable: true },
      }}
    />
  );
}

interface Props {
  filters: WeeklyPaymentFilters;
  filtered: boolean;
  carriers: readonly TCarrierOption[];
  carrierLocked: boolean;
  onChange: (changes: Partial<WeeklyPaymentFilters>) => void;
  onClear: () => void;
}

/**
 * /weekly-payment's filters (spec 000 §9 initial filter): currency, pay date, status, platform status, commission
 * status and carrier.
 */
export function WeeklyPaymentFiltersBar({ filters, onChange, ...props }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <CurrencyFilter value={filters.currency} onChange={(currency) => onChange({ currency })} />
      <DayFilter
        label={PAYMENTS_TEXT.payDate}
        value={filters.payDate}
        onChange={(payDate) => onChange({ payDate })}
      />
      <MultiSelectFilter
        label={PAYMENTS_TEXT.status}
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <MultiSelectFilter
        label={PAYMENTS_TEXT.platformStatus}
        value={filters.platformStatus}
        options={PLATFORM_OPTIONS}
        onChange={(platformStatus) => onChange({ platformStatus })}
      />
      <MultiSelectFilter
        label={PAYMENTS_TEXT.commissionStatus}
        value={filters.commissionStatus}
        options={COMMISSION_OPTIONS}
        onChange={(commissionStatus) => onChange({ commissionStatus })}
      />
      <CarrierFilter
        carriers={props.carriers}
        carrier={filters.carrier}
        locked={props.carrierLocked}
        onChange={(carrier) => onChange({ carrier })}
      />
      {props.filtered && (
        <Button size="small" color="inherit" onClick={props.onClear} sx={{ color: 'text.secondary' }}>
          {PAYMENTS_TEXT.clearFilters}
        </Button>
      )}
    </Box>
  );
}

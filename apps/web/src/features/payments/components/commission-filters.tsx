import { Box, Button } from '@mui/material';
import type { TCarrierOption } from '@portal/domain';
import { CarrierFilter } from '../../../components/list-filters/index.ts';
import type { CommissionFilters } from '../payment-params.ts';
import { PAYMENTS_TEXT } from '../texts.ts';
import { MultiSelectFilter } from './multi-select-filter.tsx';
import { COMMISSION_OPTIONS, CurrencyFilter, DayFilter } from './payment-filters.tsx';

interface Props {
  filters: CommissionFilters;
  filtered: boolean;
  carriers: readonly TCarrierOption[];
  carrierLocked: boolean;
  onChange: (changes: Partial<CommissionFilters>) => void;
  onClear: () => void;
}

/** /commissions' filters (spec 000 §9 default: USD, Open): currency, status, carrier and the due date range. */
export function CommissionFiltersBar({ filters, onChange, ...props }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <CurrencyFilter value={filters.currency} onChange={(currency) => onChange({ currency })} />
      <MultiSelectFilter
        label={PAYMENTS_TEXT.status}
        value={filters.status}
        options={COMMISSION_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <CarrierFilter
        carriers={props.carriers}
        carrier={filters.carrier}
        locked={props.carrierLocked}
        onChange={(carrier) => onChange({ carrier })}
      />
      <DayFilter
        label={PAYMENTS_TEXT.dueFrom}
        value={filters.dueFrom}
        onChange={(dueFrom) => onChange({ dueFrom })}
      />
      <DayFilter
        label={PAYMENTS_TEXT.dueTo}
        value={filters.dueTo}
        onChange={(dueTo) => onChange({ dueTo })}
      />
      {props.filtered && (
        <Button size="small" color="inherit" onClick={props.onClear} sx={{ color: 'text.secondary' }}>
          {PAYMENTS_TEXT.clearFilters}
        </Button>
      )}
    </Box>
  );
}

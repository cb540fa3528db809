import { Button, Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import { DAY_FORMAT, fromIsoDate, toIsoDate } from '@portal/domain';
import type { ClientOption } from '../reference-api.ts';
import { OptionField } from './option-field.tsx';

export interface QuoteGroupsFiltersProps {
  clients: readonly ClientOption[];
  clientsLoading: boolean;
  clientId: string | undefined;
  from: string | undefined;
  to: string | undefined;
  onChange: (changes: { clientId?: string | null; from?: string | null; to?: string | null }) => void;
}

/** Staff filters of the quotes list (spec 001 §2.4): a client and a date range on the issue date. */
export function QuoteGroupsFilters({
  clients,
  clientsLoading,
  clientId,
  from,
  to,
  onChange,
}: QuoteGroupsFiltersProps) {
  const active = Boolean(clientId || from || to);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
      <Stack sx={{ flex: 1, minWidth: 220 }}>
        <OptionField
          id="quotes-client-filter"
          label="Client"
          size="small"
          options={clients}
          value={clientId ?? null}
          onChange={(id) => onChange({ clientId: id })}
          getLabel={(c) => c.name}
          getDetail={(c) => [c.city, c.countryCode].filter(Boolean).join(', ')}
          loading={clientsLoading}
          placeholder="All clients"
        />
      </Stack>
      <Stack direction="row" spacing={1.5}>
        <DatePicker
          label="Issued from"
          format={DAY_FORMAT}
          value={fromIsoDate(from ?? null)}
          maxDate={fromIsoDate(to ?? null) ?? undefined}
          onChange={(date) => {
            const day = toIsoDate(date);
            if (day || date === null) onChange({ from: day });
          }}
          slotProps={{
            textField: { size: 'small', sx: { width: { xs: '100%', md: 170 } } },
            field: { clearable: true },
          }}
        />
        <DatePicker
          label="Issued to"
          format={DAY_FORMAT}
          value={fromIsoDate(to ?? null)}
          minDate={fromIsoDate(from ?? null) ?? undefined}
          onChange={(date) => {
            const day = toIsoDate(date);
            if (day || date === null) onChange({ to: day });
          }}
          slotProps={{
            textField: { size: 'small', sx: { width: { xs: '100%', md: 170 } } },
            field: { clearable: true },
          }}
        />
      </Stack>
      {active && (
        <Button
          size="small"
          color="inherit"
          onClick={() => onChange({ clientId: null, from: null, to: null })}
          sx={{ color: 'text.secondary', alignSelf: { xs: 'flex-start', md: 'center' } }}
        >
          Clear filters
        </Button>
      )}
    </Stack>
  );
}

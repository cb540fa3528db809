import { Box, Button, FormControlLabel, Switch, ThemeProvider, type Theme } from '@mui/material';
import { bookingTabHasDateRange, type BookingTab, type TCarrierOption } from '@portal/domain';
import { AssigneeFilter, CarrierFilter } from '../../../components/list-filters/index.ts';
import { PortAutocomplete } from '../../../components/schedule-search-bar/index.ts';
import type { ClientOption, UserOption } from '../api.ts';
import { ClientFilter } from '../components/client-filter.tsx';
import { TagFilter } from '../components/tags/tag-filter.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';
import type { BookingFilters } from './list-params.ts';

interface Props {
  tab: BookingTab;
  staff: boolean;
  userId: string;
  filters: BookingFilters;
  filtered: boolean;
  carriers: readonly TCarrierOption[];
  carrierLocked: boolean;
  clients: readonly ClientOption[];
  users: readonly UserOption[];
  onChange: (changes: Partial<BookingFilters>) => void;
  onClear: () => void;
}

const ASSIGNEE_CHOICES = [
  { value: 'me', label: 'Me' },
  { value: 'none', label: 'Unassigned' },
  { value: 'any', label: 'Everyone' },
] as const;

// The shared port field has the form size; in the filter bar it takes the bar's small size.
const smallFields = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTextField: { ...outer.components?.MuiTextField, defaultProps: { size: 'small' } },
    MuiAutocomplete: { ...outer.components?.MuiAutocomplete, defaultProps: { size: 'small' } },
  },
});

/**
 * The booking list's filter bar (spec 000 §2, §6): client (staff), origin, destination, carrier, assignee (staff,
 * default 'me'), tags (staff), the customer's archived flag, and the creation-date range on Archived and History.
 */
export function BookingFiltersBar(props: Props) {
  const { tab, staff, filters, onChange } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {staff && (
        <ClientFilter
          clients={props.clients}
          clientId={filters.clientId}
          onChange={(clientId) => onChange({ clientId })}
          width={210}
        />
      )}
      <ThemeProvider theme={smallFields}>
        <Box sx={{ width: { xs: '100%', sm: 210 } }}>
          <PortAutocomplete
            id={`bookings-${tab}-origin`}
            label="Origin"
            value={filters.origin}
            onChange={(code) => onChange({ origin: code })}
          />
        </Box>
        <Box sx={{ width: { xs: '100%', sm: 210 } }}>
          <PortAutocomplete
            id={`bookings-${tab}-destination`}
            label="Destination"
            value={filters.destination}
            onChange={(code) => onChange({ destination: code })}
          />
        </Box>
      </ThemeProvider>
      <CarrierFilter
        carriers={props.carriers}
        carrier={filters.carrier}
        locked={props.carrierLocked}
        onChange={(carrier) => onChange({ carrier })}
      />
      {staff && (
        <AssigneeFilter
          value={filters.assignee}
          choices={ASSIGNEE_CHOICES}
          users={props.users}
          userId={props.userId}
          onChange={(assignee) => onChange({ assignee })}
        />
      )}
      {staff && (
        <TagFilter category="booking" tagIds={filters.tagIds} onChange={(tagIds) => onChange({ tagIds })} />
      )}
      {!staff && tab === 'active' && (
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={filters.archived}
              onChange={(event) => onChange({ archived: event.target.checked })}
            />
          }
          label="Archived"
          sx={{ mx: 0.5 }}
        />
      )}
      {bookingTabHasDateRange(tab) && (
        <DateRangeFilter from={filters.from} to={filters.to} onChange={(range) => onChange(range)} />
      )}
      {props.filtered && (
        <Button size="small" color="inherit" onClick={props.onClear} sx={{ color: 'text.secondary' }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}

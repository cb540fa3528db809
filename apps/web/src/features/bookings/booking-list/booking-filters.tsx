import {
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  ThemeProvider,
  type Theme,
} from '@mui/material';
import { bookingTabHasDateRange, type BookingTab, type TCarrierOption } from '@portal/domain';
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

/** 'All carriers' and 'Everyone' show as values, not as an empty field under its label. */
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
const fieldSx = { minWidth: { xs: 'calc(50% - 4px)', sm: 160 }, flex: { xs: 1, sm: '0 0 auto' } };

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
  const assigneeKnown =
    ['me', 'any', 'none'].includes(filters.assignee) || props.users.some((u) => u.id === filters.assignee);
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
      <TextField
        select
        size="small"
        label="Carrier"
        value={filters.carrier ?? ''}
        slotProps={ALL_SHOWN}
        disabled={props.carrierLocked}
        onChange={(event) => onChange({ carrier: event.target.value || null })}
        sx={fieldSx}
      >
        <MenuItem value="">All carriers</MenuItem>
        {props.carriers.map((carrier) => (
          <MenuItem key={carrier.id} value={carrier.id}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: carrier.color, mr: 1, flexShrink: 0 }}
            />
            {carrier.displayName}
          </MenuItem>
        ))}
        {filters.carrier && !props.carriers.some((c) => c.id === filters.carrier) && (
          <MenuItem value={filters.carrier} sx={{ display: 'none' }}>
            {filters.carrier}
          </MenuItem>
        )}
      </TextField>
      {staff && (
        <TextField
          select
          size="small"
          label="Assignee"
          value={filters.assignee}
          onChange={(event) => onChange({ assignee: event.target.value })}
          sx={fieldSx}
        >
          <MenuItem value="me">Me</MenuItem>
          <MenuItem value="none">Unassigned</MenuItem>
          <MenuItem value="any">Everyone</MenuItem>
          {props.users
            .filter((user) => user.id !== props.userId)
            .map((user) => (
              <MenuItem key={user.id} value={user.id}>
                {user.firstName} {user.lastName}
              </MenuItem>
            ))}
          {/* A linked choice of someone not (yet) listed still shows what is applied. */}
          {!assigneeKnown && (
            <MenuItem value={filters.assignee} sx={{ display: 'none' }}>
              Another user
            </MenuItem>
          )}
        </TextField>
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

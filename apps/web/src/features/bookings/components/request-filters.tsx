import { Box, MenuItem, TextField } from '@mui/material';
import { requestStatusLabel, statusOptionsFor, type RequestTab, type TCarrierOption } from '@portal/domain';
import type { ClientOption, UserOption } from '../api.ts';
import type { RequestFilters } from '../request-filters.ts';
import { ClientFilter } from './client-filter.tsx';
import { TagFilter } from './tags/tag-filter.tsx';

interface Props {
  tab: RequestTab;
  staff: boolean;
  filters: RequestFilters;
  carriers: readonly TCarrierOption[];
  /** Locked to one carrier by the staff member's carrier restriction. */
  carrierLocked: boolean;
  clients: readonly ClientOption[];
  users: readonly UserOption[];
  userId: string;
  onChange: (changes: Partial<RequestFilters>) => void;
}

/** 'All statuses' and 'All carriers' show as values, not as an empty field under its label. */
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

const fieldSx = { minWidth: { xs: 'calc(50% - 4px)', sm: 170 }, flex: { xs: 1, sm: '0 0 auto' } };

/** Status (the tab's options, spec 000 §4), assignee (staff), carrier, client and tags (staff). */
export function RequestFiltersRow({
  tab,
  staff,
  filters,
  carriers,
  carrierLocked,
  clients,
  users,
  userId,
  onChange,
}: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status ?? ''}
        slotProps={ALL_SHOWN}
        onChange={(event) =>
          onChange({ status: event.target.value === '' ? null : Number(event.target.value) })
        }
        sx={fieldSx}
      >
        <MenuItem value="">All statuses</MenuItem>
        {statusOptionsFor(tab).map((code) => (
          <MenuItem key={code} value={code}>
            {requestStatusLabel(code)}
          </MenuItem>
        ))}
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
          <MenuItem value="any">Anyone</MenuItem>
          <MenuItem value="none">Unassigned</MenuItem>
          {users
            .filter((user) => user.id !== userId)
            .map((user) => (
              <MenuItem key={user.id} value={user.id}>
                {user.firstName} {user.lastName}
              </MenuItem>
            ))}
          {/* A saved choice of someone no longer listed still shows what is applied. */}
          {!['me', 'any', 'none'].includes(filters.assignee) &&
            !users.some((user) => user.id === filters.assignee) && (
              <MenuItem value={filters.assignee} sx={{ display: 'none' }}>
                Another user
              </MenuItem>
            )}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label="Carrier"
        value={filters.carrier ?? ''}
        slotProps={ALL_SHOWN}
        disabled={carrierLocked}
        onChange={(event) => onChange({ carrier: event.target.value || null })}
        sx={fieldSx}
      >
        <MenuItem value="">All carriers</MenuItem>
        {carriers.map((carrier) => (
          <MenuItem key={carrier.id} value={carrier.id}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: carrier.color, mr: 1, flexShrink: 0 }}
            />
            {carrier.displayName}
          </MenuItem>
        ))}
        {filters.carrier && !carriers.some((c) => c.id === filters.carrier) && (
          <MenuItem value={filters.carrier} sx={{ display: 'none' }}>
            {filters.carrier}
          </MenuItem>
        )}
      </TextField>
      {staff && (
        <ClientFilter
          clients={clients}
          clientId={filters.clientId}
          onChange={(clientId) => onChange({ clientId })}
          width={220}
        />
      )}
      {staff && <TagFilter tagIds={filters.tagIds} onChange={(tagIds) => onChange({ tagIds })} />}
    </Box>
  );
}

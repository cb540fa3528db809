import GridViewOutlinedIcon from '@mui/icons-material/GridViewOutlined';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { formatCount, type RequestTab, type TCarrierOption } from '@portal/domain';
import { useState } from 'react';
import type { ClientOption, UserOption } from '../api.ts';
import type { ListView } from '../hooks/use-list-view.ts';
import { searchFieldsFor, type RequestFilters } from '../request-filters.ts';
import { QuickSearchDialog } from './quick-search-dialog.tsx';
import { RequestFiltersRow } from './request-filters.tsx';
import { RequestSearchField } from './request-search-field.tsx';
import { UploadBookingButton } from './upload-booking-button.tsx';

interface Props {
  tab: RequestTab;
  staff: boolean;
  userId: string;
  filters: RequestFilters;
  searchPending: boolean;
  onChange: (changes: Partial<RequestFilters>) => void;
  carriers: readonly TCarrierOption[];
  carrierLocked: boolean;
  clients: readonly ClientOption[];
  users: readonly UserOption[];
  count: number | null;
  /** The server stopped counting: there are at least `count` requests. */
  countCapped?: boolean;
  view: ListView;
  /** Phones always get cards; the toggle is for wide screens. */
  canToggleView: boolean;
  onView: (view: ListView) => void;
}

/** Search with its field selector and the quick-search dialog, the filters, the count and the view toggle. */
export function RequestsToolbar(props: Props) {
  const { staff, filters, onChange, count, countCapped, view, canToggleView, onView } = props;
  const [quickSearch, setQuickSearch] = useState(false);
  const fields = searchFieldsFor(staff);

  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <RequestSearchField
        staff={staff}
        fields={fields}
        field={filters.field}
        text={filters.text}
        pending={props.searchPending}
        onChange={onChange}
        onOpenQuickSearch={() => setQuickSearch(true)}
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', md: 'center' }, justifyContent: 'space-between' }}
      >
        <RequestFiltersRow
          tab={props.tab}
          staff={staff}
          filters={filters}
          carriers={props.carriers}
          carrierLocked={props.carrierLocked}
          clients={props.clients}
          users={props.users}
          userId={props.userId}
          onChange={onChange}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: 'flex-end' }}>
          {staff && <UploadBookingButton />}
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
            {count === null
              ? ''
              : countCapped
                ? `${formatCount(count)}+ requests`
                : count === 1
                  ? '1 request'
                  : `${formatCount(count)} requests`}
          </Typography>
          {canToggleView && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_event, next: ListView | null) => next && onView(next)}
              aria-label="View"
            >
              <ToggleButton value="table" aria-label="Table view">
                <Tooltip title="Table">
                  <TableRowsOutlinedIcon fontSize="small" />
                </Tooltip>
              </ToggleButton>
              <ToggleButton value="cards" aria-label="Card view">
                <Tooltip title="Cards">
                  <GridViewOutlinedIcon fontSize="small" />
                </Tooltip>
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        </Box>
      </Stack>
      <QuickSearchDialog
        open={quickSearch}
        fields={fields}
        current={filters}
        onApply={onChange}
        onClose={() => setQuickSearch(false)}
      />
    </Stack>
  );
}

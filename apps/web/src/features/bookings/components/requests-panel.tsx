import { Box, Card, TablePagination, useMediaQuery, useTheme } from '@mui/material';
import { formatCount, REQUEST_PAGE_SIZES, type RequestTab } from '@portal/domain';
import type { ReactNode } from 'react';
import { useBookingRequests, useCarriers, useClients, useStaffUsers } from '../api.ts';
import { useListView } from '../hooks/use-list-view.ts';
import { useRequestListState } from '../hooks/use-request-list-state.ts';
import { useViewer } from '../hooks/use-viewer.ts';
import { defaultFilters } from '../request-filters.ts';
import { BulkAssignBar } from './bulk-assign-bar.tsx';
import { useListSelection } from '../../../components/list-filters/index.ts';
import { LoadError } from '../../../components/page/load-error.tsx';
import { RequestCards } from './request-cards.tsx';
import { RequestsEmpty } from './requests-empty.tsx';
import { RequestsSkeleton } from './requests-skeleton.tsx';
import { RequestsTable } from './requests-table.tsx';
import { RequestsToolbar } from './requests-toolbar.tsx';

/**
 * One request tab of /bookings (spec 000 §2 "Booking requests list"): search and filters, the list as a table
 * or cards, staff bulk assignment, and the pager once the list is longer than a page.
 */
export function RequestsPanel({ tab }: { tab: RequestTab }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const viewer = useViewer();
  const { staff } = viewer;
  const state = useRequestListState({ tab, ...viewer });
  const list = useBookingRequests(state.query);
  const carriers = useCarriers();
  const clients = useClients(staff);
  const users = useStaffUsers(staff);
  const [chosenView, setView] = useListView();
  const view = phone ? 'cards' : chosenView;
  const { selected, toggle, toggleAll, clear } = useListSelection(state.filterKey);

  const answer = list.data;
  const rows = answer?.data ?? [];
  const allowed = viewer.allowedCarriers;
  const carrierOptions = (carriers.data ?? []).filter((c) => !allowed || allowed.includes(c.id));
  const defaults = defaultFilters(staff, viewer.lockedCarrier);
  const { filters } = state;
  const filtered =
    filters.text.trim() !== '' ||
    filters.status !== null ||
    filters.carrier !== defaults.carrier ||
    filters.clientId !== null ||
    filters.tagIds.length > 0 ||
    (staff && !['me', 'any'].includes(filters.assignee));
  const onlyMine = staff && filters.assignee === 'me';
  const showAll = () => state.update({ ...defaults, assignee: 'any', perPage: filters.perPage });
  const reset =
    filtered || onlyMine
      ? filtered
        ? {
            hint: 'Search and filters are narrowing the list.',
            label: 'Reset search and filters',
            onReset: showAll,
          }
        : {
            hint: 'Only the requests assigned to you are shown.',
            label: 'Show all requests',
            onReset: showAll,
          }
      : undefined;

  let body: ReactNode;
  let framed = true;
  if (list.isPending) {
    body = <RequestsSkeleton view={view} />;
    framed = view === 'table';
  } else if (list.isError && !answer) {
    body = (
      <Box sx={{ p: 2 }}>
        <LoadError
          title="The booking requests could not be loaded."
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      </Box>
    );
  } else if (rows.length === 0) {
    body = <RequestsEmpty reset={reset} />;
  } else {
    const listProps = { rows, staff, selected, onToggle: toggle, onToggleAll: toggleAll };
    framed = view === 'table';
    body =
      view === 'table' ? (
        <Box sx={{ overflowX: 'auto' }}>
          <RequestsTable {...listProps} />
        </Box>
      ) : (
        <RequestCards {...listProps} />
      );
  }

  // Spec 000 §9: the pager shows only when the list is longer than a page.
  const pager = answer && answer.count > state.query.perPage && (
    <TablePagination
      component="div"
      count={answer.count}
      page={Math.min(state.query.page, answer.totalPages) - 1}
      rowsPerPage={state.query.perPage}
      rowsPerPageOptions={[...REQUEST_PAGE_SIZES]}
      onPageChange={(_event, page) => state.setPage(page + 1)}
      onRowsPerPageChange={(event) => state.update({ perPage: Number(event.target.value) })}
      labelRowsPerPage={phone ? 'Rows' : 'Rows per page'}
      labelDisplayedRows={({ from, to, count }) =>
        `${from}–${to} of ${formatCount(count)}${answer.countCapped ? '+' : ''}`
      }
      sx={{ borderTop: framed ? 1 : 0, borderColor: 'divider' }}
    />
  );
  const dimmed = { opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card sx={{ overflow: 'visible' }} data-tour="list-filters">
        <RequestsToolbar
          tab={tab}
          staff={staff}
          userId={viewer.userId}
          filters={filters}
          searchPending={state.searchPending}
          onChange={state.update}
          carriers={carrierOptions}
          carrierLocked={viewer.lockedCarrier !== null}
          clients={clients.data ?? []}
          users={users.data ?? []}
          count={answer ? answer.count : null}
          countCapped={answer?.countCapped ?? false}
          view={view}
          canToggleView={!phone}
          onView={setView}
        />
        {staff && selected.size > 0 && (
          <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
            <BulkAssignBar
              selectedIds={[...selected]}
              carrierIds={[...new Set(rows.filter((r) => selected.has(r.id)).map((r) => r.carrier.id))]}
              users={users.data ?? []}
              usersLoading={users.isLoading}
              onDone={clear}
              onClear={clear}
            />
          </Box>
        )}
      </Card>
      {framed ? (
        <Card sx={dimmed} aria-busy={list.isFetching} data-tour="list-results">
          {body}
          {pager}
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, ...dimmed }} aria-busy={list.isFetching} data-tour="list-results">
          {body}
          {pager && <Card>{pager}</Card>}
        </Box>
      )}
    </Box>
  );
}

import { Box, Card, TablePagination, useMediaQuery, useTheme } from '@mui/material';
import { BOOKING_MESSAGES, BOOKING_PAGE_SIZES, formatCount, type BookingTab } from '@portal/domain';
import { useEffect, type ReactNode } from 'react';
import { ListEmpty } from '../../../components/list-filters/index.ts';
import { LoadError } from '../../../components/page/load-error.tsx';
import { useNotify } from '../../../lib/notify.ts';
import { useCarriers, useClients, useStaffUsers } from '../api.ts';
import { useViewer } from '../hooks/use-viewer.ts';
import { useBookings } from './api.ts';
import { BookingCard } from './booking-card.tsx';
import { BookingFiltersBar } from './booking-filters.tsx';
import { BookingsSkeleton } from './bookings-skeleton.tsx';
import { BookingsToolbar } from './bookings-toolbar.tsx';
import type { BookingFilters } from './list-params.ts';
import { useBookingListState } from './use-booking-list-state.ts';

/** Everything a tab's filters go back to; the tab, the category and the page size stay. */
const CLEARED: Partial<BookingFilters> = {
  q: '',
  clientId: null,
  origin: null,
  destination: null,
  carrier: null,
  assignee: 'me',
  archived: false,
  tagIds: [],
  from: null,
  to: null,
};

/**
 * One booking tab of /bookings (spec 000 §2 "Bookings list"; the page header carries its title): category switch, quick search and filters
 * kept in the address, paged cards, the spec's two empty states, and a refresh that says when it failed.
 */
export function BookingListPanel({ tab }: { tab: BookingTab }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const viewer = useViewer();
  const { staff } = viewer;
  const state = useBookingListState(tab, viewer);
  const { filters, update } = state;
  const list = useBookings(state.query);
  const carriers = useCarriers();
  const clients = useClients(staff);
  const users = useStaffUsers(staff);

  const answer = list.data;
  const rows = answer?.data ?? [];
  const allowed = viewer.allowedCarriers;
  const carrierOptions = (carriers.data ?? []).filter((c) => !allowed || allowed.includes(c.id));

  // A page beyond the end (an old link, a list that shrank) shows the last page instead.
  const lastPage = answer && !list.isPlaceholderData ? answer.totalPages : null;
  useEffect(() => {
    if (lastPage !== null && filters.page > lastPage) update({ page: lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastPage, filters.page]);

  const refresh = async () => {
    const result = await list.refetch();
    if (result.isError) notify.error(BOOKING_MESSAGES.refreshFailed);
  };
  const clear = () => {
    state.setText('');
    update({ ...CLEARED, carrier: viewer.lockedCarrier });
  };
  const assigneeView = staff && filters.assignee === 'me' && !state.filtered;

  let body: ReactNode;
  if (list.isPending) body = <BookingsSkeleton />;
  else if (list.isError && !answer)
    body = (
      <Card sx={{ p: 2 }}>
        <LoadError
          title="The bookings could not be loaded."
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      </Card>
    );
  else if (rows.length === 0)
    body = (
      <Card>
        {assigneeView ? (
          <ListEmpty
            message={BOOKING_MESSAGES.assigneeEmpty}
            action={{ label: 'Show everyone’s bookings', onClick: () => update({ assignee: 'any' }) }}
          />
        ) : (
          <ListEmpty
            message={BOOKING_MESSAGES.filterEmpty}
            action={state.filtered ? { label: 'Clear filters', onClick: clear } : undefined}
          />
        )}
      </Card>
    );
  else
    body = (
      <Box component="section" aria-label="Bookings" sx={{ display: 'grid', gap: 2 }}>
        {rows.map((row) => (
          <BookingCard key={row.id} row={row} staff={staff} />
        ))}
      </Box>
    );

  const pager = answer && answer.count > 0 && (
    <Card>
      <TablePagination
        component="div"
        count={answer.count}
        page={Math.max(0, Math.min(filters.page, answer.totalPages) - 1)}
        rowsPerPage={filters.perPage}
        rowsPerPageOptions={[...BOOKING_PAGE_SIZES]}
        onPageChange={(_event, page) => {
          update({ page: page + 1 });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        onRowsPerPageChange={(event) => update({ perPage: Number(event.target.value) })}
        labelRowsPerPage={phone ? 'Rows' : 'Rows per page'}
        labelDisplayedRows={({ from, to, count }) =>
          `${from}–${to} of ${formatCount(count)}${answer.countCapped ? '+' : ''}`
        }
      />
    </Card>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card sx={{ overflow: 'visible' }} data-tour="list-filters">
        <BookingsToolbar
          category={filters.category}
          onCategory={(category) => update({ category })}
          text={state.text}
          searchPending={state.searchPending}
          onText={state.setText}
          refreshing={list.isRefetching && !list.isPlaceholderData}
          onRefresh={() => void refresh()}
          count={answer ? answer.count : null}
          countCapped={answer?.countCapped ?? false}
        >
          <BookingFiltersBar
            tab={tab}
            staff={staff}
            userId={viewer.userId}
            filters={filters}
            filtered={state.filtered}
            carriers={carrierOptions}
            carrierLocked={viewer.lockedCarrier !== null}
            clients={clients.data ?? []}
            users={users.data ?? []}
            onChange={update}
            onClear={clear}
          />
        </BookingsToolbar>
      </Card>
      <Box
        aria-busy={list.isFetching}
        data-tour="list-results"
        sx={{
          display: 'grid',
          gap: 2,
          opacity: list.isPlaceholderData ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {body}
        {pager}
      </Box>
    </Box>
  );
}

import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box,
  Card,
  CircularProgress,
  IconButton,
  Stack,
  TablePagination,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { BOOKING_PAGE_SIZES, formatCount, TASK_MESSAGES, type TTaskRow } from '@portal/domain';
import { format } from 'date-fns';
import { useEffect, useState, type ReactNode } from 'react';
import { ListEmpty, useListSelection } from '../../../components/list-filters/index.ts';
import { LoadError } from '../../../components/page/load-error.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCarriers, useStaffUsers } from '../../../lib/reference-data.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useTasks } from '../api.ts';
import { BookingPartsProvider, type BookingParts } from '../booking-parts.tsx';
import { AssignToolbar } from '../components/assign-toolbar.tsx';
import { CategoryRadio, MyDayFiltersBar } from '../components/my-day-filters.tsx';
import { TaskCards } from '../components/task-cards.tsx';
import { TaskPreviewDialog } from '../components/task-preview-dialog.tsx';
import { TasksSkeleton } from '../components/tasks-skeleton.tsx';
import { TasksTable } from '../components/tasks-table.tsx';
import { useMyDayState } from '../hooks/use-my-day-state.ts';
import { clearedFilters } from '../my-day-params.ts';
import { MY_DAY_TEXT } from '../texts.ts';

/**
 * /my-day (spec 000 §2 "My Day", staff): the tasks of the chosen department, assignee, status, carrier and pay date
 * in a table with select-all and bulk assignment; operations rows expand to the booking's progress, accounting rows
 * open the full-screen preview. Live: a 'tasks' or 'booking' event refetches it (lib/query-keys.ts).
 */
export function MyDayPage({ parts }: { parts: BookingParts }) {
  usePageTitle(MY_DAY_TEXT.title);
  return (
    <BookingPartsProvider parts={parts}>
      <Stack spacing={3}>
        <PageHeader title={MY_DAY_TEXT.title} subtitle={format(new Date(), 'EEEE, d. MMMM yyyy')} />
        <MyDayList />
      </Stack>
    </BookingPartsProvider>
  );
}

function MyDayList() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const state = useMyDayState();
  const { filters, update, viewer } = state;
  const list = useTasks(state.query);
  // Spec 000 §6: a customer's My Day is the client tasks assigned to them; the department, the assignee and the
  // client-task filters and assigning are staff's. The server decides by the same permissions.
  const can = useCan();
  const everyones = can('read:task:any');
  const mayAssign = can('assign:task:any');
  const users = useStaffUsers(everyones || mayAssign);
  // A customer's client tasks are operations' work: their rows read as operations rows whatever the address says.
  const category = everyones ? filters.category : 'operations';
  const carriers = useCarriers();
  const allowed = state.allowedCarriers;
  const carrierOptions = (carriers.data ?? []).filter((c) => !allowed || allowed.includes(c.id));

  // The selection belongs to the list it was made on: another filter or page starts without one.
  const listKey = JSON.stringify(state.query);
  const { selected, toggle, toggleAll, clear: clearSelection } = useListSelection(listKey);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [preview, setPreview] = useState<TTaskRow | null>(null);

  const answer = list.data;
  const rows = answer?.data ?? [];

  // A page beyond the end (an old link, a list that shrank after an assignment) shows the last page instead.
  const lastPage = answer && !list.isPlaceholderData ? Math.max(1, answer.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && filters.page > lastPage) update({ page: lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastPage, filters.page]);

  const clear = () => update(clearedFilters(viewer));

  let body: ReactNode;
  if (list.isPending) body = <TasksSkeleton />;
  else if (list.isError && !answer)
    body = (
      <Box sx={{ p: 2 }}>
        <LoadError
          title={MY_DAY_TEXT.loadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      </Box>
    );
  else if (rows.length === 0)
    body = (
      <ListEmpty
        message={TASK_MESSAGES.empty}
        action={state.filtered ? { label: MY_DAY_TEXT.clearFilters, onClick: clear } : undefined}
      />
    );
  else {
    const listProps = {
      rows,
      category,
      selectable: mayAssign,
      selected,
      onToggle: toggle,
      onToggleAll: toggleAll,
      expanded,
      onExpand: setExpanded,
      onOpen: setPreview,
    };
    body = phone ? (
      <TaskCards {...listProps} />
    ) : (
      <Box sx={{ overflowX: 'auto' }}>
        <TasksTable {...listProps} />
      </Box>
    );
  }

  const count = answer
    ? MY_DAY_TEXT.count(`${formatCount(answer.count)}${answer.countCapped ? '+' : ''}`, answer.count === 1)
    : '';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card sx={{ overflow: 'visible' }} data-tour="list-filters">
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              flexWrap: 'wrap',
              columnGap: 2,
              rowGap: 0.5,
              justifyContent: 'space-between',
            }}
          >
            {everyones && (
              <CategoryRadio category={filters.category} onChange={(next) => update({ category: next })} />
            )}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
              <Typography
                variant="body2"
                color="text.secondary"
                aria-live="polite"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {count}
              </Typography>
              <Tooltip title="Refresh">
                <span>
                  <IconButton
                    aria-label="Refresh"
                    onClick={() => void list.refetch()}
                    disabled={list.isRefetching}
                  >
                    {list.isRefetching && !list.isPlaceholderData ? (
                      <CircularProgress size={20} />
                    ) : (
                      <RefreshIcon />
                    )}
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          </Stack>
          <MyDayFiltersBar
            staffFilters={everyones}
            filters={filters}
            filtered={state.filtered}
            userId={state.userId}
            users={users.data ?? []}
            carriers={carrierOptions}
            carrierLocked={viewer.lockedCarrier !== null}
            onChange={update}
            onClear={clear}
          />
        </Stack>
      </Card>
      <Card
        component="section"
        aria-label={MY_DAY_TEXT.title}
        aria-busy={list.isFetching}
        data-tour="list-results"
        sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {mayAssign && (
          <AssignToolbar
            selectedIds={[...selected]}
            carrierIds={[...new Set(rows.filter((r) => selected.has(r.id)).map((r) => r.carrierId))]}
            users={users.data ?? []}
            usersLoading={users.isPending}
            onDone={clearSelection}
            onClear={clearSelection}
          />
        )}
        {body}
        {answer && answer.count > 0 && (
          <TablePagination
            component="div"
            count={answer.count}
            page={Math.max(0, Math.min(filters.page, answer.totalPages) - 1)}
            rowsPerPage={filters.perPage}
            rowsPerPageOptions={[...BOOKING_PAGE_SIZES]}
            onPageChange={(_event, page) => update({ page: page + 1 })}
            onRowsPerPageChange={(event) => update({ perPage: Number(event.target.value) })}
            labelRowsPerPage={phone ? 'Rows' : 'Rows per page'}
            labelDisplayedRows={({ from, to, count: total }) =>
              `${from}–${to} of ${formatCount(total)}${answer.countCapped ? '+' : ''}`
            }
          />
        )}
      </Card>
      {preview && (
        <TaskPreviewDialog
          bookingId={preview.bookingId}
          taskId={preview.id}
          onClose={() => setPreview(null)}
        />
      )}
    </Box>
  );
}

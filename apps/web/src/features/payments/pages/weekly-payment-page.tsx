import { Box, Card, Stack, useMediaQuery, useTheme } from '@mui/material';
import { formatCount, PAYMENT_MESSAGES } from '@portal/domain';
import { useEffect, type ReactNode } from 'react';
import { useListSelection } from '../../../components/list-filters/index.ts';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCarriers } from '../../../lib/reference-data.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useWeeklyPayments } from '../api.ts';
import { ListBar, ListCount, ListPager } from '../components/list-header.tsx';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-states.tsx';
import { WeeklyPaymentFiltersBar } from '../components/payment-filters.tsx';
import { PaymentCards } from '../components/payment-cards.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';
import { PostponeToolbar } from '../components/postpone-toolbar.tsx';
import { useWeeklyPaymentState } from '../hooks/use-payment-lists.ts';
import { PAYMENTS_TEXT } from '../texts.ts';

/**
 * /weekly-payment (spec 002 §2 "Weekly payment", staff): filters, the table of weekly payments and the postpone
 * action (accounting). Live: a 'payments' event refetches it (lib/query-keys.ts).
 */
export function WeeklyPaymentPage() {
  usePageTitle(PAYMENTS_TEXT.weeklyTitle);
  const can = useCan();
  const manage = can('manage:payment:any');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const state = useWeeklyPaymentState();
  const { filters, update } = state;
  const list = useWeeklyPayments(state.query);
  const carriers = useCarriers();
  const allowed = state.carriers.allowed;
  const carrierOptions = (carriers.data ?? []).filter((c) => !allowed || allowed.includes(c.id));
  const { selected, toggle, toggleAll, clear } = useListSelection(JSON.stringify(state.query));

  const answer = list.data;
  const rows = answer?.data ?? [];
  const chosen = rows.filter((row) => selected.has(row.id));

  // A page beyond the end (an old link, a list that shrank after a postponement) shows the last page instead.
  const lastPage = answer && !list.isPlaceholderData ? Math.max(1, answer.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && filters.page > lastPage) update({ page: lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastPage, filters.page]);

  const count = (
    <ListCount
      text={answer ? PAYMENTS_TEXT.count(formatCount(answer.count), answer.count === 1) : ''}
      refreshing={list.isRefetching && !list.isPlaceholderData}
      onRefresh={() => void list.refetch()}
    />
  );

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label="Loading weekly payments" />;
  else if (list.isError && !answer)
    body = (
      <ListError
        title={PAYMENTS_TEXT.loadFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (rows.length === 0)
    body = (
      <ListEmpty
        message={PAYMENT_MESSAGES.emptyPayments}
        action={state.filtered ? { label: PAYMENTS_TEXT.clearFilters, onClick: state.reset } : undefined}
      />
    );
  else if (phone)
    body = (
      <PaymentCards
        rows={rows}
        carriers={carriers.data ?? []}
        selected={selected}
        selectable={manage}
        onToggle={toggle}
        onToggleAll={toggleAll}
      />
    );
  else
    body = (
      <Box sx={{ overflowX: 'auto' }}>
        <PaymentsTable
          rows={rows}
          carriers={carriers.data ?? []}
          selected={selected}
          selectable={manage}
          onToggle={toggle}
          onToggleAll={toggleAll}
        />
      </Box>
    );

  return (
    <Stack spacing={3}>
      <PageHeader title={PAYMENTS_TEXT.weeklyTitle} subtitle={PAYMENTS_TEXT.weeklySubtitle} />
      <Card sx={{ overflow: 'visible' }}>
        <Box sx={{ p: 2 }}>
          <WeeklyPaymentFiltersBar
            filters={filters}
            filtered={state.filtered}
            carriers={carrierOptions}
            carrierLocked={state.carriers.locked !== null}
            onChange={update}
            onClear={state.reset}
          />
        </Box>
      </Card>
      <Card
        component="section"
        aria-label={PAYMENTS_TEXT.weeklyPayments}
        aria-busy={list.isFetching}
        sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {manage ? (
          <PostponeToolbar chosen={chosen} onDone={clear} onClear={clear} end={count} />
        ) : (
          <ListBar label="Weekly payments" active={false} end={count} />
        )}
        {body}
        {answer && answer.count > 0 && (
          <ListPager answer={answer} page={filters.page} perPage={filters.perPage} onChange={update} />
        )}
      </Card>
    </Stack>
  );
}

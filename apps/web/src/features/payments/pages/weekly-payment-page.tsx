import { formatCount, PAYMENT_MESSAGES } from '@portal/domain';
import { useListSelection } from '../../../components/list-filters/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCarriers } from '../../../lib/reference-data.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useWeeklyPayments } from '../api.ts';
import { ListBar, ListCount } from '../components/list-header.tsx';
import { ListPage } from '../components/list-page.tsx';
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

  const count = (
    <ListCount
      text={answer ? PAYMENTS_TEXT.count(formatCount(answer.count), answer.count === 1) : ''}
      refreshing={list.isRefetching && !list.isPlaceholderData}
      onRefresh={() => void list.refetch()}
    />
  );

  return (
    <ListPage
      title={PAYMENTS_TEXT.weeklyTitle}
      subtitle={PAYMENTS_TEXT.weeklySubtitle}
      filters={
        <WeeklyPaymentFiltersBar
          filters={filters}
          filtered={state.filtered}
          carriers={carrierOptions}
          carrierLocked={state.carriers.locked !== null}
          onChange={update}
          onClear={state.reset}
        />
      }
      label={PAYMENTS_TEXT.weeklyPayments}
      list={list}
      bar={
        manage ? (
          <PostponeToolbar chosen={chosen} onDone={clear} onClear={clear} end={count} />
        ) : (
          <ListBar label="Weekly payments" active={false} end={count} />
        )
      }
      loadingLabel="Loading weekly payments"
      errorTitle={PAYMENTS_TEXT.loadFailed}
      emptyMessage={PAYMENT_MESSAGES.emptyPayments}
      filtered={state.filtered}
      onReset={state.reset}
      cards={
        <PaymentCards
          rows={rows}
          carriers={carriers.data ?? []}
          selected={selected}
          selectable={manage}
          onToggle={toggle}
          onToggleAll={toggleAll}
        />
      }
      table={
        <PaymentsTable
          rows={rows}
          carriers={carriers.data ?? []}
          selected={selected}
          selectable={manage}
          onToggle={toggle}
          onToggleAll={toggleAll}
        />
      }
      page={filters.page}
      perPage={filters.perPage}
      onChange={update}
    />
  );
}

import { formatCount, PAYMENT_MESSAGES } from '@portal/domain';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useWeeklyPayments } from '../api.ts';
import { ListBar, ListCount } from '../components/list-header.tsx';
import { ListPage } from '../components/list-page.tsx';
import { WeeklyPaymentFiltersBar } from '../components/payment-filters.tsx';
import { PaymentCards } from '../components/payment-cards.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';
import { PostponeToolbar } from '../components/postpone-toolbar.tsx';
import { usePaymentList } from '../hooks/use-payment-list.ts';
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
  const { list, answer, chosen, selection, rowProps, filterBar } = usePaymentList(state, useWeeklyPayments);
  const { clear } = selection;

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
      filters={<WeeklyPaymentFiltersBar filters={filters} onChange={update} {...filterBar} />}
      label={PAYMENTS_TEXT.weeklyPayments}
      list={list}
      state={state}
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
      cards={<PaymentCards {...rowProps} selectable={manage} />}
      table={<PaymentsTable {...rowProps} selectable={manage} />}
    />
  );
}

import { Typography } from '@mui/material';
import {
  formatAmount,
  formatCount,
  PAYMENT_MESSAGES,
  signedAmountText,
  type TCommission,
} from '@portal/domain';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCommissions } from '../api.ts';
import { CommissionCards } from '../components/commission-cards.tsx';
import { CommissionFiltersBar } from '../components/commission-filters.tsx';
import { CommissionsTable } from '../components/commissions-table.tsx';
import { ListBar, ListCount } from '../components/list-header.tsx';
import { ListPage } from '../components/list-page.tsx';
import { usePaymentList } from '../hooks/use-payment-list.ts';
import { useCommissionState } from '../hooks/use-payment-lists.ts';
import { PAYMENTS_TEXT } from '../texts.ts';

/** The selected commissions' sum per currency, a credit counting negative and shown with its trailing minus. */
export function totalsByCurrency(rows: readonly TCommission[]): string {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const signed = row.debitCredit === 'CREDIT' ? -row.amount : row.amount;
    sums.set(row.currency, (sums.get(row.currency) ?? 0) + signed);
  }
  return [...sums]
    .map(
      ([currency, sum]) =>
        `${currency} ${signedAmountText(formatAmount(Math.abs(sum)), sum < 0 ? 'CREDIT' : 'DEBIT')}`,
    )
    .join(' · ');
}

/** /commissions (spec 002 §2 "Commissions", staff): filters and the table of commissions. */
export function CommissionsPage() {
  usePageTitle(PAYMENTS_TEXT.commissionsTitle);
  const state = useCommissionState();
  const { filters, update } = state;
  const { list, answer, chosen, rowProps, filterBar } = usePaymentList(state, useCommissions);

  return (
    <ListPage
      title={PAYMENTS_TEXT.commissionsTitle}
      subtitle={PAYMENTS_TEXT.commissionsSubtitle}
      filters={<CommissionFiltersBar filters={filters} onChange={update} {...filterBar} />}
      label={PAYMENTS_TEXT.commissionsTitle}
      list={list}
      state={state}
      bar={
        <ListBar
          label="Selected commissions"
          active={chosen.length > 0}
          end={
            <ListCount
              text={
                answer ? PAYMENTS_TEXT.commissionCount(formatCount(answer.count), answer.count === 1) : ''
              }
              refreshing={list.isRefetching && !list.isPlaceholderData}
              onRefresh={() => void list.refetch()}
            />
          }
        >
          <Typography variant="body2" sx={{ fontWeight: chosen.length > 0 ? 600 : 400 }}>
            {PAYMENTS_TEXT.selected(chosen.length)}
          </Typography>
          {chosen.length > 0 && (
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {PAYMENTS_TEXT.selectedTotal}: <strong>{totalsByCurrency(chosen)}</strong>
            </Typography>
          )}
        </ListBar>
      }
      loadingLabel="Loading commissions"
      errorTitle={PAYMENTS_TEXT.commissionsLoadFailed}
      emptyMessage={PAYMENT_MESSAGES.emptyCommissions}
      cards={<CommissionCards {...rowProps} />}
      table={<CommissionsTable {...rowProps} />}
    />
  );
}

import { Box, Card, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import {
  formatAmount,
  formatCount,
  PAYMENT_MESSAGES,
  signedAmountText,
  type TCommission,
} from '@portal/domain';
import { useEffect, type ReactNode } from 'react';
import { useListSelection } from '../../../components/list-filters/index.ts';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCarriers } from '../../../lib/reference-data.ts';
import { useCommissions } from '../api.ts';
import { CommissionCards } from '../components/commission-cards.tsx';
import { CommissionFiltersBar } from '../components/commission-filters.tsx';
import { CommissionsTable } from '../components/commissions-table.tsx';
import { ListBar, ListCount, ListPager } from '../components/list-header.tsx';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-states.tsx';
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const state = useCommissionState();
  const { filters, update } = state;
  const list = useCommissions(state.query);
  const carriers = useCarriers();
  const allowed = state.carriers.allowed;
  const carrierOptions = (carriers.data ?? []).filter((c) => !allowed || allowed.includes(c.id));
  const { selected, toggle, toggleAll } = useListSelection(JSON.stringify(state.query));

  const answer = list.data;
  const rows = answer?.data ?? [];
  const chosen = rows.filter((row) => selected.has(row.id));

  const lastPage = answer && !list.isPlaceholderData ? Math.max(1, answer.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && filters.page > lastPage) update({ page: lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastPage, filters.page]);

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label="Loading commissions" />;
  else if (list.isError && !answer)
    body = (
      <ListError
        title={PAYMENTS_TEXT.commissionsLoadFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (rows.length === 0)
    body = (
      <ListEmpty
        message={PAYMENT_MESSAGES.emptyCommissions}
        action={state.filtered ? { label: PAYMENTS_TEXT.clearFilters, onClick: state.reset } : undefined}
      />
    );
  else if (phone)
    body = (
      <CommissionCards rows={rows} carriers={carriers.data ?? []} selected={selected} onToggle={toggle} />
    );
  else
    body = (
      <Box sx={{ overflowX: 'auto' }}>
        <CommissionsTable
          rows={rows}
          carriers={carriers.data ?? []}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
        />
      </Box>
    );

  return (
    <Stack spacing={3}>
      <PageHeader title={PAYMENTS_TEXT.commissionsTitle} subtitle={PAYMENTS_TEXT.commissionsSubtitle} />
      <Card sx={{ overflow: 'visible' }}>
        <Box sx={{ p: 2 }}>
          <CommissionFiltersBar
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
        aria-label={PAYMENTS_TEXT.commissionsTitle}
        aria-busy={list.isFetching}
        sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
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
        {body}
        {answer && answer.count > 0 && (
          <ListPager answer={answer} page={filters.page} perPage={filters.perPage} onChange={update} />
        )}
      </Card>
    </Stack>
  );
}

import { Box, Card, Stack, useMediaQuery, useTheme } from '@mui/material';
import type { ListAnswer } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ListEmpty } from '../../../components/list-filters/index.ts';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { PAYMENTS_TEXT } from '../texts.ts';
import { ListPager } from './list-header.tsx';
import { ListError, ListSkeleton } from './list-states.tsx';

interface Props {
  title: string;
  subtitle: string;
  /** The filter bar, shown in its own card above the list. */
  filters: ReactNode;
  /** The list's section name for assistive technology. */
  label: string;
  list: UseQueryResult<ListAnswer<unknown>>;
  /** The bar above the rows: selection, count, actions. */
  bar: ReactNode;
  loadingLabel: string;
  errorTitle: string;
  emptyMessage: string;
  /** The list's filters in the address: page, page size, and the way back to the initial filter. */
  state: {
    filters: { page: number; perPage: number };
    filtered: boolean;
    reset: () => void;
    update: (changes: { page?: number; perPage?: number }) => void;
  };
  /** The rows on a phone, and on a wider screen (inside a scrolling box). */
  cards: ReactNode;
  table: ReactNode;
}

/** A payments list page (spec 002 §2): header, filters, then the list with its loading, error and empty states. */
export function ListPage({ list, state, ...props }: Props) {
  const { page, perPage } = state.filters;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const answer = list.data;

  // A page beyond the end (an old link, a list that shrank after a postponement) shows the last page instead.
  const lastPage = answer && !list.isPlaceholderData ? Math.max(1, answer.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) state.update({ page: lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastPage, page]);

  let body: ReactNode;
  if (list.isPending) body = <ListSkeleton label={props.loadingLabel} />;
  else if (list.isError && !answer)
    body = (
      <ListError
        title={props.errorTitle}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (!answer || answer.data.length === 0)
    body = (
      <ListEmpty
        message={props.emptyMessage}
        action={state.filtered ? { label: PAYMENTS_TEXT.clearFilters, onClick: state.reset } : undefined}
      />
    );
  else if (phone) body = props.cards;
  else body = <Box sx={{ overflowX: 'auto' }}>{props.table}</Box>;

  return (
    <Stack spacing={3}>
      <PageHeader title={props.title} subtitle={props.subtitle} />
      <Card sx={{ overflow: 'visible' }} data-tour="list-filters">
        <Box sx={{ p: 2 }}>{props.filters}</Box>
      </Card>
      <Card
        component="section"
        aria-label={props.label}
        aria-busy={list.isFetching}
        data-tour="list-results"
        sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {props.bar}
        {body}
        {answer && answer.count > 0 && (
          <ListPager answer={answer} page={page} perPage={perPage} onChange={state.update} />
        )}
      </Card>
    </Stack>
  );
}

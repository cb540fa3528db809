import type { ListAnswer } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useListSelection } from '../../../components/list-filters/index.ts';
import { useCarriers } from '../../../lib/reference-data.ts';

interface ListState<Q> {
  query: Q;
  filtered: boolean;
  reset: () => void;
  carriers: { allowed: readonly string[] | null; locked: string | null };
}

/**
 * A payments list's page of rows, its carriers and its ticked rows (a new query starts a new selection), and what
 * its filter bar needs beside the filters.
 */
export function usePaymentList<Q, A extends ListAnswer<{ id: string }>>(
  state: ListState<Q>,
  useList: (query: Q) => UseQueryResult<A>,
) {
  const list = useList(state.query);
  const carriers = useCarriers();
  const allowed = state.carriers.allowed;
  const carrierOptions = (carriers.data ?? []).filter((c) => !allowed || allowed.includes(c.id));
  const selection = useListSelection(JSON.stringify(state.query));
  const answer = list.data;
  const rows: A['data'] = answer?.data ?? [];
  const chosen = rows.filter((row) => selection.selected.has(row.id)) as A['data'];
  return {
    list,
    answer,
    chosen,
    selection,
    /** What the table and the cards take: the rows, their carriers and the selection. */
    rowProps: {
      rows,
      carriers: carriers.data ?? [],
      selected: selection.selected,
      onToggle: selection.toggle,
      onToggleAll: selection.toggleAll,
    },
    filterBar: {
      filtered: state.filtered,
      carriers: carrierOptions,
      carrierLocked: state.carriers.locked !== null,
      onClear: state.reset,
    },
  };
}

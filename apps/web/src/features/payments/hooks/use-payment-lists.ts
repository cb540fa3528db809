import { actorOfSession, allowedCarriers, toIsoDate } from '@portal/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import {
  commissionFiltersOf,
  commissionInitial,
  commissionQueryOf,
  differsFromInitial,
  nextListParams,
  weeklyFiltersOf,
  weeklyInitial,
  weeklyQueryOf,
  type CommissionFilters,
  type WeeklyPaymentFilters,
} from '../payment-params.ts';

/** The carriers a restricted staff member may see; one carrier is applied and locked (spec 000 §6). */
function useCarrierLock() {
  const { session } = useSession();
  const carriers = allowedCarriers(actorOfSession(session));
  return { allowed: carriers, locked: carriers?.length === 1 ? carriers[0]! : null };
}

/** Everything 'Clear filters' goes back to; the page size stays. */
function withoutPaging<F extends { page: number; perPage: number }>({ page: _p, perPage: _pp, ...rest }: F) {
  return rest as Partial<F>;
}

function useAddress<F extends object>(initial: F) {
  const [, setParams] = useSearchParams();
  // From the address as it is now: two quick changes must not build on the same stale parameters.
  return (changes: Partial<F>) =>
    setParams(nextListParams<F>(new URLSearchParams(window.location.search), changes, initial), {
      replace: true,
    });
}

/** /weekly-payment's filters and page, kept in the address (initial filter spec 000 §9: pay date today). */
export function useWeeklyPaymentState() {
  const [params] = useSearchParams();
  const carriers = useCarrierLock();
  const today = toIsoDate(new Date())!;
  const initial = useMemo(() => weeklyInitial(today, carriers.locked), [today, carriers.locked]);
  const filters = weeklyFiltersOf(params, today, carriers.locked);
  const update = useAddress<WeeklyPaymentFilters>(initial);
  return {
    filters,
    initial,
    query: weeklyQueryOf(filters),
    filtered: differsFromInitial(filters, initial),
    update,
    reset: () => update(withoutPaging(initial)),
    carriers,
  };
}

/** /commissions' filters and page, kept in the address (default spec 000 §9: USD, Open). */
export function useCommissionState() {
  const [params] = useSearchParams();
  const carriers = useCarrierLock();
  const initial = useMemo(() => commissionInitial(carriers.locked), [carriers.locked]);
  const filters = commissionFiltersOf(params, carriers.locked);
  const update = useAddress<CommissionFilters>(initial);
  return {
    filters,
    initial,
    query: commissionQueryOf(filters),
    filtered: differsFromInitial(filters, initial),
    update,
    reset: () => update(withoutPaging(initial)),
    carriers,
  };
}

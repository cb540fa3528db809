import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, shiftPayDate, type TWeeklyPayment } from '@portal/domain';
import { useNotify } from '../../../lib/notify.ts';
import { fetchPayment, moveCommands, usePaymentCommands } from '../api.ts';

type Movable = Pick<TWeeklyPayment, 'recId' | 'reference' | 'payDate'>;

/**
 * Postpones payments: one POST /api/weeklyPayment with a Move per payment, its pay date shifted by the chosen
 * days. A failure has no user message, it is only logged (spec 002 §8); the lists refetch either way.
 */
export function usePostpone() {
  const commands = usePaymentCommands();
  const notify = useNotify();
  const client = useQueryClient();
  const postpone = async (payments: readonly Movable[], days: number): Promise<boolean> => {
    try {
      await commands.mutateAsync(moveCommands(payments, (payDate) => shiftPayDate(payDate, days)));
      notify.success(PAYMENT_MESSAGES.postponed(payments.length));
      return true;
    } catch (error) {
      console.error('Weekly payment request failed', error);
      return false;
    }
  };
  /** A payment known by its reference only (a My Day row): its record id and pay date are read first. */
  const postponeReference = async (reference: string, days: number) => {
    try {
      const payment = await fetchPayment(client, reference);
      return await postpone([payment], days);
    } catch (error) {
      console.error('Weekly payment request failed', error);
      return false;
    }
  };
  return { postpone, postponeReference, pending: commands.isPending };
}

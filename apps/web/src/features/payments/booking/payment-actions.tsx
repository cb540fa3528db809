import { Button, Stack, Tooltip } from '@mui/material';
import {
  approvalVerdict,
  clearActionVisible,
  holdVerdict,
  isPostponable,
  PAYMENT_MESSAGES,
  revertApprovalVisible,
  revertHoldVerdict,
  type TWeeklyPayment,
} from '@portal/domain';
import { useState } from 'react';
import { useNotify } from '../../../lib/notify.ts';
import { useClearTask, usePaymentCommands, usePlatformStatus } from '../api.ts';
import { PostponeMenu } from '../components/postpone-menu.tsx';
import { usePostpone } from '../hooks/use-postpone.ts';
import { PAYMENTS_TEXT } from '../texts.ts';
import { ApproveDialog, RevertApprovalDialog } from './approval-dialogs.tsx';

/** What a payment card offers, by the domain's rules (spec 000 §4 "Weekly payment"). */
export function paymentActions(p: TWeeklyPayment) {
  const clearTaskResolved = p.clearTask?.resolved ?? false;
  return {
    approve: p.status === 'IN_PROGRESS' ? approvalVerdict(p) : null,
    revert: p.status === 'BLOCKED' && revertApprovalVisible({ ...p, clearTaskResolved }),
    hold: holdVerdict(p).allowed,
    revertHold: revertHoldVerdict(p).allowed,
    clear: clearActionVisible({ ...p, hasClearTask: p.clearTask !== null })
      ? clearTaskResolved
        ? 'revert'
        : 'clear'
      : null,
    postpone: isPostponable(p),
  } as const;
}

/** A payment card's buttons: approve (with its confirmation), revert (with a reason), hold, clear, postpone. */
export function PaymentActions({ payment }: { payment: TWeeklyPayment }) {
  const notify = useNotify();
  const commands = usePaymentCommands();
  const platform = usePlatformStatus();
  const clearTask = useClearTask();
  const { postpone, pending: postponing } = usePostpone();
  const [dialog, setDialog] = useState<'approve' | 'revert' | null>(null);
  const can = paymentActions(payment);
  const base = { recId: payment.recId, reference: payment.reference };

  const approve = async () => {
    const answer = await commands.mutateAsync([{ action: 'Block', ...base }]);
    notify.success(answer.message || PAYMENT_MESSAGES.approved);
  };
  const revert = async (reason?: string) => {
    const answer = await commands.mutateAsync([{ action: 'Unblock', ...base, reason }]);
    notify.success(answer.message || PAYMENT_MESSAGES.approvalReverted);
  };
  const setHold = (on: boolean) =>
    platform.mutate(
      { reference: payment.reference, input: { platformStatus: on ? 'ON_HOLD' : null } },
      {
        onSuccess: (answer) =>
          notify.success(answer.message || (on ? PAYMENT_MESSAGES.putOnHold : PAYMENT_MESSAGES.holdReverted)),
        onError: (error) => notify.error(error.message),
      },
    );
  const setCleared = (on: boolean) =>
    payment.clearTask &&
    clearTask.mutate(
      { taskId: payment.clearTask.id, action: on ? 'resolve' : 'unresolve' },
      {
        onSuccess: () => notify.success(on ? PAYMENT_MESSAGES.cleared : PAYMENT_MESSAGES.clearingReverted),
        onError: (error) => notify.error(error.message),
      },
    );

  return (
    <Stack
      direction="row"
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
    >
      {can.approve && (
        <Tooltip title={can.approve.allowed ? '' : can.approve.reason}>
          <span>
            <Button
              size="small"
              variant="contained"
              disabled={!can.approve.allowed}
              onClick={() => setDialog('approve')}
            >
              {PAYMENTS_TEXT.approve}
            </Button>
          </span>
        </Tooltip>
      )}
      {can.revert && (
        <Button size="small" variant="outlined" color="warning" onClick={() => setDialog('revert')}>
          {PAYMENTS_TEXT.revertApproval}
        </Button>
      )}
      {can.hold && (
        <Button
          size="small"
          variant="outlined"
          color="warning"
          loading={platform.isPending}
          onClick={() => setHold(true)}
        >
          {PAYMENTS_TEXT.putOnHold}
        </Button>
      )}
      {can.revertHold && (
        <Button size="small" variant="outlined" loading={platform.isPending} onClick={() => setHold(false)}>
          {PAYMENTS_TEXT.revertHold}
        </Button>
      )}
      {can.clear === 'clear' && (
        <Button
          size="small"
          variant="outlined"
          color="secondary"
          loading={clearTask.isPending}
          onClick={() => setCleared(true)}
        >
          {PAYMENTS_TEXT.clear}
        </Button>
      )}
      {can.clear === 'revert' && (
        <Button
          size="small"
          variant="outlined"
          loading={clearTask.isPending}
          onClick={() => setCleared(false)}
        >
          {PAYMENTS_TEXT.revertClearing}
        </Button>
      )}
      {can.postpone && (
        <PostponeMenu
          label={payment.reference}
          loading={postponing}
          onChoose={(days) => void postpone([payment], days)}
        />
      )}
      {dialog === 'approve' && (
        <ApproveDialog payment={payment} onSubmit={approve} onClose={() => setDialog(null)} />
      )}
      {dialog === 'revert' && (
        <RevertApprovalDialog payment={payment} onSubmit={revert} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

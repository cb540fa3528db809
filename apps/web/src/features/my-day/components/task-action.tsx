import RuleOutlinedIcon from '@mui/icons-material/RuleOutlined';
import { Button, Stack, Tooltip } from '@mui/material';
import { TASK_MESSAGES, type TTaskRow } from '@portal/domain';
import { useNotify } from '../../../lib/notify.ts';
import { useResolveTask } from '../api.ts';
import { MY_DAY_TEXT } from '../texts.ts';
import { PaymentPostpone } from './payment-postpone.tsx';

/**
 * A task's action by its manual resolve kind (spec 000 §4 "Tasks"): Resolve; Resolve or Decline for a check whose
 * decline shows a follow-up task; nothing by hand for a task its checklist item resolves.
 */
export function TaskAction({ task }: { task: TTaskRow }) {
  const resolve = useResolveTask();
  const notify = useNotify();
  if (task.manualResolve === 'NO_MANUAL_RESOLVE')
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Tooltip title={TASK_MESSAGES.noManualResolve}>
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: 'text.secondary', fontSize: '0.75rem', width: 'fit-content' }}
          >
            <RuleOutlinedIcon sx={{ fontSize: 16 }} />
            <span>{MY_DAY_TEXT.byChecklist}</span>
          </Stack>
        </Tooltip>
        <PaymentPostpone task={task} />
      </Stack>
    );
  const act = (action: 'resolve' | 'decline') =>
    resolve.mutate(
      { taskId: task.id, action },
      {
        onSuccess: () =>
          notify.success(action === 'resolve' ? TASK_MESSAGES.resolved : TASK_MESSAGES.declined),
        onError: (error) => notify.error(error.message),
      },
    );
  const pending = resolve.isPending ? resolve.variables?.action : undefined;
  return (
    <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Button
        size="small"
        variant="outlined"
        loading={pending === 'resolve'}
        disabled={resolve.isPending}
        onClick={() => act('resolve')}
        aria-label={`${MY_DAY_TEXT.resolve} ${task.label} of ${task.bookingId}`}
        sx={{ py: 0.25 }}
      >
        {MY_DAY_TEXT.resolve}
      </Button>
      {task.manualResolve === 'RESOLVE_OR_DECLINE' && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          loading={pending === 'decline'}
          disabled={resolve.isPending}
          onClick={() => act('decline')}
          aria-label={`${MY_DAY_TEXT.decline} ${task.label} of ${task.bookingId}`}
          sx={{ py: 0.25 }}
        >
          {MY_DAY_TEXT.decline}
        </Button>
      )}
      <PaymentPostpone task={task} />
    </Stack>
  );
}

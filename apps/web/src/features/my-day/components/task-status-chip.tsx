import { Chip } from '@mui/material';
import { TASK_STATUS_COLOURS, type TaskStatus } from '@portal/domain';

/** A task's display status in the spec's colours (000 §9: Overdue red, Resolved grey, Pending blue, Future green). */
export function TaskStatusChip({ status }: { status: TaskStatus }) {
  const colour = TASK_STATUS_COLOURS[status];
  return (
    <Chip
      size="small"
      label={status}
      color={colour}
      variant={status === 'Not Created yet' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, minWidth: 76 }}
    />
  );
}

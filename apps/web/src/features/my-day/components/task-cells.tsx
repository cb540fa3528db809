import { Box, Chip, Link, Typography } from '@mui/material';
import { formatDay, type TTaskRow } from '@portal/domain';

/** The task's name, a client task's mark, and its instruction below. */
export function TaskName({ task, onOpen }: { task: TTaskRow; onOpen?: () => void }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
        {onOpen ? (
          <Link
            component="button"
            type="button"
            onClick={onOpen}
            underline="hover"
            sx={{ fontWeight: 700, textAlign: 'left', fontSize: 'inherit' }}
          >
            {task.label}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 700, fontSize: 'inherit' }}>
            {task.label}
          </Typography>
        )}
        {task.userRole === 'client' && (
          <Chip
            size="small"
            label="Client task"
            variant="outlined"
            sx={{ height: 20, fontSize: '0.6875rem' }}
          />
        )}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        title={task.instruction}
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {task.instruction}
      </Typography>
    </Box>
  );
}

/** The due day; an overdue one in the error colour. */
export function DueDate({ task }: { task: TTaskRow }) {
  return (
    <Box
      component="span"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        color: task.status === 'Overdue' ? 'error.main' : 'inherit',
        fontWeight: task.status === 'Overdue' ? 600 : 'inherit',
      }}
    >
      {formatDay(task.dueDate)}
    </Box>
  );
}

import { Box, Typography } from '@mui/material';
import { formatDay, TASK_STATUS_COLOURS, type TBookingTasks } from '@portal/domain';
import { MY_DAY_TEXT } from '../texts.ts';
import { AssigneeName } from './assignee-name.tsx';
import { TaskStatusChip } from './task-status-chip.tsx';

type Entry = TBookingTasks['entries'][number];

/** The palette colour of a status's edge (the chip's colour; grey for Resolved and Not Created yet). */
const edgeOf = (entry: Entry) => {
  const colour = TASK_STATUS_COLOURS[entry.status];
  return colour === 'default' ? 'grey.400' : `${colour}.main`;
};

/**
 * A booking's task progress as tiles in due order: each task type with its due date, status and assignee
 * (spec 000 §2 "My Day": operations rows expand to the booking's progress).
 */
export function ProgressTiles({ entries, highlight }: { entries: readonly Entry[]; highlight?: string }) {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 1,
      }}
    >
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.type}
          aria-current={entry.task?.id === highlight ? 'true' : undefined}
          sx={{
            border: 1,
            borderColor: entry.task?.id === highlight ? 'primary.main' : 'divider',
            borderLeft: 4,
            borderLeftColor: edgeOf(entry),
            borderRadius: 1,
            // A resolved tile steps back on the page's grey, not by fading: faded, its captions and team names
            // fell below AA contrast (3.4:1).
            bgcolor: entry.status === 'Resolved' ? 'background.default' : 'background.paper',
            px: 1.25,
            py: 1,
            display: 'grid',
            gap: 0.5,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {entry.label}
            </Typography>
            <TaskStatusChip status={entry.status} />
          </Box>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              color: 'text.secondary',
              fontSize: '0.75rem',
              minWidth: 0,
            }}
          >
            <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {entry.dueDate ? `${MY_DAY_TEXT.due} ${formatDay(entry.dueDate)}` : MY_DAY_TEXT.notCreated}
            </Box>
            {entry.task && (
              <Box sx={{ minWidth: 0, fontSize: '0.75rem' }}>
                <AssigneeName task={entry.task} />
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** How many of the booking's tasks are resolved. */
export function resolvedCount(entries: readonly Entry[]): number {
  return entries.filter((entry) => entry.status === 'Resolved').length;
}

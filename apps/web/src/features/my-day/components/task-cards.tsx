import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { Box, Button, Checkbox, Collapse, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { MY_DAY_TEXT } from '../texts.ts';
import { AssigneeName } from './assignee-name.tsx';
import { BookingProgress } from './booking-progress.tsx';
import { TaskAction } from './task-action.tsx';
import { FileLink, orDash } from '../../../components/list-filters/index.ts';
import { DueDate, TaskName } from './task-cells.tsx';
import { TaskStatusChip } from './task-status-chip.tsx';
import type { TaskListProps } from './tasks-table.tsx';

const C = MY_DAY_TEXT.columns;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontSize: '0.6875rem' }}>
        {label}
      </Typography>
      <Box sx={{ fontSize: '0.8125rem', overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** The tasks on a phone: one card each with the same facts, selection, action and expansion as the table. */
export function TaskCards(props: TaskListProps) {
  const { rows, category, selected, selectable } = props;
  const accounting = category === 'accounting';
  const ids = rows.map((row) => row.id);
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <Box>
      {selectable && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 1,
            py: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Checkbox
            size="small"
            indeterminate={chosen > 0 && chosen < ids.length}
            checked={ids.length > 0 && chosen === ids.length}
            onChange={(event) => props.onToggleAll(ids, event.target.checked)}
            slotProps={{ input: { 'aria-label': 'Select all tasks on this page' } }}
          />
          <Typography variant="body2" color="text.secondary">
            {MY_DAY_TEXT.selectAll}
          </Typography>
        </Box>
      )}
      <Box component="ul" aria-label="Tasks" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((task) => {
          const open = !accounting && props.expanded === task.id;
          return (
            <Box
              component="li"
              key={task.id}
              data-task-id={task.id}
              sx={{
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: selected.has(task.id) ? 'action.selected' : undefined,
              }}
            >
              <Stack direction="row" spacing={0.5} sx={{ px: 1, pt: 1.25, alignItems: 'flex-start' }}>
                {selectable && (
                  <Checkbox
                    size="small"
                    checked={selected.has(task.id)}
                    onChange={() => props.onToggle(task.id)}
                    slotProps={{ input: { 'aria-label': `Select ${task.label} of ${task.bookingId}` } }}
                    sx={{ mt: -0.5 }}
                  />
                )}
                <Box sx={{ flex: 1, minWidth: 0, fontSize: '0.875rem' }}>
                  <TaskName task={task} onOpen={accounting ? () => props.onOpen(task) : undefined} />
                </Box>
                <TaskStatusChip status={task.status} />
              </Stack>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '1fr 1fr',
                  gap: 1,
                  pl: selectable ? 6 : 1.5,
                  pr: 1.5,
                  py: 1,
                }}
              >
                <Fact label={C.fileNo}>
                  <FileLink bookingId={task.bookingId} />
                </Fact>
                <Fact label={C.dueDate}>
                  <DueDate task={task} />
                </Fact>
                <Fact label={C.blNumber}>{orDash(task.blNumber)}</Fact>
                {accounting ? (
                  <Fact label={C.reference}>{orDash(task.reference)}</Fact>
                ) : (
                  <Fact label={C.assignedTo}>
                    <AssigneeName task={task} />
                  </Fact>
                )}
                {accounting && (
                  <Fact label={C.assignedTo}>
                    <AssigneeName task={task} />
                  </Fact>
                )}
              </Box>
              <Stack
                direction="row"
                spacing={1}
                sx={{
                  pl: selectable ? 6 : 1.5,
                  pr: 1.5,
                  pb: 1.25,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <TaskAction task={task} />
                {accounting ? (
                  <Button
                    size="small"
                    startIcon={<OpenInFullIcon sx={{ fontSize: 16 }} />}
                    onClick={() => props.onOpen(task)}
                    aria-label={MY_DAY_TEXT.openPreview(task.bookingId)}
                  >
                    {MY_DAY_TEXT.preview}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    aria-expanded={open}
                    onClick={() => props.onExpand(open ? null : task.id)}
                    endIcon={
                      <KeyboardArrowDownIcon
                        sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
                      />
                    }
                    aria-label={
                      open
                        ? MY_DAY_TEXT.collapse(task.label, task.bookingId)
                        : MY_DAY_TEXT.expand(task.label, task.bookingId)
                    }
                  >
                    {MY_DAY_TEXT.progressButton}
                  </Button>
                )}
              </Stack>
              {!accounting && (
                <Collapse in={open} unmountOnExit>
                  <Divider />
                  <Box sx={{ p: 1.5, bgcolor: 'action.hover' }}>
                    <BookingProgress task={task} />
                  </Box>
                </Collapse>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import {
  Box,
  Checkbox,
  Collapse,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { TaskDepartment, TTaskRow } from '@portal/domain';
import { Fragment } from 'react';
import { MY_DAY_TEXT } from '../texts.ts';
import { AssigneeName } from './assignee-name.tsx';
import { BookingProgress } from './booking-progress.tsx';
import { TaskAction } from './task-action.tsx';
import { FileLink, orDash } from '../../../components/list-filters/index.ts';
import { DueDate, TaskName } from './task-cells.tsx';
import { TaskStatusChip } from './task-status-chip.tsx';

export interface TaskListProps {
  rows: readonly TTaskRow[];
  category: TaskDepartment;
  /** Whether rows can be ticked for 'Assign task to user' (staff, 'assign:task:any'). */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], select: boolean) => void;
  /** Operations: the row whose booking progress shows. */
  expanded: string | null;
  onExpand: (id: string | null) => void;
  /** Accounting: opens the task preview. */
  onOpen: (task: TTaskRow) => void;
}

const C = MY_DAY_TEXT.columns;
/** Numbers and references stay on one line and end in an ellipsis (the whole value is the cell's title). */
const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** The tasks as a table (spec 000 §2 "My Day"): the columns of the category, select-all, expand or preview. */
export function TasksTable(props: TaskListProps) {
  const { rows, category, selected, selectable } = props;
  const accounting = category === 'accounting';
  const ids = rows.map((row) => row.id);
  const chosen = ids.filter((id) => selected.has(id)).length;
  const columns = (accounting ? 10 : 9) - (selectable ? 0 : 1);
  return (
    <Table
      size="small"
      aria-label="Tasks"
      sx={{
        tableLayout: 'fixed',
        minWidth: accounting ? 1080 : 960,
        '& td, & th': { px: 1, py: 1.25, fontSize: '0.8125rem' },
        '& th': {
          py: 1,
          whiteSpace: 'nowrap',
          color: 'text.secondary',
          fontWeight: 600,
          fontSize: '0.75rem',
        },
      }}
    >
      <colgroup>
        {selectable && <col style={{ width: 44 }} />}
        <col style={{ width: 40 }} />
        <col />
        <col style={{ width: 152 }} />
        {accounting && <col style={{ width: 112 }} />}
        <col style={{ width: 108 }} />
        <col style={{ width: accounting ? 136 : 150 }} />
        <col style={{ width: 96 }} />
        <col style={{ width: 108 }} />
        <col style={{ width: accounting ? 160 : 116 }} />
      </colgroup>
      <TableHead>
        <TableRow>
          {selectable && (
            <TableCell padding="checkbox" sx={{ pl: 1 }}>
              <Checkbox
                size="small"
                indeterminate={chosen > 0 && chosen < ids.length}
                checked={ids.length > 0 && chosen === ids.length}
                onChange={(event) => props.onToggleAll(ids, event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select all tasks on this page' } }}
              />
            </TableCell>
          )}
          <TableCell aria-hidden />
          <TableCell>{C.task}</TableCell>
          <TableCell>{C.blNumber}</TableCell>
          {accounting && <TableCell>{C.reference}</TableCell>}
          <TableCell>{C.fileNo}</TableCell>
          <TableCell>{C.assignedTo}</TableCell>
          <TableCell>{C.dueDate}</TableCell>
          <TableCell>{C.status}</TableCell>
          <TableCell>{C.action}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((task) => {
          const open = !accounting && props.expanded === task.id;
          return (
            <Fragment key={task.id}>
              <TableRow
                hover
                selected={selected.has(task.id)}
                data-task-id={task.id}
                sx={(theme) => ({
                  '& > td': { borderBottom: open ? 0 : undefined },
                  ...(open ? { bgcolor: alpha(theme.palette.primary.main, 0.04) } : {}),
                })}
              >
                {selectable && (
                  <TableCell padding="checkbox" sx={{ pl: 1 }}>
                    <Checkbox
                      size="small"
                      checked={selected.has(task.id)}
                      onChange={() => props.onToggle(task.id)}
                      slotProps={{ input: { 'aria-label': `Select ${task.label} of ${task.bookingId}` } }}
                    />
                  </TableCell>
                )}
                <TableCell sx={{ px: '0 !important' }}>
                  {accounting ? (
                    <Tooltip title={MY_DAY_TEXT.openPreview(task.bookingId)}>
                      <IconButton
                        size="small"
                        aria-label={MY_DAY_TEXT.openPreview(task.bookingId)}
                        onClick={() => props.onOpen(task)}
                      >
                        <OpenInFullIcon sx={{ fontSize: 18 }} />
                      </IconButton>
                    </Tooltip>
                  ) : (
                    <IconButton
                      size="small"
                      aria-expanded={open}
                      aria-label={
                        open
                          ? MY_DAY_TEXT.collapse(task.label, task.bookingId)
                          : MY_DAY_TEXT.expand(task.label, task.bookingId)
                      }
                      onClick={() => props.onExpand(open ? null : task.id)}
                    >
                      {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
                    </IconButton>
                  )}
                </TableCell>
                <TableCell>
                  <TaskName task={task} onOpen={accounting ? () => props.onOpen(task) : undefined} />
                </TableCell>
                <TableCell sx={ONE_LINE} title={task.blNumber ?? undefined}>
                  {orDash(task.blNumber)}
                </TableCell>
                {accounting && (
                  <TableCell sx={ONE_LINE} title={task.reference ?? undefined}>
                    {orDash(task.reference)}
                  </TableCell>
                )}
                <TableCell>
                  <FileLink bookingId={task.bookingId} />
                </TableCell>
                <TableCell>
                  <AssigneeName task={task} />
                </TableCell>
                <TableCell>
                  <DueDate task={task} />
                </TableCell>
                <TableCell>
                  <TaskStatusChip status={task.status} />
                </TableCell>
                <TableCell>
                  <TaskAction task={task} />
                </TableCell>
              </TableRow>
              {!accounting && (
                <TableRow>
                  <TableCell colSpan={columns} sx={{ p: '0 !important', borderBottom: open ? undefined : 0 }}>
                    <Collapse in={open} unmountOnExit>
                      <Box
                        sx={(theme) => ({ px: 2, py: 2, bgcolor: alpha(theme.palette.primary.main, 0.04) })}
                      >
                        <BookingProgress task={task} />
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}

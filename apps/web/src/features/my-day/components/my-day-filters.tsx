import {
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import {
  DAY_FORMAT,
  fromIsoDate,
  TASK_DEPARTMENTS,
  TASK_STATUS_COLOURS,
  TASK_STATUS_FILTERS,
  toIsoDate,
  type TaskDepartment,
  type TaskStatusFilter,
  type TCarrierOption,
  type TDirectoryUser,
} from '@portal/domain';
import {
  ALL_SHOWN,
  AssigneeFilter,
  CarrierFilter,
  filterFieldSx,
} from '../../../components/list-filters/index.ts';
import { LazyDatePicker } from '../../../lib/lazy-date-picker.tsx';
import type { MyDayFilters } from '../my-day-params.ts';
import { CATEGORY_LABELS, MY_DAY_TEXT } from '../texts.ts';

interface Props {
  /** The Assigned user filter and Show Client Tasks ('read:task:any', staff): a customer's list is their own. */
  staffFilters: boolean;
  filters: MyDayFilters;
  filtered: boolean;
  userId: string;
  users: readonly TDirectoryUser[];
  carriers: readonly TCarrierOption[];
  carrierLocked: boolean;
  onChange: (changes: Partial<MyDayFilters>) => void;
  onClear: () => void;
}

const ASSIGNEE_CHOICES = [
  { value: 'me', label: 'Me' },
  { value: 'all', label: 'Everyone' },
] as const;

/** The Operations / Accounting radio of My Day (spec 000 §2). */
export function CategoryRadio({
  category,
  onChange,
}: {
  category: TaskDepartment;
  onChange: (category: TaskDepartment) => void;
}) {
  return (
    <RadioGroup
      row
      aria-label="Category"
      value={category}
      onChange={(event) => onChange(event.target.value as TaskDepartment)}
    >
      {TASK_DEPARTMENTS.map((value) => (
        <FormControlLabel
          key={value}
          value={value}
          control={<Radio size="small" />}
          label={CATEGORY_LABELS[value]}
          sx={{ mr: 1.5 }}
        />
      ))}
    </RadioGroup>
  );
}

/**
 * My Day's filters (spec 000 §2): Assigned user (default me), Task status (Overdue, Pending or both), Carrier,
 * the Pay date with its clear button (accounting only) and the Show Client Tasks switch.
 */
export function MyDayFiltersBar({ filters, onChange, staffFilters, ...props }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {staffFilters && (
        <AssigneeFilter
          label={MY_DAY_TEXT.assignedUser}
          value={filters.assignee}
          choices={ASSIGNEE_CHOICES}
          users={props.users}
          userId={props.userId}
          onChange={(assignee) => onChange({ assignee })}
        />
      )}
      <TextField
        select
        size="small"
        label={MY_DAY_TEXT.taskStatus}
        value={filters.status ?? ''}
        slotProps={ALL_SHOWN}
        onChange={(event) => onChange({ status: (event.target.value || null) as TaskStatusFilter | null })}
        sx={filterFieldSx}
      >
        <MenuItem value="">{MY_DAY_TEXT.bothStatuses}</MenuItem>
        {TASK_STATUS_FILTERS.map((status) => (
          <MenuItem key={status} value={status}>
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: `${TASK_STATUS_COLOURS[status]}.main`,
                mr: 1,
                flexShrink: 0,
              }}
            />
            {status}
          </MenuItem>
        ))}
      </TextField>
      <CarrierFilter
        carriers={props.carriers}
        carrier={filters.carrier}
        locked={props.carrierLocked}
        onChange={(carrier) => onChange({ carrier })}
      />
      {staffFilters && filters.category === 'accounting' && (
        // The picker's code and localization load when the field is reached for (lib/lazy-date-picker.tsx), not
        // with My Day's first render.
        <LazyDatePicker
          label={MY_DAY_TEXT.payDate}
          format={DAY_FORMAT}
          value={fromIsoDate(filters.payDate)}
          onChange={(date) => {
            const day = toIsoDate(date);
            if (day || date === null) onChange({ payDate: day });
          }}
          size="small"
          sx={filterFieldSx}
          clearable
        />
      )}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {staffFilters && (
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={filters.clientTasks}
                onChange={(event) => onChange({ clientTasks: event.target.checked })}
              />
            }
            label={MY_DAY_TEXT.showClientTasks}
            sx={{ mx: 0.5 }}
          />
        )}
        {props.filtered && (
          <Button size="small" color="inherit" onClick={props.onClear} sx={{ color: 'text.secondary' }}>
            {MY_DAY_TEXT.clearFilters}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

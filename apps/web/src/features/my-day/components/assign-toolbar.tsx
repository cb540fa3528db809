import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { TASK_MESSAGES, type TDirectoryUser } from '@portal/domain';
import { useState } from 'react';
import { StaffUserPicker } from '../../../components/list-filters/index.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useAssignTasks } from '../api.ts';
import { MY_DAY_TEXT } from '../texts.ts';

interface Props {
  selectedIds: readonly string[];
  /** The carriers of the selected tasks on this page: only staff who handle all of them are offered. */
  carrierIds: readonly string[];
  users: readonly TDirectoryUser[];
  usersLoading: boolean;
  onDone: () => void;
  onClear: () => void;
}

/**
 * My Day's toolbar (spec 000 §2): the selection count, the 'Assign task to user' picker and 'Assign user',
 * which needs a user and at least one task; a failure says the spec's 'Error assigning task. Please try again.'.
 */
export function AssignToolbar({ selectedIds, carrierIds, users, usersLoading, onDone, onClear }: Props) {
  const [user, setUser] = useState<TDirectoryUser | null>(null);
  const assign = useAssignTasks();
  const notify = useNotify();
  const count = selectedIds.length;

  const submit = () => {
    if (!user || count === 0) return;
    assign.mutate(
      { userId: user.id, taskIds: [...selectedIds] },
      {
        onSuccess: () => {
          notify.success(TASK_MESSAGES.assigned(count));
          setUser(null);
          onDone();
        },
        onError: () => notify.error(TASK_MESSAGES.assignFailed),
      },
    );
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      role="region"
      aria-label="Task assignment"
      sx={(theme) => ({
        alignItems: { xs: 'stretch', sm: 'center' },
        px: 2,
        py: 1.25,
        bgcolor: count > 0 ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
        borderBottom: 1,
        borderColor: 'divider',
        transition: 'background-color 150ms',
      })}
    >
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1, minHeight: 30 }}>
        <Typography
          variant="subtitle2"
          aria-live="polite"
          sx={{ fontWeight: count > 0 ? 700 : 500, color: count > 0 ? 'text.primary' : 'text.secondary' }}
        >
          {count > 0 ? MY_DAY_TEXT.selected(count) : MY_DAY_TEXT.selectHint}
        </Typography>
        {count > 0 && (
          <Button size="small" color="inherit" onClick={onClear} sx={{ color: 'text.secondary' }}>
            {MY_DAY_TEXT.clearSelection}
          </Button>
        )}
      </Box>
      <StaffUserPicker
        label={MY_DAY_TEXT.assignPicker}
        users={users}
        carrierIds={carrierIds}
        loading={usersLoading}
        value={user}
        onChange={setUser}
      />
      <Button variant="contained" onClick={submit} disabled={!user || count === 0} loading={assign.isPending}>
        {MY_DAY_TEXT.assignButton}
      </Button>
    </Stack>
  );
}

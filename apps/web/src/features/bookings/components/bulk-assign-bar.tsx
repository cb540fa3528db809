import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { StaffUserPicker } from '../../../components/list-filters/index.ts';
import { useNotify } from '../../../lib/notify.ts';
import { useAssignRequests, type UserOption } from '../api.ts';
import { REQUEST_LIST_TEXT } from '../texts.ts';

interface Props {
  selectedIds: readonly string[];
  /** The carriers of the selected requests on this page: only staff who handle all of them are offered. */
  carrierIds: readonly string[];
  users: readonly UserOption[];
  usersLoading: boolean;
  onDone: () => void;
  onClear: () => void;
}

/**
 * Bulk 'Assign task to user' (staff): needs a chosen user and at least one selected request (spec 000 §5);
 * the spec's messages report the outcome.
 */
export function BulkAssignBar({ selectedIds, carrierIds, users, usersLoading, onDone, onClear }: Props) {
  const [user, setUser] = useState<UserOption | null>(null);
  const assign = useAssignRequests();
  const notify = useNotify();
  const count = selectedIds.length;

  const submit = () => {
    if (!user || count === 0) return;
    assign.mutate(
      { ids: [...selectedIds], agentId: user.id },
      {
        onSuccess: () => {
          notify.success(REQUEST_LIST_TEXT.assigned);
          setUser(null);
          onDone();
        },
        onError: () => notify.error(REQUEST_LIST_TEXT.assignFailed),
      },
    );
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      role="region"
      aria-label="Bulk assignment"
      sx={(theme) => ({
        alignItems: { xs: 'stretch', sm: 'center' },
        px: 2,
        py: 1.25,
        bgcolor: alpha(theme.palette.primary.main, 0.06),
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {count === 1 ? '1 request selected' : `${count} requests selected`}
        </Typography>
        <Button size="small" color="inherit" onClick={onClear} sx={{ color: 'text.secondary' }}>
          Clear selection
        </Button>
      </Box>
      <StaffUserPicker
        label={REQUEST_LIST_TEXT.assignPicker}
        users={users}
        carrierIds={carrierIds}
        loading={usersLoading}
        value={user}
        onChange={setUser}
      />
      <Button variant="contained" onClick={submit} disabled={!user || count === 0} loading={assign.isPending}>
        {REQUEST_LIST_TEXT.assignButton}
      </Button>
    </Stack>
  );
}
